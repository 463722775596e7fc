import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  appUnderBasePath,
  createSiteApp,
  listen,
  readSiteManifest,
  type RunningServer,
} from '@quire/server';
import { builtCorpus, type CorpusName } from '../../../test-support/built-corpus.js';
import { launchChromium, SCREENSHOTS_DIR } from '../../../test-support/browser.js';

/** A few pages per corpus, chosen for what they exercise. */
const PAGES: Record<string, readonly string[]> = {
  'mintlify-docs': ['/quickstart', '/components/tabs', '/api-playground/overview'],
  prefect: ['/v3/get-started', '/v3/api-ref/rest-api/server/flows/count-flows'],
  mcp: ['/specification/2025-06-18/basic'],
  tickdb: ['/'],
};

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
}, 60_000);
afterAll(async () => browser?.close());

describe.each(Object.keys(PAGES))('screenshots of %s', (name) => {
  let server: RunningServer;
  /** Under the path the corpus was built for (mintlify-docs: /docs, from its canonical URL). */
  let base: string;
  beforeAll(async () => {
    const siteDir = builtCorpus(name as CorpusName).out;
    const basePath = (await readSiteManifest(siteDir)).basePath ?? '';
    server = await listen(
      appUnderBasePath(await createSiteApp({ siteDir }), basePath),
      0,
      '127.0.0.1',
    );
    base = `${server.url}${basePath}`;
  }, 900_000);
  afterAll(async () => server?.close());

  it.each(PAGES[name]!.flatMap((url) => VIEWPORTS.map((v) => [url, v] as const)))(
    '%s at %o',
    async (url, viewport) => {
      const page = await browser.newPage({
        viewport: { width: viewport.width, height: viewport.height },
      });
      try {
        const response = await page.goto(`${base}${url}`);
        expect(response?.status()).toBe(200);
        await expect.poll(() => page.locator('#page-title').isVisible()).toBe(true);
        const layout = await page.evaluate(() => ({
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          sidebar: getComputedStyle(document.getElementById('sidebar') ?? document.body).display,
          js: document.documentElement.classList.contains('q-js'),
        }));
        expect(layout.js).toBe(true);
        expect(layout.overflow).toBeLessThanOrEqual(1);
        if (viewport.name === 'phone') expect(layout.sidebar).toBe('none');
        else expect(layout.sidebar).not.toBe('none');
        const file = `${name}${url.replace(/\//g, '_')}-${viewport.name}.png`;
        await page.screenshot({
          path: fileURLToPath(new URL(file, SCREENSHOTS_DIR)),
          fullPage: false,
        });
      } finally {
        await page.close();
      }
    },
    120_000,
  );
});
