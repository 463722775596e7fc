import { defineCodes } from '@quire/diagnostics';

/** The codes of link checking (`quire broken-links`, and `quire build` and `quire validate` as warnings). */
export const linksCodes = defineCodes({
  'links/broken-link': {
    severity: 'error',
    title: 'A link or image points to nothing on the site',
    description:
      'A Markdown link or image, a reference definition, or an `href`/`src` of an element (`<a>`, `<img>`, `<source>`, ' +
      '`<Card>`, `<Tile>`, `<Tooltip>`, …) points to a path where the site has no page (MDX or generated API page), no ' +
      'static file, no generated file (`/llms.txt`, `/page.md`, …), no redirect source and no navigation `href`. ' +
      'Relative links are resolved against the URL of the page, as a browser does (`setup` on `/guides/intro` is ' +
      '`/guides/setup`). External links, `mailto:` and other schemes are not checked. `quire broken-links` reports it ' +
      'as an error; `quire build` and `quire validate` report it as a warning (an error under `--strict`). Fix the ' +
      'path, add the page or file, or add a redirect.',
  },
  'links/file-url': {
    severity: 'error',
    title: "A link or image points to a file on the author's machine",
    description:
      'A link or image (`![](file:///…)`, `<img src="file:///…">`, an `href`) uses a `file:` URL. It names a file on ' +
      'the computer the page was written on: no reader can open it, and the published page shows a broken image or ' +
      'link and the path of that file. `quire broken-links` reports it as an error; `quire build` reports it as a ' +
      'warning. Copy the file into the docs folder and link to it from the site root (`/images/diagram.png`).',
  },
  'links/broken-anchor': {
    severity: 'error',
    title: 'A link names a fragment that its target page does not have',
    description:
      'Checked by `quire build` and `quire validate` (as a warning) and by `quire broken-links --check-anchors` (as an ' +
      'error): the part after `#` of a link to a page (or of a link to a ' +
      'place on the same page) matches no `id` in that page as built: heading ids, component ids (`<ParamField>` and ' +
      '`<ResponseField>` anchors, `<Step>`, `<Accordion>`, `<Tab>`, `<Update>` ids) and elements with an `id`. Heading ' +
      'ids are lowercase with dashes (`## Set up the CLI` is `#set-up-the-cli`); use the id the page shows when the ' +
      "heading's link icon is selected.",
  },
});

export type LinksCode = keyof typeof linksCodes;
