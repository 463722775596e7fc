import { defineCodes } from '@quire/diagnostics';

/** Diagnostic codes of the config package: loading docs.json, `$ref`, frontmatter and the rules beyond the schema. */
export const configCodes = defineCodes({
  'config/not-found': {
    severity: 'error',
    title: 'No docs.json found',
    description:
      'Quire looks for `docs.json` in the given folder and then in each parent folder, as git does with `.git`. ' +
      'Run the command inside a docs repository, pass the folder that holds `docs.json`, or create one. ' +
      'A folder with the older `mint.json` and no `docs.json` is a docs root too (see `config/legacy-mint-json`).',
  },
  'config/legacy-mint-json': {
    severity: 'warning',
    title: 'The site is configured by mint.json, the older format',
    description:
      'The folder has a `mint.json` and no `docs.json`. Quire upgrades it in memory, as the reference platform does, ' +
      'and builds, checks and previews the site from the result; positions of problems still point into `mint.json`. ' +
      'Run `quire upgrade` to write the `docs.json` it stands for, review it, then delete `mint.json`.',
  },
  'config/legacy-setting-dropped': {
    severity: 'warning',
    title: 'A mint.json setting has no place in docs.json',
    description:
      'The upgrade from `mint.json` carries every setting that docs.json has an equivalent for; this one has none ' +
      '(a style the theme now decides, such as `sidebar`, `topbar` or `rounded`; a setting the reference moved to its dashboard, ' +
      'such as `feedback`; a tab or anchor with no page under its `url`; or a key the old format does not have). ' +
      'The message says why. Remove it from `mint.json`, or set the docs.json equivalent it names after `quire upgrade`.',
  },
  'config/json-syntax': {
    severity: 'error',
    title: 'docs.json is not valid JSON',
    description:
      'The parser stopped at the reported line and column. Common causes are a trailing comma after the last item, ' +
      'a missing comma or closing brace, single quotes, comments and unescaped characters in strings. ' +
      'Only the first syntax error of a file is reported, because what follows it cannot be read reliably.',
  },
  'config/too-deep': {
    severity: 'error',
    title: 'JSON nested too deeply',
    description:
      'Objects and arrays are nested more than 200 levels deep. No real docs.json needs that; the file is probably generated wrongly.',
  },
  'config/duplicate-key': {
    severity: 'warning',
    title: 'A key appears twice in the same object',
    description:
      'JSON keeps only the last value of a repeated key, so the earlier one is silently lost. Remove or merge one of them.',
  },
  'config/ref-invalid': {
    severity: 'error',
    title: '`$ref` is not a relative file path',
    description:
      'The value of `$ref` must be a non-empty string naming a JSON file, relative to the file that contains it (for example `"./navigation/fr.json"`).',
  },
  'config/ref-not-found': {
    severity: 'error',
    title: '`$ref` names a file that does not exist',
    description:
      'A `$ref` path is resolved relative to the file that contains it. Check the spelling and the folder, or create the file.',
  },
  'config/ref-invalid-json': {
    severity: 'error',
    title: 'A file included by `$ref` is not valid JSON',
    description:
      'The included file has a syntax error; the message gives its line and column. Fix the included file.',
  },
  'config/ref-cycle': {
    severity: 'error',
    title: '`$ref` files include each other in a cycle',
    description:
      'Following the `$ref`s leads back to a file that is already being included. Break the cycle by moving the shared part into its own file.',
  },
  'config/ref-outside-root': {
    severity: 'error',
    title: '`$ref` points outside the docs root',
    description:
      'Included files must live inside the folder that holds `docs.json`, so that the repository is self-contained. Move the file inside the docs root.',
  },
  'config/ref-chain-too-long': {
    severity: 'error',
    title: 'A chain of `$ref` includes is too long (no longer reported)',
    description:
      'Earlier versions followed at most 64 files in one chain of includes (docs.json → a.json → b.json → …). ' +
      'Chains of any length are now followed; only the totals are bounded (`config/includes-too-large`). The code is kept so that its links stay valid.',
  },
  'config/includes-too-large': {
    severity: 'error',
    title: 'The files included by `$ref` are too many or too large',
    description:
      'A config may include, in all, at most 10,000 files by `$ref` (chains of any length, and any number side by side), ' +
      'at most 100 MB of included files, and at most 200,000 values once every `$ref` is followed (a file included many times counts each time), ' +
      'so that no config can exhaust the process. The first `$ref` or value past a limit is reported, and what lies beyond it is left out. ' +
      'No real docs.json comes near these limits: check the script that generates the files.',
  },
  'config/unreadable-file': {
    severity: 'error',
    title: 'A file docs.json names is not a regular file, or is too large',
    description:
      'docs.json and the files it includes by `$ref` are read only when they are regular files of at most 25 MB that the process may read: a named pipe, a device ' +
      '(such as `/dev/zero` behind a symbolic link) or a huge file would hang the process or fill its memory. The message says what was found ' +
      '(a folder, a named pipe, a device, a socket, how far over the limit, permission denied) and the hint what to do. Point at a regular JSON file.',
  },
  'config/ref-siblings-ignored': {
    severity: 'warning',
    title: 'Keys next to a `$ref` that includes a non-object are ignored',
    description:
      'When the included file holds an array or a single value, it replaces the whole object, and the keys written next to `$ref` are dropped. ' +
      'Move those keys into the included file or remove them.',
  },
  'config/duplicate-redirect': {
    severity: 'error',
    title: 'Two redirects have the same source',
    description:
      'Each redirect `source` may be used once, trailing slashes aside; with two destinations, only one of them could ever ' +
      'apply. Remove or merge the duplicates. A repeat with the same destination is only a warning (`config/repeated-redirect`).',
  },
  'config/repeated-redirect': {
    severity: 'warning',
    title: 'A redirect repeats an earlier one',
    description:
      'Two redirects have the same `source` (trailing slashes aside) and the same `destination`. The reference ' +
      'platform accepts this and so does Quire: nothing is lost, since both send the reader to the same place. ' +
      'Remove the repeated one. (The same source with two destinations is `config/duplicate-redirect`, an error.)',
  },
  'config/icon-prefix': {
    severity: 'error',
    title: 'Icon name starts with `fa-`',
    description:
      'Icon names are written without the Font Awesome `fa-` prefix: `"rocket"`, not `"fa-rocket"`.',
  },
  'config/invalid-color': {
    severity: 'error',
    title: 'Color is not a hex color',
    description:
      'Colors are hex strings with a leading `#` and 3 or 6 hex digits, such as `"#0D9373"` or `"#fff"`. Named colors and `rgb()` are not accepted.',
  },
  'config/not-supported': {
    severity: 'warning',
    title: 'A setting the reference platform documents that Quire does not act on',
    description:
      'docs.json sets a key or value that the reference platform documents but Quire does not honour, so it has no effect on the site. ' +
      'The message names it and says why; the [decisions page](/reference/decisions) lists each one with its reason. Remove it, or keep it for the reference platform.',
  },
  'config/consent-without-key': {
    severity: 'warning',
    title: '`integrations.cookies` names no local storage key',
    description:
      "With `integrations.cookies`, analytics and support tags wait until the browser's local storage holds `value` under `key` (the consent your cookie banner records). " +
      'Without a `key` there is nothing to wait for, so the tags load on every visit as if no consent setting were there. Add the key your banner writes.',
  },
  'nav/empty-root': {
    severity: 'error',
    title: 'The navigation has no organising element',
    description:
      'The `navigation` object must hold exactly one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups` or `pages`. ' +
      'Add one; the others nest inside it.',
  },
  'nav/multiple-root-kinds': {
    severity: 'warning',
    title: 'The navigation root has more than one organising element',
    description:
      'The root of `navigation` holds exactly one of `products`, `languages`, `versions`, `tabs`, `dropdowns`, `anchors`, `groups` or `pages`. ' +
      'With two, the reference platform silently keeps one and drops the other; Quire keeps the same one (products, languages, versions, tabs, dropdowns, anchors, groups, pages: the first in this order) and says which it dropped. ' +
      'A warning, as the site still builds: `quire validate --strict` fails on it. Nest one inside the other, for example groups inside a tab.',
  },
  'nav/mixed-children': {
    severity: 'warning',
    title: 'A navigation element holds two kinds of children',
    description:
      'Each element holds one kind of child per level: a tab may hold anchors that hold groups, but not anchors and groups side by side. ' +
      'The message names both keys. The reference platform keeps the first kind in its order (products, languages, versions, tabs, dropdowns, anchors, groups, pages) and silently drops the other; ' +
      'Quire resolves it the same way, with this warning (`quire validate --strict` fails on it). Move one set into a new element, or turn pages into a group.',
  },
  'nav/missing-page': {
    severity: 'error',
    title: 'A page in the navigation does not exist',
    description:
      'Every page path in a `pages` array and every group `root` must name a `.mdx` or `.md` file inside the docs root (without the extension), ' +
      "or a folder holding an `index` page. Files ignored by default or by `.mintignore` do not count, nor does a named pipe, a device or a socket with the page's name (the message says so). Fix the path or create the page.",
  },
  'nav/missing-page-redirected': {
    severity: 'warning',
    title: 'A page in the navigation does not exist, and a redirect covers its URL',
    description:
      'The page is missing and a redirect sends its URL elsewhere, which usually means the page was moved and the navigation still lists the old path. ' +
      'As on the reference platform the site still builds and lists the entry, whose link the redirect serves. ' +
      'List the redirect destination instead, or remove the entry.',
  },
  'nav/page-names-root': {
    severity: 'warning',
    title: 'A page path names the docs root, not a page',
    description:
      'A `pages` entry or group `root` such as `"./"`, `"."` or `"/"` names the folder that holds docs.json rather than a ' +
      'page. It is read as the home page (`index.mdx` or `index.md`), which is rarely what was meant: write `"index"` to ' +
      'list the home page, or the path of the page you had in mind.',
  },
  'nav/invalid-language': {
    severity: 'error',
    title: 'Unknown language code',
    description:
      'A `language` entry uses a code outside the supported list (for example `en`, `fr`, `pt-BR`, `zh-Hant`). The docs list every supported code.',
  },
  'nav/duplicate-default': {
    severity: 'error',
    title: 'More than one default version or language',
    description:
      'At most one entry of a `versions` or `languages` array may set `default: true`. Keep it on one entry; without any, the first entry is the default.',
  },
  'nav/expanded-top-level': {
    severity: 'warning',
    title: '`expanded` on a top-level group has no effect',
    description:
      'Top-level groups are always open; `expanded` only affects groups nested inside another group. Remove the key.',
  },
  'nav/empty-group': {
    severity: 'warning',
    title: 'A group has no pages',
    description:
      'The group lists no pages and has no `openapi` or `asyncapi` spec to generate them, so the sidebar shows nothing under it. ' +
      'List its pages, or remove the group.',
  },
  'nav/global-without-href': {
    severity: 'warning',
    title: 'A global link has no `href`',
    description:
      'An entry of `global` (`anchors`, `tabs`, `dropdowns`, `products`, `languages` or `versions`, on the navigation root or on a division) ' +
      'is a link shown on every page; without an `href` it links nowhere, so it is left out of the site. ' +
      'The reference platform requires `href` there. Give the entry an `href` (a page path such as `/changelog`, or a URL), or remove it.',
  },
  'nav/openapi-on-root': {
    severity: 'warning',
    title: '`openapi` on the navigation root has no effect',
    description:
      'The root of `navigation` does not take `openapi`; the reference platform drops it silently. Set the spec in `api.openapi`, or on a tab, anchor, group or other navigation element.',
  },
  'frontmatter/yaml-syntax': {
    severity: 'error',
    title: 'Frontmatter is not valid YAML',
    description:
      'The YAML between the `---` lines at the top of the page could not be parsed, by strict YAML nor by the reader the reference platform uses; the message gives the cause. ' +
      'The page is not published with an invented title: fix the block. Quote values that contain `:` or start with special characters.',
  },
  'frontmatter/yaml-lenient': {
    severity: 'warning',
    title: 'Frontmatter is not strictly valid YAML, but readable',
    description:
      'Strict YAML refuses the frontmatter, but the reader the reference platform uses (the `front-matter` package) accepts it, ' +
      'for example a double-quoted value whose continuation line is not indented. Quire reads it the same way, so the page keeps its title and description. ' +
      'Indent the continuation lines, or write the value on one line, so that every YAML reader agrees.',
  },
  'frontmatter/not-a-map': {
    severity: 'error',
    title: 'Frontmatter is not a list of keys',
    description:
      'The frontmatter must be a YAML mapping (`title: ...` lines), not a list or a single value.',
  },
  'frontmatter/unclosed': {
    severity: 'warning',
    title: 'Frontmatter is not closed',
    description:
      'The page starts with `---` but no closing `---` line follows, so the block is read as page content. Add the closing line.',
  },
});

export type ConfigCode = keyof typeof configCodes;
