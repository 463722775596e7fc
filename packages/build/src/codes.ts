import { defineCodes } from '@quire/diagnostics';

/** Diagnostics of `quire build`. */
export const buildCodes = defineCodes({
  'build/unreadable-page': {
    severity: 'error',
    title: 'A page file could not be read',
    description: 'The navigation routes a page whose file could not be read when the build rendered it (deleted during the build, or unreadable). Check that the file exists and is readable.',
  },
  'build/unrendered-endpoint': {
    severity: 'warning',
    title: 'An endpoint page has no operation to show',
    description: 'An endpoint page names an operation whose spec could not be loaded (a remote spec offline, an invalid spec). The page is built with a notice instead of the reference; fix or make the spec reachable.',
  },
  'build/page-crashed': {
    severity: 'error',
    title: 'A page failed while rendering',
    description: 'Rendering a page threw an error (for example a snippet component that throws). The message names the error; fix the component or the props it receives. The other pages still build, the output is not replaced.',
  },
  'build/page-timeout': {
    severity: 'error',
    title: 'A page\'s code did not finish in time',
    description: 'Evaluating and rendering a page\'s code (its expressions, components and snippets) took longer than the time limit (10 seconds) and was stopped, usually because of a loop or a recursion that never ends. The other pages still build, the output is not replaced. Find the loop in the page or in the snippets it imports.',
  },
  'build/no-sitemap': {
    severity: 'warning',
    title: 'No sitemap: the site has no absolute base URL',
    description: 'A sitemap lists absolute URLs; without one, the build leaves `sitemap.xml` out (and the `Sitemap:` line of `robots.txt`) instead of writing invalid relative `<loc>` values. Pass `--base-url https://docs.example.com` to `quire build`, or set `seo.metatags.canonical` in docs.json to the deployed URL.',
  },
});
