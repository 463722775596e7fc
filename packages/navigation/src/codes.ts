import { defineCodes } from '@quire/diagnostics';

/**
 * The diagnostic codes of the `navigation` package. The structure rules that `validate` also
 * checks (`nav/mixed-children`, `nav/missing-page`, …) use the config package's codes.
 */
export const navigationCodes = defineCodes({
  'navigation/url-clash': {
    severity: 'error',
    title: 'Two pages would be served at the same URL',
    description:
      'Every page has one URL: `/<path>` of its file without the extension (`index` is `/`, `x/index` is `/x`), ' +
      'or the URL generated for an endpoint. Two sources claim the same one here, for example `guide.mdx` and ' +
      '`guide.md`, `guide.mdx` and `guide/index.mdx`, or a page file and a generated endpoint page. ' +
      'The message names both. Rename or remove one of them, or give the generated page another URL with `x-mint.href`.',
  },
  'navigation/file-replaced-by-generated-page': {
    severity: 'warning',
    title: 'A page file in no navigation is replaced by a generated endpoint page',
    description:
      'Bulk generation (`openapi` on a tab, group or other element) writes a page for every operation, at ' +
      '`<directory>/<tag>/<summary>`. A page file at that same path that no navigation lists is replaced by the ' +
      'generated page, as the reference platform does (its build writes the generated page over the file). ' +
      'Nothing is said when the file names the same operation in its `openapi` frontmatter: it is the page the ' +
      'generator would write, often left by an older scraper. Otherwise its content is not published: list the ' +
      'file in the navigation under another path, or delete it.',
  },
});

export type NavigationCode = keyof typeof navigationCodes;
