import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '@quire/build';
import { createSiteApp, listen, type RunningServer } from '@quire/server';
import { launchChromium } from '../../../test-support/browser.js';

// Issue 35.4: what a newcomer met on a phone, on an endpoint page and on a section's path.
const fixture = fileURLToPath(new URL('../../../fixtures/phone-reader', import.meta.url));
const ENDPOINT = '/api-reference/search-neighbouring-documents';
const PHONE = { width: 390, height: 844 };

let work: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'quire-phone-'));
  const built = await buildSite({
    root: fixture,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
  });
  expect(built.ok, JSON.stringify(built.diagnostics.slice(0, 3))).toBe(true);
  server = await listen(await createSiteApp({ siteDir: built.outDir }), 0, '127.0.0.1');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function open(path: string, viewport = PHONE): Promise<Page> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
  return page;
}

/** Top and bottom of the first element matching each selector, in page coordinates. */
const boxes = (page: Page, selectors: Record<string, string>) =>
  page.evaluate((sel) => {
    const out: Record<string, { top: number; bottom: number; left: number; right: number }> = {};
    for (const [name, s] of Object.entries(sel)) {
      const r = document.querySelector(s)!.getBoundingClientRect();
      out[name] = {
        top: r.top + scrollY,
        bottom: r.bottom + scrollY,
        left: r.left,
        right: r.right,
      };
    }
    return out;
  }, selectors);

describe('an endpoint page on a phone', () => {
  it('shows the examples right after the endpoint line, the whole path, and every status tab', async () => {
    const page = await open(ENDPOINT);
    try {
      const b = await boxes(page, {
        endpoint: '.q-api-endpoint',
        examples: '.q-aside',
        params: '.q-api-section',
        footer: '#footer',
      });
      expect(b.examples!.top).toBeGreaterThanOrEqual(b.endpoint!.bottom);
      expect(b.examples!.bottom).toBeLessThanOrEqual(b.params!.top);
      expect(b.examples!.bottom).toBeLessThan(b.footer!.top);
      const fits = await page.evaluate(() => {
        const url = document.querySelector<HTMLElement>('.q-api-endpoint__url')!;
        const tabs = [
          ...document.querySelectorAll<HTMLElement>('[data-slot="response-example"] [role="tab"]'),
        ];
        return {
          page: document.documentElement.scrollWidth <= innerWidth,
          path: url.scrollWidth <= url.clientWidth + 1 && url.textContent!.includes('neighbours'),
          tabs: tabs.length,
          tabsInView: tabs.every((t) => t.getBoundingClientRect().right <= innerWidth),
        };
      });
      expect(fits).toEqual({ page: true, path: true, tabs: 10, tabsInView: true });
    } finally {
      await page.close();
    }
  });

  it('gives a cURL example with the spec server and the path parameter filled in', async () => {
    const page = await open(ENDPOINT);
    try {
      expect(await page.locator('[data-slot="request-example"]').textContent()).toContain(
        "--url 'https://api.atlas.example/discovery/v1/search/documents/doc_123/neighbours?limit=10'",
      );
    } finally {
      await page.close();
    }
  });

  it('keeps the examples beside the reference on a wide screen', async () => {
    const page = await open(ENDPOINT, { width: 1400, height: 900 });
    try {
      const b = await boxes(page, { examples: '.q-aside', reference: '.q-api-section' });
      expect(b.examples!.left).toBeGreaterThanOrEqual(b.reference!.right);
      expect(b.examples!.top).toBeLessThan(b.reference!.top);
    } finally {
      await page.close();
    }
  });
});

describe('a section path', () => {
  it.each([
    ['/guides', '/guides/intro'],
    ['/api-reference', ENDPOINT],
  ])('%s leads to the section’s first page', async (path, first) => {
    const page = await open(path);
    try {
      expect(new URL(page.url()).pathname).toBe(first);
    } finally {
      await page.close();
    }
  });
});
