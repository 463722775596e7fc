import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSitesInChromium } from '../../../test-support/sites-under-test.js';

const fixture = fileURLToPath(
  new URL('../../../fixtures/contextual-integrations/', import.meta.url),
);
const e2e = useSitesInChromium();

let base: string;
let context: BrowserContext;
/** Every request for another origin than the site's: answered here with an empty page, never sent. */
const outside: string[] = [];

/** Transcend's consent manager, scripted: the visitor's Analytics consent is what the test stores. */
const AIRGAP = 'https://transcend-cdn.com/cm/bundle-0001/airgap.js';
const AIRGAP_STUB = `window.airgap={getConsent:function(){return{purposes:{Analytics:localStorage.getItem('test-transcend')==='yes'}}}}`;

beforeAll(async () => {
  base = await e2e.sites.open('serve', fixture);
  context = await e2e.browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(base)) return route.continue();
    outside.push(url);
    if (url === AIRGAP)
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: AIRGAP_STUB });
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
  });
}, 180_000);

afterAll(() => context?.close());

const PAGE_URL = 'https://docs.acme.dev/';
const PROMPT = encodeURIComponent(`Read from ${PAGE_URL} so I can ask questions about it.`);
const MCP = 'https://docs.acme.dev/mcp';

/** Where each "open in" option goes for the home page, as the reference's links are written. */
const OPENED: Record<string, string> = {
  chatgpt: `https://chatgpt.com/?hints=search&q=${PROMPT}`,
  claude: `https://claude.ai/new?q=${PROMPT}`,
  perplexity: `https://www.perplexity.ai/search/new?q=${PROMPT}`,
  grok: `https://grok.com/?q=${PROMPT}`,
  aistudio: `https://aistudio.google.com/prompts/new_chat?prompt=${PROMPT}`,
  devin: `https://app.devin.ai/?prompt=${PROMPT}`,
  'devin-mcp': `https://app.devin.ai/settings/mcp-marketplace/setup/custom?config=${encodeURIComponent(JSON.stringify({ name: 'acme-rockets', type: 'http', url: MCP }))}`,
};

/** Deep links into desktop applications: no request to intercept, so the link itself is checked. */
const DEEP_LINKS: Record<string, string> = {
  'devin-desktop': `devin://cascade?prompt=${PROMPT}`,
  cursor: `cursor://anysphere.cursor-deeplink/mcp/install?name=acme-rockets&config=${encodeURIComponent(Buffer.from(JSON.stringify({ url: MCP })).toString('base64'))}`,
  vscode: `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: 'acme-rockets', type: 'http', url: MCP }))}`,
};

const toggle = (page: Page) => page.locator('.q-ctx__toggle').first();
const item = (page: Page, option: string) => page.locator(`#q-ctx-menu [data-o="${option}"]`);
const focusedOption = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement as HTMLElement | null)?.dataset.o ??
      document.activeElement?.textContent,
  );

async function openMenu(page: Page): Promise<void> {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click();
  await page.locator('#q-ctx-menu').waitFor({ state: 'visible' });
}

let page: Page;

describe('the contextual menu and the integrations in Chromium, nothing leaving the machine', () => {
  it('starts no provider before consent', async () => {
    page = await context.newPage();
    await page.goto(`${base}/`);
    await page.locator('.q-ctx[data-ready]').waitFor({ state: 'attached' });
    // The consent check runs every second: give it two. Only the consent manager is fetched.
    await page.waitForTimeout(2200);
    expect(outside).toEqual([AIRGAP]);
    expect(await page.locator('template[data-q-consent]').count()).toBe(1);
  });

  it('is a menu button for the keyboard: arrows, Home, End, Escape, focus back on the button', async () => {
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focusedOption(page)).toBe('copy');
    await page.keyboard.press('ArrowDown');
    expect(await focusedOption(page)).toBe('view');
    // No assistant on a static site: its option is skipped.
    expect(await item(page, 'assistant').isHidden()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focusedOption(page)).toBe('chatgpt');
    await page.keyboard.press('End');
    expect(await focusedOption(page)).toContain('Request a feature');
    await page.keyboard.press('ArrowDown');
    expect(await focusedOption(page)).toBe('copy');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Home');
    expect(await focusedOption(page)).toBe('copy');
    await page.keyboard.press('Escape');
    expect(await page.locator('#q-ctx-menu').isHidden()).toBe(true);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('q-ctx__toggle');
    // ArrowUp on the button opens the menu at its last option.
    await page.keyboard.press('ArrowUp');
    expect(await focusedOption(page)).toContain('Request a feature');
    await page.keyboard.press('Escape');
  });

  it('copies the page Markdown the build wrote, the MCP server URL and its install command', async () => {
    const markdown = await (await fetch(`${base}/index.md`)).text();
    expect(markdown).toContain('Acme builds rockets.');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.locator('.q-ctx__main').click();
    await expect.poll(clipboard).toBe(markdown);
    await expect.poll(() => page.locator('.q-ctx__status').textContent()).toBe('Copied');
    await openMenu(page);
    await item(page, 'mcp').click();
    await expect.poll(clipboard).toBe(MCP);
    expect(await page.locator('#q-ctx-menu').isHidden()).toBe(true);
    await openMenu(page);
    await item(page, 'add-mcp').click();
    await expect.poll(clipboard).toBe(`npx add-mcp ${MCP}`);
  });

  it('opens the page Markdown, and each assistant with the page URL, in a new tab', async () => {
    await openMenu(page);
    const [view] = await Promise.all([context.waitForEvent('page'), item(page, 'view').click()]);
    await view.waitForLoadState();
    expect(view.url()).toBe(`${base}/index.md`);
    await view.close();
    for (const [option, url] of Object.entries(OPENED)) {
      await openMenu(page);
      const before = outside.length;
      const [tab] = await Promise.all([context.waitForEvent('page'), item(page, option).click()]);
      await tab.waitForLoadState();
      expect(outside.slice(before), option).toEqual([url]);
      await tab.close();
    }
  });

  it('links each desktop application to the page or the MCP server', async () => {
    await openMenu(page);
    for (const [option, url] of Object.entries(DEEP_LINKS))
      expect(await item(page, option).getAttribute('href'), option).toBe(url);
    await page.keyboard.press('Escape');
  });

  it('fills a custom option’s placeholders, and follows its plain link', async () => {
    await openMenu(page);
    const share = page.locator('#q-ctx-menu [data-t]');
    await expect
      .poll(() => share.getAttribute('href'))
      .toBe(
        `https://x.com/intent/tweet?text=Read%20${encodeURIComponent('/')}%20at%20${encodeURIComponent(MCP)}`,
      );
    const before = outside.length;
    const [tab] = await Promise.all([context.waitForEvent('page'), share.click()]);
    await tab.waitForLoadState();
    expect(outside.slice(before)).toHaveLength(1);
    await tab.close();
  });

  it('downloads the spec from an API page, and shows a page’s menu beside its table of contents', async () => {
    const api = await context.newPage();
    await api.goto(`${base}/api-reference/list-rockets`);
    await openMenu(api);
    const [download] = await Promise.all([
      api.waitForEvent('download'),
      item(api, 'download-spec').click(),
    ]);
    expect(download.suggestedFilename()).toBe('openapi.json');
    expect(JSON.parse(await readFile((await download.path())!, 'utf8')).info.title).toBe(
      'Rockets API',
    );
    await api.goto(`${base}/guide`);
    expect(await api.locator('.q-right .q-ctx .q-ctx__main').textContent()).toBe(
      'View as Markdown',
    );
    await api.close();
  });

  it('starts every provider once the stored consent value is there and Transcend says yes', async () => {
    const before = outside.length;
    await page.evaluate(() => localStorage.setItem('acme-consent', 'granted'));
    // The cookie banner's value alone is not enough: Transcend has not recorded the Analytics purpose.
    await page.waitForTimeout(2200);
    expect(outside.slice(before)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('test-transcend', 'yes'));
    const hosts = [
      'assets.adobedtm.com',
      'cdn.amplitude.com',
      'www.clarity.ms',
      'tag.clearbitscripts.com',
      'cdn.usefathom.com',
      'www.googletagmanager.com/gtag/js',
      'www.googletagmanager.com/gtm.js',
      'cdn.heapanalytics.com',
      'cdn.hightouch-events.com',
      'static.hotjar.com',
      'cdn.getkoala.com',
      'cdn.lr-ingest.com',
      'cdn.mxpnl.com',
      'api.pirsch.io',
      'plausible.io',
      'eu.i.posthog.com',
      'cdn.segment.com',
      'widget.intercom.io',
      'chat-assets.frontapp.com',
    ];
    await expect
      .poll(() => hosts.filter((h) => !outside.slice(before).some((u) => u.includes(h))), {
        timeout: 10_000,
      })
      .toEqual([]);
    expect(await page.locator('template[data-q-consent]').count()).toBe(0);
  });

  it('reloads the page when the Transcend consent is withdrawn, so the started tags are gone', async () => {
    await Promise.all([
      page.waitForEvent('load'),
      page.evaluate(() => localStorage.setItem('test-transcend', 'no')),
    ]);
    expect(await page.locator('template[data-q-consent]').count()).toBe(1);
    expect(await page.locator('head > script[data-integration="ga4"]').count()).toBe(0);
  });
});
