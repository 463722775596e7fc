import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '@quire/build';
import { ENGLISH, t, type MessageKey } from '@quire/i18n';
import { createSiteApp, listen, type RunningServer } from '@quire/server';
import { launchChromium } from '../../../test-support/browser.js';

// Issue 35.1: a Spanish site (the default language), with Arabic and English beside it.
const fixture = fileURLToPath(new URL('../../../fixtures/i18n-site', import.meta.url));

let work: string;
let site: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'quire-i18n-'));
  const built = await buildSite({
    root: fixture,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    baseUrl: 'https://cometa.example',
    network: false,
  });
  expect(built.ok, JSON.stringify(built.diagnostics.slice(0, 3))).toBe(true);
  site = built.outDir;
  server = await listen(await createSiteApp({ siteDir: built.outDir }), 0, '127.0.0.1');
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

const get = async (path: string) => {
  const r = await fetch(`${server.url}${path}`);
  return { status: r.status, html: await r.text() };
};

/** The English text of every message the language `code` words differently (placeholders left out). */
const englishOf = (code: string): string[] =>
  (Object.keys(ENGLISH) as MessageKey[])
    .filter((key) => t(code, key) !== ENGLISH[key])
    .map((key) => ENGLISH[key].split(/\{\w+\}/)[0]!.trim())
    .filter((text) => text.length > 2);

/**
 * What a reader sees and hears: the visible text, and the labels, placeholders and titles of the
 * page. Code and field names (an HTTP header is `Authorization` in every language) are left out.
 */
const perceived = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
      .filter((el) => !el.closest('pre, code, .q-anchor'))
      .map((el) =>
        ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').join('\n'),
      );
    let text = document.body.innerText;
    for (const el of document.querySelectorAll<HTMLElement>('pre, code, .q-field__name'))
      if (el.innerText) text = text.replace(el.innerText, '');
    return [document.title, text, ...attributes].join('\n');
  });

/** The English messages found as whole words in `text`. */
const englishFound = (text: string, code: string) =>
  englishOf(code).filter((english) =>
    new RegExp(
      `(^|[^\\p{L}])${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
      'u',
    ).test(text),
  );

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(10_000);
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
  return page;
}

describe('a site in Spanish and Arabic', () => {
  it.each([
    ['/', 'es', 'En esta página'],
    ['/ar', 'ar', 'في هذه الصفحة'],
  ])(
    'shows %s with no English from the catalogue, the search dialog included',
    async (path, code, toc) => {
      const page = await open(path);
      try {
        expect(await page.getAttribute('html', 'lang')).toBe(code);
        expect(await page.locator('.q-toc__title').textContent()).toBe(toc);
        // The code block's copy button, added by the browser runtime, speaks the page's language.
        expect(await page.locator('.q-copy').first().getAttribute('aria-label')).toBe(
          t(code, 'code.copy'),
        );
        expect(englishFound(await perceived(page), code)).toEqual([]);
        await page.keyboard.press('Control+k');
        await page.keyboard.type('zzzqx');
        const status = page.locator('.q-search-dialog__status');
        await expect
          .poll(() => status.textContent())
          .toBe(t(code, 'search.noResults', { query: 'zzzqx' }));
        expect(englishFound(await perceived(page), code)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it.each([
    ['/ordenes', 'es'],
    ['/ar/ordenes', 'ar'],
  ])(
    'shows the endpoint page %s, its playground and its page actions with no English from the catalogue',
    async (path, code) => {
      const page = await open(path);
      try {
        expect(englishFound(await perceived(page), code)).toEqual([]);
        await page.locator('.q-api-endpoint__try').click();
        const panel = page.locator('.q-playground[data-q-playground-root]');
        await expect.poll(() => panel.locator('[data-q-playground-live]').count()).toBe(1);
        expect(await panel.locator('.q-playground__title').textContent()).toBe(
          t(code, 'playground.tryIt'),
        );
        // The live form (rendered in the browser from the page's messages) names its groups in the page's language.
        expect(await panel.locator('.q-playground__legend').first().textContent()).toBe(
          t(code, 'playground.authorization'),
        );
        expect(await panel.locator('.q-playground__send').textContent()).toBe(
          t(code, 'playground.send'),
        );
        expect(englishFound(await perceived(page), code)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.locator('.q-ctx__toggle').click();
        await expect.poll(() => page.locator('.q-ctx__menu').isVisible()).toBe(true);
        expect(englishFound(await perceived(page), code)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('writes right to left for Arabic and carries only its own language to the browser', async () => {
    const { html } = await get('/ar');
    expect(html).toContain('dir="rtl"');
    const messages = /<script type="application\/json" id="q-messages">([^<]*)<\/script>/.exec(
      html,
    );
    expect(JSON.parse(messages?.[1] ?? '{}')['search.recent']).toBe('عمليات البحث الأخيرة');
    expect(html).not.toContain('Búsquedas recientes');
    // English pages carry none: the runtime has English.
    expect((await get('/en')).html).not.toContain('id="q-messages"');
  });

  it('shows a page Arabic lacks in Spanish under a notice, where the language switcher leads', async () => {
    const guide = await get('/guia');
    // "Last modified on <date>", the sentence and the date both in the page's language.
    expect(guide.html).toContain(
      '<p class="q-last-modified">Última modificación el <time datetime="2026-08-13">13 de agosto de 2026</time></p>',
    );
    expect(guide.html).toMatch(/href="\/ar\/guia"[^>]*>العربية/);
    const standIn = await get('/ar/guia');
    expect(standIn.status).toBe(200);
    expect(standIn.html).toContain('lang="ar"');
    expect(standIn.html).toContain(t('ar', 'layout.notTranslated'));
    expect(standIn.html).toContain('Comprueba la órbita y la batería.');
    expect(standIn.html).toMatch(/<div id="content" class="q-prose" lang="es"/);
    expect(standIn.html).toContain('<meta name="robots" content="noindex"/>');
    // A translated page is not stood in for, and the stand-in stays out of the sitemap and search.
    expect((await get('/en/guia')).html).not.toContain(t('en', 'layout.notTranslated'));
    expect(readFileSync(join(site, 'sitemap.xml'), 'utf8')).toContain('/en/guia');
    expect(readFileSync(join(site, 'sitemap.xml'), 'utf8')).not.toContain('/ar/guia');
    const searchFiles = readdirSync(join(site, '_quire/search'));
    expect(searchFiles.length).toBeGreaterThan(0);
    for (const file of searchFiles)
      expect(readFileSync(join(site, '_quire/search', file), 'utf8')).not.toContain('/ar/guia');
  });

  it('answers an unknown path with the 404 page in the default language', async () => {
    const missing = await get('/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain(t('es', 'notFound.title'));
    expect(missing.html).toContain(t('es', 'notFound.home'));
  });
});
