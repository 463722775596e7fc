import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '@quire/build';
import { createSiteApp, listen, type RunningServer } from '@quire/server';
import { launchChromium, SCREENSHOTS_DIR } from '../../../test-support/browser.js';

const fixture = fileURLToPath(new URL('../../../fixtures/search-site', import.meta.url));

let work: string;
let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'quire-search-dialog-'));
  const built = await buildSite({
    root: fixture,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
  });
  expect(built.ok, JSON.stringify(built.diagnostics.slice(0, 3))).toBe(true);
  site = built.outDir;
  server = await listen(await createSiteApp({ siteDir: built.outDir }), 0, '127.0.0.1');
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens a page and records which search files it fetches. */
async function open(url: string): Promise<{ page: Page; fetched: string[] }> {
  const page = await browser.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/_quire/search/')) fetched.push(path);
  });
  await page.goto(`${server.url}${url}`);
  await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
  return { page, fetched };
}

const dialog = (page: Page) => page.locator('.q-search-dialog [role="dialog"]');
const options = (page: Page) => page.locator('.q-search-dialog [role="option"]');

describe('the index the build writes', () => {
  it('lists an index per language, stores the group boost and the endpoint method, and leaves out noindex and unlisted pages', () => {
    const manifest = JSON.parse(
      readFileSync(join(site, '_quire/search/indexes.json'), 'utf8'),
    ) as Record<string, { head: string; body: string; headBytes: number; language?: string }>;
    expect(Object.keys(manifest)).toEqual(['en--default', 'fr--default']);
    expect(manifest['en--default']).toMatchObject({
      head: '/_quire/search/en--default.json',
      body: '/_quire/search/en--default.body.json',
      language: 'en',
    });
    const head = readFileSync(join(site, manifest['en--default']!.head), 'utf8');
    expect(Buffer.byteLength(head)).toBe(manifest['en--default']!.headBytes);
    // The compact form stores each field as a column, one value per section (null where absent).
    const { stored } = JSON.parse(head) as {
      stored: { url: (string | null)[]; weight?: (number | null)[]; method?: (string | null)[] };
    };
    const pages = stored.url
      .map((url, n) => ({
        url: url ?? undefined,
        weight: stored.weight?.[n],
        method: stored.method?.[n],
      }))
      .filter((f) => f.url !== undefined);
    expect(pages.map((f) => f.url).sort()).toEqual([
      '/api-reference/list-satellites',
      '/en',
      '/en/launch',
      '/en/old-launch',
      '/en/telemetry',
    ]);
    expect(pages.find((f) => f.url === '/en/old-launch')?.weight).toBe(0.2);
    expect(pages.find((f) => f.url === '/api-reference/list-satellites')?.method).toBe('GET');
  });
});

describe('the search dialog', () => {
  it('keeps the results the reader moves through when the full text arrives; the next keystroke searches it', async () => {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_quire\/search\/[^/]*\.body\.json/, async (route) => {
      await held;
      await route.continue();
    });
    const listbox = page.locator('#q-search-listbox');
    try {
      await page.goto(`${server.url}/en/telemetry`);
      await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
      await page.keyboard.press('Control+k');
      await page.keyboard.type('satellite');
      await expect.poll(() => listbox.getAttribute('data-q-results')).toBe('titles');
      await expect
        .poll(() => options(page).first().getAttribute('href'))
        .toBe('/api-reference/list-satellites');
      await page.keyboard.press('ArrowDown');
      const selected = page.locator('.q-search-dialog [role="option"][aria-selected="true"]');
      const shown = await options(page).evaluateAll((all) =>
        all.map((a) => a.getAttribute('href')),
      );
      const first = await options(page).first().elementHandle();
      const bodyLoaded = page.waitForResponse((r) => /\.body\.json/.test(r.url()));
      release();
      await (await bodyLoaded).finished();
      // The full text is in, and the list the reader is moving through stays as it was.
      await expect
        .poll(() => page.locator('.q-search-dialog').getAttribute('data-q-index'))
        .toBe('full');
      expect(await first!.evaluate((el) => el.isConnected)).toBe(true);
      expect(await listbox.getAttribute('data-q-results')).toBe('titles');
      await page.keyboard.press('ArrowUp');
      expect(await selected.getAttribute('href')).toBe('/api-reference/list-satellites');
      expect(
        await options(page).evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
      ).toEqual(shown);
      // A new query is searched in the full text.
      await page.keyboard.type('s');
      await expect.poll(() => listbox.getAttribute('data-q-results')).toBe('full');
      await expect
        .poll(() => page.locator('.q-search-dialog__status').textContent())
        .toMatch(/ for “satellites”$/);
    } finally {
      await page.close();
    }
  });

  it('replaces the results with the full text’s while the reader has not moved', async () => {
    const { page } = await open('/en/telemetry');
    const listbox = page.locator('#q-search-listbox');
    try {
      await page.keyboard.press('Control+k');
      await page.keyboard.type('satellite');
      await expect.poll(() => listbox.getAttribute('data-q-results')).toBe('full');
      expect(await options(page).first().getAttribute('aria-selected')).toBe('true');
    } finally {
      await page.close();
    }
  });

  it('opens with Ctrl+K, finds as you type, moves with the arrow keys and Enter lands on the section', async () => {
    const { page, fetched } = await open('/en/telemetry');
    try {
      expect(fetched).toEqual([]);
      await page.keyboard.press('Control+k');
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      const input = page.locator('.q-search-dialog__input');
      expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await input.getAttribute('placeholder')).toBe('Search the Orbit docs');
      expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
      await page.keyboard.type('countdown');
      // The status names the query listed: a list drawn for a part of the word ('count') does not count.
      await expect
        .poll(() => page.locator('.q-search-dialog__status').textContent())
        .toMatch(/ for “countdown”$/);
      await expect
        .poll(() => options(page).first().getAttribute('href'))
        .toBe('/en/launch#countdown');
      expect(await page.locator('.q-search-group__title').first().textContent()).toBe(
        'Launch a satellite',
      );
      expect(await options(page).first().locator('mark').first().textContent()).toBe('Countdown');
      // The full text arrives after the first query; the head came when the dialog opened.
      await expect
        .poll(() => fetched)
        .toEqual([
          '/_quire/search/indexes.json',
          '/_quire/search/en--default.json',
          '/_quire/search/en--default.body.json',
        ]);
      // The results are searched again once the full text is in: wait for that list before moving.
      await expect
        .poll(() => page.locator('#q-search-listbox').getAttribute('data-q-results'))
        .toBe('full');
      expect(await options(page).nth(1).getAttribute('href')).toBe('/en/launch#abort-a-launch');
      await page.keyboard.press('ArrowDown');
      const active = page.locator('.q-search-dialog [role="option"][aria-selected="true"]');
      expect(await active.getAttribute('href')).toBe('/en/launch#abort-a-launch');
      expect(await input.getAttribute('aria-activedescendant')).toBe(
        await active.getAttribute('id'),
      );
      await page.screenshot({ path: fileURLToPath(new URL('search-dialog.png', SCREENSHOTS_DIR)) });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/en/launch#abort-a-launch`);
      expect(new URL(page.url()).hash).toBe('#abort-a-launch');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('keeps out noindex, unlisted and down-boosted pages (below), and remembers recent searches', async () => {
    const { page } = await open('/en');
    try {
      await page.keyboard.press('/');
      await page.keyboard.type('countdown');
      await expect.poll(() => options(page).count()).toBeGreaterThan(1);
      const pages = await page.locator('.q-search-group__title').allTextContents();
      expect(pages).toEqual(['Launch a satellite', 'Launch a satellite (v1)']);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.url}/en/launch#countdown`);
      await page.keyboard.press('Control+k');
      await expect.poll(() => options(page).allTextContents()).toEqual(['countdown']);
      expect(await page.locator('.q-search-group__title').textContent()).toBe('Recent searches');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('searches the page’s own language, finds endpoint parameters, and Escape closes and gives focus back', async () => {
    const { page } = await open('/fr');
    try {
      await page.locator('#q-search-input').click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      await page.keyboard.type('rebours');
      await expect
        .poll(() => options(page).first().getAttribute('href'))
        .toBe('/fr/launch#compte-à-rebours');
      // The English word is not in the French pages; the dialog says so in French.
      await page.locator('.q-search-dialog__input').fill('countdown');
      await expect
        .poll(() => page.locator('.q-search-dialog__status').textContent())
        .toBe('Aucun résultat pour « countdown »');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe(
        'q-search-dialog__input',
      );
      await page.keyboard.press('Escape');
      expect(await dialog(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('q-search-input');
      await page.goto(`${server.url}/en`);
      // Pressed again until the page's script listens for it (under load it loads after the page shows).
      await expect
        .poll(async () => {
          if (!(await dialog(page).isVisible())) await page.keyboard.press('Control+k');
          return dialog(page).isVisible();
        })
        .toBe(true);
      await page.keyboard.type('orbit_class');
      await expect
        .poll(() => options(page).first().getAttribute('href'))
        .toMatch(/^\/api-reference\/list-satellites(#|$)/);
      expect(await page.locator('.q-search-method').first().textContent()).toBe('GET');
    } finally {
      await page.close();
    }
  }, 60_000);
});
