import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '@quire/build';
import { startDevServer } from '@quire/dev-server';
import { createSiteApp, listen, type RunningServer } from '@quire/server';
import { builtCorpus, CORPORA_DIR, type CorpusName } from '../../../test-support/built-corpus.js';
import { launchChromium, SCREENSHOTS_DIR } from '../../../test-support/browser.js';

const docsRoot = fileURLToPath(new URL('../../../docs/', import.meta.url));
const shot = (page: Page, name: string) => page.screenshot({ path: fileURLToPath(new URL(`e2e-${name}.png`, SCREENSHOTS_DIR)) });

let browser: Browser;
const servers: RunningServer[] = [];
async function serve(siteDir: string): Promise<string> {
  const s = await listen(await createSiteApp({ siteDir }), 0, '127.0.0.1');
  servers.push(s);
  return s.url;
}
const corpus = (name: CorpusName) => serve(builtCorpus(name).out);

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await browser?.close();
});

/** The same site either built and served by `quire serve`, or previewed by `quire dev`. */
async function open(mode: Mode, root: string, built?: () => string): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), `quire-e2e-${mode}-`));
  if (mode === 'dev') {
    const dev = await startDevServer({ root, port: 0, network: false, cacheDir: join(work, 'cache') });
    servers.push({ url: dev.url, port: dev.port, close: () => dev.close() });
    return dev.url;
  }
  if (built) return serve(built());
  const r = await buildSite({ root, outDir: join(work, 'site'), cacheDir: join(work, 'cache'), network: false });
  expect(r.ok).toBe(true);
  return serve(r.outDir);
}

type Mode = 'serve' | 'dev';
const MODES: readonly Mode[] = ['serve', 'dev'];

describe.each(MODES)("the project's own docs site under quire %s", (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await open(mode, docsRoot);
  }, 300_000);

  it('switches tabs, marks the current page, and keeps the theme across pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/`);
    await page.click('.q-tabbar__tab:has-text("Reference")');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cli/overview');
    expect(await page.getAttribute('.q-nav-page[aria-current="page"]', 'href')).toBe('/cli/overview');
    await page.click('[data-q-theme-toggle]');
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.click('.q-nav-page[href="/cli/build"]');
    await page.waitForURL(`${base}/cli/build`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
    await shot(page, `docs-theme-${mode}`);
    await page.close();
  });

  it('reads with JavaScript off: title, navigation and content are all there', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/cli/build`);
    expect(await page.textContent('#page-title')).toBe('quire build');
    expect(await page.locator('#sidebar a[href="/cli/validate"]').count()).toBe(1);
    expect(await page.locator('#content table').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('interaction.drilldown', () => {
  it('opens the first page of a collapsed group when on, and only expands it when off', async () => {
    const work = await mkdtemp(join(tmpdir(), 'quire-e2e-drill-'));
    const root = join(work, 'docs');
    await cp(fileURLToPath(new URL('../../../fixtures/build-site/', import.meta.url)), root, { recursive: true });
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    const sites: Record<string, string> = {};
    for (const drilldown of [true, false]) {
      await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, interaction: { drilldown } }));
      const r = await buildSite({ root, outDir: join(work, `site-${drilldown}`), cacheDir: join(work, 'cache'), network: false });
      expect(r.ok).toBe(true);
      sites[String(drilldown)] = await serve(r.outDir);
    }
    const page = await browser.newPage();
    await page.goto(`${sites.true}/guides/start`);
    await page.click('#sidebar summary:has-text("Deeper")');
    await page.waitForURL(`${sites.true}/guides/deep`);
    await page.goto(`${sites.false}/guides/start`);
    await page.click('#sidebar summary:has-text("Deeper")');
    expect(new URL(page.url()).pathname).toBe('/guides/start');
    expect(await page.locator('#sidebar a[href="/guides/deep"]').isVisible()).toBe(true);
    await page.close();
  }, 120_000);
});

describe.each(MODES)('components in a real corpus (mintlify-docs) under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await open(mode, join(CORPORA_DIR, 'mintlify-docs'), () => builtCorpus('mintlify-docs').out);
  }, 900_000);

  it('switches Tabs and opens an Accordion', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/components/tabs`);
    const tabs = page.locator('[data-tabs]').first();
    await tabs.locator('[role="tab"]', { hasText: 'Second tab' }).click();
    await expect.poll(() => tabs.locator('[role="tabpanel"]:visible').first().textContent()).toContain('only inside the second tab');
    await page.goto(`${base}/components/accordions`);
    const accordion = page.locator('details.q-accordion').first();
    expect(await accordion.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await accordion.locator('summary').click();
    expect(await accordion.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.close();
  });

  it('copies a code block to the clipboard', async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${base}/components/tabs`);
    await page.locator('[data-copy-scope]').first().hover();
    await page.locator('[data-copy-scope] .q-copy').first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('class HelloWorld');
    await context.close();
  });

  it('renders Mermaid diagrams in the browser', async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/components/mermaid-diagrams`);
    await expect.poll(() => page.locator('.q-mermaid svg').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await shot(page, `mermaid-${mode}`);
    await page.close();
  });

  it('switches language and lands on the equivalent page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/quickstart`);
    await page.click('details.q-switcher--language > summary');
    await page.click('details.q-switcher--language a:has-text("Español")');
    await page.waitForURL(`${base}/es/quickstart`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.close();
  });

  it('expands a collapsed nested group in the sidebar', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/quickstart`);
    // A depth-1 group (its parent is always open) whose title is not itself a link; a handle,
    // since a locator on ":not([open])" would move on to the next closed group once this one opens.
    const closed = page.locator('#sidebar .q-nav-group--depth-1 > details.q-nav-group__details:not([open])').filter({ hasNot: page.locator('summary a') });
    const group = (await closed.first().elementHandle())!;
    await (await group.$('summary'))!.click();
    expect(await group.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#sidebar').isVisible()).toBe(true);
    await page.close();
  });
});

describe('versions in a real corpus (mcp)', () => {
  it('switches version and lands on the equivalent page', async () => {
    const base = await corpus('mcp');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/specification/2025-06-18/basic/lifecycle`);
    await page.click('details.q-switcher--version > summary');
    await page.click('details.q-switcher--version a:has-text("Version 2025-03-26")');
    await page.waitForURL(`${base}/specification/2025-03-26/basic/lifecycle`);
    await shot(page, 'mcp-version');
    await page.close();
  }, 900_000);
});
