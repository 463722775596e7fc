import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '@quire/dev-server';
import { launchChromium } from '../../../test-support/browser.js';

const fixture = fileURLToPath(new URL('../../../fixtures/search-site', import.meta.url));
let work: string;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'quire-search-dev-'));
  cpSync(fixture, join(work, 'docs'), { recursive: true });
  dev = await startDevServer({
    root: join(work, 'docs'),
    port: 0,
    cacheDir: join(work, 'cache'),
    network: false,
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await dev?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

it('searches under quire dev, and finds what an edit added', async () => {
  const page = await browser.newPage();
  try {
    await page.goto(`${dev.url}/en/telemetry`);
    await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
    const first = () =>
      page.locator('.q-search-dialog [role="option"]').first().getAttribute('href');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('countdown');
    await expect.poll(first).toBe('/en/launch#countdown');
    await page.keyboard.press('Escape');
    appendFileSync(
      join(work, 'docs', 'en', 'telemetry.mdx'),
      '\n## Splashdown\n\nRecover the capsule after splashdown.\n',
    );
    await page.waitForSelector('h2#splashdown', { timeout: 30_000 });
    await page.keyboard.press('Control+k');
    await page.locator('.q-search-dialog__input').fill('splashdown');
    await expect.poll(first, { timeout: 15_000 }).toBe('/en/telemetry#splashdown');
  } finally {
    await page.close();
  }
}, 90_000);
