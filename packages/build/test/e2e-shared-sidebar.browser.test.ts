import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MODES, useSitesInChromium } from '../../../test-support/sites-under-test.js';

// The whole sidebar comes from one shared file that the client renders in place of the section
// the page carries: checked in Chromium with JavaScript on and off, under quire serve and quire dev.

const root = fileURLToPath(new URL('../../../fixtures/shared-sidebar/', import.meta.url));
const e2e = useSitesInChromium();
const SIDEBAR_FILE = /\/_quire\/assets\/sidebar\.[0-9a-f]+\.json$/;

const whole = (page: Page) =>
  page.waitForSelector('#sidebar nav[data-q-sidebar="whole"]', { state: 'attached' });
const top = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);

describe.each(MODES)('the shared sidebar under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await e2e.sites.open(mode, root);
  }, 120_000);

  it('renders the whole sidebar in place: the current page marked and where it was, other sections listed', async () => {
    // Short enough that the whole sidebar scrolls, as it does on any site large enough to share it.
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 420 } });
    // Hold the shared file back, to see the page as it is before it arrives.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIDEBAR_FILE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/guides/three`);
    expect(await page.locator('#sidebar a[href="/ref/cli"]').count()).toBe(0);
    const before = {
      link: await top(page, '#sidebar a[aria-current="page"]'),
      content: await top(page, '#content-area'),
    };
    release();
    await whole(page);
    expect(await page.locator('#sidebar a[href="/ref/cli"]').isVisible()).toBe(true);
    expect(
      await page
        .locator('#sidebar a[aria-current="page"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/guides/three']);
    expect(await page.locator('#sidebar a.is-active').count()).toBe(1);
    // Nothing moved: the current item stays where the reader saw it, the content too.
    expect(
      Math.abs((await top(page, '#sidebar a[aria-current="page"]')) - before.link),
    ).toBeLessThan(1);
    expect(await top(page, '#content-area')).toBe(before.content);
    // Groups open as the section showed them: "More" expanded, "Advanced" closed.
    expect(await page.locator('#sidebar a[href="/ref/more"]').isVisible()).toBe(true);
    expect(await page.locator('#sidebar a[href="/start/advanced/scaling"]').isVisible()).toBe(
      false,
    );
    await page.close();
  });

  it('keeps a group the reader opened before the whole sidebar arrived, and opens the one holding the page', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIDEBAR_FILE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/start/install`);
    await page.click('#sidebar summary:has-text("Advanced")');
    release();
    await whole(page);
    expect(await page.locator('#sidebar a[href="/start/advanced/scaling"]').isVisible()).toBe(true);
    await page.unroute(SIDEBAR_FILE);
    await page.goto(`${base}/start/advanced/scaling`);
    await whole(page);
    expect(
      await page
        .locator('#sidebar details:has(a[aria-current="page"])')
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(true);
    expect(await page.locator('#sidebar a[href="/guides/five"]').isVisible()).toBe(true);
    await page.close();
  });

  it('reads with JavaScript off: the section, the way into every other section, and the neighbours', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/guides/three`);
    const links = await page
      .locator('#sidebar nav a')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      '/',
      '/guides/one',
      '/guides/two',
      '/guides/three',
      '/guides/four',
      '/guides/five',
      '/ref/config',
    ]);
    expect(await page.getAttribute('#sidebar a[aria-current="page"]', 'href')).toBe(
      '/guides/three',
    );
    expect(await page.getAttribute('.q-pagination__next', 'href')).toBe('/guides/four');
    await page.click('#sidebar a[href="/ref/config"]');
    await page.waitForURL(`${base}/ref/config`);
    expect(await page.locator('#sidebar a[href="/ref/cli"]').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the shared sidebar under quire serve', () => {
  it('is fetched from the network once, then comes from the cache on every other page', async () => {
    const base = await e2e.sites.open('serve', root);
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fromNetwork: string[] = [];
    cdp.on('Network.responseReceived', (event) => {
      const { url, fromDiskCache, fromPrefetchCache, fromServiceWorker } = event.response;
      if (
        SIDEBAR_FILE.test(new URL(url).pathname) &&
        !fromDiskCache &&
        !fromPrefetchCache &&
        !fromServiceWorker
      )
        fromNetwork.push(url);
    });
    for (const path of ['/guides/one', '/ref/config', '/start/install']) {
      await page.goto(`${base}${path}`);
      await whole(page);
      expect(await page.getAttribute('#sidebar a[aria-current="page"]', 'href')).toBe(path);
    }
    expect(fromNetwork).toHaveLength(1);
    await context.close();
  }, 60_000);
});
