import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runAxe, seriousViolations } from '../../../test-support/axe.js';
import { builtCorpus, type CorpusName } from '../../../test-support/built-corpus.js';
import { useSitesInChromium } from '../../../test-support/sites-under-test.js';

const docsRoot = fileURLToPath(new URL('../../../docs/', import.meta.url));
const e2e = useSitesInChromium();

/** Opens a site once, for both colour schemes. */
const once = (open: () => Promise<string>) => {
  let opened: Promise<string> | undefined;
  return () => (opened ??= open());
};

/** A few pages of each site: a home or guide, a page with components, an API page where there is one. */
const SITES: readonly {
  readonly name: string;
  readonly open: () => Promise<string>;
  readonly pages: readonly string[];
}[] = [
  {
    name: 'the own docs site',
    open: once(() => e2e.sites.open('serve', docsRoot)),
    pages: ['/', '/cli/build', '/components/icons', '/guides/api-playground'],
  },
  ...(
    [
      ['hoppscotch', ['/documentation/getting-started/introduction', '/documentation/changelog']],
      ['mcp', ['/specification/2025-06-18/basic', '/docs/getting-started/intro']],
      ['turso', ['/introduction', '/api-reference/databases/list']],
    ] as const
  ).map(([name, pages]) => ({
    name: `${name} (corpus)`,
    open: once(() => e2e.sites.serve(builtCorpus(name as CorpusName).out)),
    pages,
  })),
];

describe.each(SITES)('accessibility of $name (axe-core in Chromium)', ({ open, pages }) => {
  it.each(['light', 'dark'] as const)(
    'has no serious or critical violations in %s mode',
    async (colorScheme) => {
      const base = await open();
      const found: string[] = [];
      const counts = { minor: 0, moderate: 0, serious: 0, critical: 0 };
      for (const path of pages) {
        const page = await e2e.browser.newPage({
          viewport: { width: 1400, height: 900 },
          colorScheme,
        });
        const response = await page.goto(`${base}${path}`);
        expect(response?.status(), path).toBe(200);
        await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
        const violations = await runAxe(page);
        for (const v of violations) if (v.impact) counts[v.impact] += v.nodes.length;
        // Author images without alt text included: they are published with their file name as alt (mdx/image-missing-alt).
        found.push(...seriousViolations(violations).map((line) => `${path}: ${line}`));
        await page.close();
      }
      console.log(`axe ${colorScheme}: ${JSON.stringify(counts)}`);
      expect(found).toEqual([]);
    },
    900_000,
  );
});
