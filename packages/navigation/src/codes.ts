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
});

export type NavigationCode = keyof typeof navigationCodes;
