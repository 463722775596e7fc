import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '@quire/dev-server';
import { launchChromium } from '../../../test-support/browser.js';
import { copyCorpus } from './corpus-copy.js';

let work: string;
let root: string;
let dev: DevServer;
let browser: Browser;
let page: Page;
let navigations = 0;

beforeAll(async () => {
  ({ work, root } = await copyCorpus('hoppscotch'));
  dev = await startDevServer({ root, port: 0, network: false, cacheDir: join(work, 'cache') });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1200, height: 700 } });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  // Live reload is on once Vite's client has connected to the HMR socket.
  const connected = page.waitForEvent('console', {
    predicate: (m) => m.text().includes('[vite] connected'),
    timeout: 30_000,
  });
  await page.goto(`${dev.url}/documentation/changelog`);
  await connected;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await rm(work, { recursive: true, force: true });
});

describe('quire dev in Chromium', () => {
  it('swaps edited content in place and keeps the scroll position', async () => {
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    const loads = navigations;
    const file = join(root, 'documentation/changelog.mdx');
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(
        'For a full list of releases',
        'Swapped-in-place marker. For a full list of releases',
      ),
    );
    await page.waitForFunction(
      () =>
        document.getElementById('content-area')?.textContent?.includes('Swapped-in-place marker'),
      null,
      { timeout: 15_000 },
    );
    expect(navigations).toBe(loads);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  it('shows new pages in the sidebar without a reload', async () => {
    const loads = navigations;
    const config = join(root, 'docs.json');
    const text = await readFile(config, 'utf8');
    await writeFile(
      join(root, 'documentation/fresh-page.mdx'),
      '---\ntitle: Fresh page in the sidebar\n---\n\nHello.\n',
    );
    await writeFile(
      config,
      text.replace(
        '"documentation/getting-started/introduction",',
        '"documentation/getting-started/introduction",\n"documentation/fresh-page",',
      ),
    );
    await page.waitForFunction(
      () => document.querySelector('#sidebar a[href="/documentation/fresh-page"]') !== null,
      null,
      { timeout: 15_000 },
    );
    expect(navigations).toBe(loads);
  });

  it('shows an overlay with the place of an error, and removes it once the file is fixed', async () => {
    const file = join(root, 'documentation/changelog.mdx');
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    const at = lines.findIndex((l, i) => i > 4 && l.trim() === '') + 1;
    await writeFile(file, [...lines.slice(0, at), '<Steps>', ...lines.slice(at)].join('\n'));
    const overlay = page.locator('quire-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 15_000 });
    await expect
      .poll(() => page.locator('quire-error-overlay .where').first().textContent())
      .toBe(`documentation/changelog.mdx:${at + 1}:1`);
    expect(await page.locator('quire-error-overlay pre').first().textContent()).toContain(
      '<Steps>',
    );
    await writeFile(file, text);
    await overlay.waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForFunction(
      () =>
        document.getElementById('content-area')?.textContent?.includes('Swapped-in-place marker'),
      null,
      { timeout: 15_000 },
    );
  });
});
