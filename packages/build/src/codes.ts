import { defineCodes } from '@quire/diagnostics';

/** Diagnostics of `quire build`. */
export const buildCodes = defineCodes({
  'build/unreadable-page': {
    severity: 'error',
    title: 'A page file could not be read',
    description:
      'The navigation routes a page whose file could not be read when the build rendered it (deleted during the build, or unreadable). Check that the file exists and is readable.',
  },
  'build/unrendered-endpoint': {
    severity: 'warning',
    title: 'An endpoint page has no operation to show',
    description:
      'An endpoint page names an operation whose spec could not be loaded (a remote spec offline, an invalid spec). The page is built with a notice instead of the reference; fix or make the spec reachable.',
  },
  'build/page-crashed': {
    severity: 'error',
    title: 'A page failed while rendering',
    description:
      'Rendering a page threw an error (for example a snippet component that throws). The message names the error; fix the component or the props it receives. The other pages still build, the output is not replaced.',
  },
  'build/page-timeout': {
    severity: 'error',
    title: "A page's code did not finish in time",
    description:
      "Evaluating and rendering a page's code (its expressions, components and snippets) took longer than the time limit (10 seconds) and was stopped, usually because of a loop or a recursion that never ends. The other pages still build, the output is not replaced. Find the loop in the page or in the snippets it imports.",
  },
  'build/contextual-without-mcp': {
    severity: 'warning',
    title: 'A contextual menu option needs an MCP server the site does not have',
    description:
      "The options `mcp`, `add-mcp`, `cursor`, `vscode` and `devin-mcp` (and a custom option whose link uses `$mcp`) point at the site's MCP server, `/mcp` at the site's URL, which `quire serve` answers. Without an absolute site URL there is no address to give, so the option is left out of the menu. Build with `--base-url https://docs.example.com`, or set `seo.metatags.canonical`, or remove the option.",
  },
  'build/contextual-frontmatter-invalid': {
    severity: 'warning',
    title: "A page's contextual menu override cannot be read",
    description:
      "A page's frontmatter `contextual` replaces the site's contextual menu on that page, and must be an object with an `options` list (and optionally `display`). This one is not, so the page shows the site's menu, as the reference platform does. Fix the frontmatter, or remove it.",
  },
  'build/no-sitemap': {
    severity: 'warning',
    title: 'No sitemap: the site has no absolute base URL',
    description:
      'A sitemap lists absolute URLs; without one, the build leaves `sitemap.xml` out (and the `Sitemap:` line of `robots.txt`) instead of writing invalid relative `<loc>` values. Pass `--base-url https://docs.example.com` to `quire build`, or set `seo.metatags.canonical` in docs.json to the deployed URL.',
  },
  'build/unusable-base-path': {
    severity: 'warning',
    title: 'A base path cannot be used',
    description:
      'The site is served under the path of `seo.metatags.canonical` unless `--base-path` or `--base-url` says otherwise (see [Serving under a path](/deploy/base-path)); this canonical URL has a path that cannot be one (a segment with characters other than letters, digits and `- . _ ~`, or `.` and `..`), so the site is built for the root of its origin. Pass `--base-path /docs` with the path the site is served under, or `--base-path /` for the root. A `basePath` given to the build as an option that is not a base path is this code too, as an error.',
  },
  'build/dotfile-not-published': {
    severity: 'warning',
    title: 'A dotfile of the docs folder was not published',
    description:
      'Files and folders whose names start with a dot (`.env`, `.npmrc`, `.vale/`) often hold secrets or tooling, so the build does not copy them to the site and the servers do not send them (`.well-known/` is published). To publish one, add a `!` rule for it to `.mintignore` (`!.nojekyll`); to silence the warning, list it in `.mintignore`.',
  },
  'build/link-outside-root': {
    severity: 'warning',
    title: 'A symbolic link points outside the docs folder',
    description:
      'A file or folder of the docs folder is a symbolic link whose target lies outside it. Nothing outside the docs folder is published or rendered, so the link is left out (a page that is such a link is missing). Copy the target into the docs folder, or point the link at a file inside it.',
  },
  'build/skill-frontmatter': {
    severity: 'warning',
    title: 'A skill file has no name or description',
    description:
      'A custom skill file (`skill.md` at the docs root, or `.mintlify/skills/<name>/SKILL.md`) starts with YAML frontmatter that names the skill (`name`) and says what it does and when to use it (`description`), as the agentskills.io format asks; `groups` is a list of group names. The skill is still published, named after its folder (or the site); add the missing field so that agents know when to use it. The same code reports a second skill with a name already taken (it is left out).',
  },
  'build/skill-unknown-field': {
    severity: 'warning',
    title: 'A skill file has a field Quire does not know',
    description:
      'The frontmatter of a skill file has a field other than `name`, `description`, `license`, `compatibility`, `metadata`, `allowed-tools` and `groups`. The file is published as written, but Quire does not act on the field. Check its spelling, or move it under `metadata`.',
  },
  'build/no-git-history': {
    severity: 'info',
    title: 'Pages show no last-updated date: no git history',
    description:
      "With `metadata.timestamp` (or `timestamp: true` in a page's frontmatter), each page shows the date of the last commit that changed its file, read from git in one `git log` over the whole repository. " +
      'When the docs are not in a git repository, git is not installed, or the clone is shallow (which would date every file by its one commit), pages show no date, and the build says so once. ' +
      'Build from a full clone (in GitHub Actions, `fetch-depth: 0`), or give pages a `lastUpdatedDate` in their frontmatter, which is shown as is.',
  },
  'build/thumbnail-image': {
    severity: 'warning',
    title: 'A thumbnail image cannot be used',
    description:
      "With `thumbnails`, every page gets an Open Graph image drawn by the build from the page's title, section and description, the site's logo and `thumbnails.background`. " +
      'The background or the logo named here is a URL (thumbnails are drawn offline, nothing is downloaded), is missing, lies outside the docs folder, or is not a PNG, JPEG, GIF or SVG image, so the images are drawn without it (the site name stands in for a logo). ' +
      'Name an image file of the docs folder, such as `"background": "/images/og-background.png"`.',
  },
  'build/thumbnail-font': {
    severity: 'warning',
    title: 'The thumbnail font cannot be used',
    description:
      'Thumbnails are drawn offline, so the Google Fonts family of `thumbnails.fonts.family` is not downloaded: the font file comes from the `fonts` entry of docs.json with the same `family` and a `source` file in the docs folder (TrueType, OpenType or WOFF; not WOFF2). ' +
      'There is no such entry, or its file is missing or not such a font, so the thumbnails are set in Inter, which Quire ships. ' +
      'Add the font file and declare it, `"fonts": { "family": "Lato", "source": "/fonts/Lato.woff" }`, or remove `thumbnails.fonts`.',
  },
  'build/thumbnail-glyphs': {
    severity: 'warning',
    title: 'Thumbnail text has characters no font covers',
    description:
      'The bundled Inter covers Latin, Cyrillic, Greek and Vietnamese. Some page titles or descriptions use characters of other scripts (Chinese, Japanese, Arabic...), which the images draw as nothing; the build names how many pages and the first. ' +
      'Set `thumbnails.fonts.family` to a family declared in `fonts` with a `source` file that covers them.',
  },
  'build/thumbnail-failed': {
    severity: 'error',
    title: "A page's Open Graph image could not be drawn",
    description:
      "Drawing a page's thumbnail failed (the message says why, usually a logo, background or font file that is damaged although it looks like the right format). The output is not replaced, since the page would point at a missing image. Fix or replace the file, or remove `thumbnails`.",
  },
});
