import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '@quire/dev-server';
import { launchChromium } from '../../../test-support/browser.js';
import { screenshot } from '../../../test-support/sites-under-test.js';

const FIXTURE = fileURLToPath(new URL('../../../fixtures/dev-page-problems/', import.meta.url));

let work: string;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-dev-problems-'));
  await cp(FIXTURE, join(work, 'docs'), { recursive: true });
  dev = await startDevServer({
    root: join(work, 'docs'),
    port: 0,
    network: false,
    cacheDir: join(work, 'cache'),
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await rm(work, { recursive: true, force: true });
});

/** Opens a page once the dev client has connected, and waits for its overlay (if any) to settle. */
async function open(path: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const connected = page.waitForEvent('console', {
    predicate: (m) => m.text().includes('[vite] connected'),
    timeout: 30_000,
  });
  const response = await page.goto(`${dev.url}${path}`);
  await connected;
  return { page, status: response?.status() };
}

const overlayPlaces = (page: Page) => page.locator('quire-error-overlay .where').allTextContents();

describe('quire dev shows each page its own problems', () => {
  it('a page whose frontmatter operation does not resolve says so in the page, and the overlay names that problem, not another page’s', async () => {
    // Other pages with errors of their own (a throwing component, a syntax error) have been rendered.
    for (const other of ['/throws', '/broken-syntax'])
      expect((await fetch(`${dev.url}${other}`)).status).toBe(500);
    const { page, status } = await open('/missing-operation');
    // Its problem is a warning: the page is not broken.
    expect(status).toBe(200);
    const notice = page.locator('#content-area [role="note"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toBe(
      '"openapi.yaml GET /nowhere" names an operation that is not in openapi.yaml. Did you mean "GET /things"?',
    );
    const overlay = page.locator('quire-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 15_000 });
    await expect.poll(() => overlayPlaces(page)).toEqual(['missing-operation.mdx:3:10']);
    // The other pages' errors are counted, not shown.
    expect(await page.locator('quire-error-overlay h2').textContent()).toBe(
      '1 error (and 2 on other pages)',
    );
    await screenshot(page, 'dev-missing-operation');
    await page.close();
  });

  it('a page whose component throws answers 500 and shows its problem inside the site frame, with a hint for the preview, above the rest of the page', async () => {
    const { page, status } = await open('/throws');
    expect(status).toBe(500);
    expect(await page.locator('.q-navbar').isVisible()).toBe(true);
    expect(await page.locator('#sidebar a[aria-current="page"]').innerText()).toBe('Throws');
    expect(await page.locator('#page-title').innerText()).toBe('Throws');
    const problem = page.locator('#content-area [role="alert"]');
    expect(await problem.innerText()).toContain(
      '<Boom> threw while the page rendered (Error: the widget exploded)',
    );
    expect(await problem.locator('strong').innerText()).toBe('throws.mdx:11:1');
    // The rest of the page renders, without the component.
    expect(await page.locator('#content').innerText()).toContain('Before the widget.');
    const hint = await problem.locator('.q-dev-error__hint').innerText();
    expect(hint).not.toContain('quire dev');
    expect(hint).toContain('reloads by itself');
    // The site's stylesheet applies: the sidebar sits beside the content, not above it.
    const sidebar = (await page.locator('#sidebar').boundingBox())!;
    const content = (await page.locator('#content-area').boundingBox())!;
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(content.x + 1);
    await expect.poll(() => overlayPlaces(page)).toEqual(['throws.mdx:11:1']);
    await screenshot(page, 'dev-page-throws');
    await page.close();
  });
});
