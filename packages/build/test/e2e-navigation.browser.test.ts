import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { builtCorpus, CORPORA_DIR, type CorpusName } from '../../../test-support/built-corpus.js';
import {
  MODES,
  ONCE,
  screenshot,
  useSitesInChromium,
  type Mode,
} from '../../../test-support/sites-under-test.js';

// Every kind of division a reader clicks through (anchors, dropdowns, products, menus, tabs, root
// pages, expanded groups) and the breadcrumbs, in Chromium, on real corpora and a fixture, each once
// built and served by `quire serve` and once under `quire dev`.

const e2e = useSitesInChromium();
const { sites } = e2e;

const corpusSite = (mode: Mode, name: CorpusName) =>
  sites.open(mode, join(CORPORA_DIR, name), () => builtCorpus(name).out);
const wide = () => e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
const path = (page: Page) => new URL(page.url()).pathname;
const currentPage = (page: Page) => page.getAttribute('#sidebar a[aria-current="page"]', 'href');
const divisionItems = (page: Page, kind: string) =>
  page.locator(`#sidebar .q-division--${kind} a.q-division__item`);

describe.each(MODES)('anchors and breadcrumbs (hoppscotch) under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await corpusSite(mode, 'hoppscotch');
  }, 900_000);

  it('clicks an anchor and lands on its first page, with its own sidebar and the anchor marked', async () => {
    const page = await wide();
    await page.goto(`${base}/documentation/getting-started/introduction`);
    const anchors = divisionItems(page, 'anchors');
    expect(await anchors.allTextContents()).toEqual([
      'Documentation',
      'Guides',
      'Support',
      'Download',
      'Blog',
      'Changelog',
    ]);
    expect(
      await page.locator('#sidebar .q-division--anchors a[aria-current="true"]').textContent(),
    ).toBe('Documentation');
    await anchors.filter({ hasText: 'Guides' }).click();
    await expect.poll(() => path(page)).toBe('/guides/getting-started/introduction');
    expect(
      await page.locator('#sidebar .q-division--anchors a[aria-current="true"]').textContent(),
    ).toBe('Guides');
    expect(await currentPage(page)).toBe('/guides/getting-started/introduction');
    expect(await page.locator('#sidebar nav a[href^="/documentation/"]').count()).toBe(0);
    // Anchors that point outside the site are plain links out.
    expect(await anchors.filter({ hasText: 'Download' }).getAttribute('href')).toBe(
      'https://hoppscotch.com/download',
    );
    await screenshot(page, `hoppscotch-anchor-${mode}`);
    await page.close();
  });

  it('shows the breadcrumbs of a nested page, and its group open in the sidebar', async () => {
    const page = await wide();
    await page.goto(`${base}/documentation/getting-started/introduction`);
    await page.click('#sidebar summary:has-text("RESTful API")');
    await page.click('#sidebar a[href="/documentation/getting-started/rest/creating-a-request"]');
    await expect
      .poll(() => path(page))
      .toBe('/documentation/getting-started/rest/creating-a-request');
    expect(await page.locator('.q-breadcrumbs li').allTextContents()).toEqual([
      'Documentation',
      'Getting started',
      'RESTful API',
    ]);
    const group = page.locator('#sidebar .q-nav details:has(a[aria-current="page"])');
    expect(await group.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await currentPage(page)).toBe('/documentation/getting-started/rest/creating-a-request');
    await page.close();
  });
});

describe.each(ONCE)('dropdowns (trigger-dev) under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await corpusSite(mode, 'trigger-dev');
  }, 900_000);

  it('opens the dropdown, picks another entry and lands on its first page with its sidebar', async () => {
    const page = await wide();
    await page.goto(`${base}/quick-start`);
    const dropdown = page.locator('#sidebar details.q-division--dropdown');
    expect(await dropdown.locator('summary').textContent()).toBe('Documentation');
    expect(await dropdown.locator('a.q-division__item').first().isVisible()).toBe(false);
    await dropdown.locator('summary').click();
    await dropdown.locator('a.q-division__item', { hasText: 'API reference' }).click();
    await expect.poll(() => path(page)).toBe('/management/overview');
    expect(await page.locator('#sidebar details.q-division--dropdown summary').textContent()).toBe(
      'API reference',
    );
    expect(await currentPage(page)).toBe('/management/overview');
    expect(await page.locator('#sidebar nav a[href="/quick-start"]').count()).toBe(0);
    await screenshot(page, `trigger-dev-dropdown-${mode}`);
    await page.close();
  });
});

describe.each(ONCE)('products and their tabs (fixture nav-products) under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await sites.open(
      mode,
      fileURLToPath(new URL('../../../fixtures/nav-products/', import.meta.url)),
    );
  }, 300_000);

  it('switches product, then tab inside a product', async () => {
    const page = await wide();
    await page.goto(`${base}/cloud/billing`);
    const products = page.locator('#sidebar details.q-division--products');
    expect(await products.locator('summary').textContent()).toBe('Cloud');
    expect(await page.locator('.q-tabbar__tab').allTextContents()).toEqual(['Guides', 'Reference']);
    await page.click('.q-tabbar__tab:has-text("Reference")');
    await expect.poll(() => path(page)).toBe('/cloud/reference/limits');
    expect(await currentPage(page)).toBe('/cloud/reference/limits');
    await products.locator('summary').click();
    expect(await products.locator('.q-division__desc').first().textContent()).toBe(
      'Hosted service',
    );
    await products.locator('a.q-division__item', { hasText: 'Open source' }).click();
    await expect.poll(() => path(page)).toBe('/oss/install');
    expect(await page.locator('#sidebar details.q-division--products summary').textContent()).toBe(
      'Open source',
    );
    expect(await page.locator('.q-tabbar__tab').count()).toBe(0);
    expect(
      await page
        .locator('#sidebar nav a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/oss/install', '/oss/configure']);
    await page.close();
  });
});

describe.each(ONCE)('menus and root pages (mintlify-docs) under quire %s', (mode) => {
  let base: string;
  /** mintlify-docs is served under /docs, the path of its canonical URL (`seo.metatags.canonical`). */
  const docs = '/docs';
  beforeAll(async () => {
    base = await corpusSite(mode, 'mintlify-docs');
    expect(new URL(base).pathname).toBe(docs);
  }, 900_000);

  it('opens the tab with a menu and lists its items, the current one marked, external ones linking out', async () => {
    const page = await wide();
    await page.goto(`${base}/quickstart`);
    await page.click('.q-tabbar__tab:has-text("Learn")');
    await expect.poll(() => path(page)).toBe(`${docs}/guides`);
    const items = divisionItems(page, 'menu');
    // Each menu item shows its label and, under it, its description (issue 21.6).
    const descriptions = [
      'Self-paced lessons to get the most from Mintlify.',
      'How to guides for common tasks and best practices.',
    ];
    expect(await items.locator('.q-division__desc').allTextContents()).toEqual(descriptions);
    expect(await items.allTextContents()).toEqual([
      `Learn${descriptions[0]}`,
      `Guides${descriptions[1]}`,
    ]);
    expect(await items.filter({ hasText: 'Guides' }).getAttribute('aria-current')).toBe('true');
    expect(await items.filter({ hasText: 'Learn' }).getAttribute('href')).toBe(
      'https://learn.mintlify.com/',
    );
    expect(await page.locator('.q-tabbar__tab[aria-current="true"]').textContent()).toBe('Learn');
    await page.close();
  });

  it("clicks a group's root page: the group title is the link, and the group opens on it", async () => {
    const page = await wide();
    await page.goto(`${base}/quickstart`);
    const cli = page.locator('#sidebar .q-nav :is(div, summary) > a', { hasText: 'CLI' });
    await cli.click();
    await expect.poll(() => path(page)).toBe(`${docs}/cli`);
    const title = page.locator('#sidebar .q-nav :is(div, summary) > a', { hasText: 'CLI' });
    expect(await title.getAttribute('aria-current')).toBe('page');
    expect(await page.locator(`#sidebar a[href="${docs}/cli/install"]`).isVisible()).toBe(true);
    expect(await page.textContent('#page-title')).not.toBe('');
    await page.close();
  });
});

describe('expanded groups and global anchors (built and served)', () => {
  it('opens groups marked expanded (tickdb) and keeps one marked not expanded closed until one of its pages is open (prefect)', async () => {
    const tickdb = await corpusSite('serve', 'tickdb');
    const page = await wide();
    await page.goto(`${tickdb}/zh-Hans/quick-start`);
    const expanded = page.locator('#sidebar .q-nav details', {
      has: page.locator('summary', { hasText: '通用行情接口' }),
    });
    expect(await expanded.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#sidebar a[href="/zh-Hans/rest/api_symbols"]').isVisible()).toBe(
      true,
    );
    const prefect = await corpusSite('serve', 'prefect');
    await page.goto(`${prefect}/v3/how-to-guides/deployment_infra/manage-work-pools`);
    const managed = page.locator('#sidebar .q-nav details', {
      has: page.locator('summary', { hasText: 'Managed Infrastructure' }),
    });
    expect(await managed.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(
      await page
        .locator('#sidebar a[href="/v3/how-to-guides/deployment_infra/managed"]')
        .isVisible(),
    ).toBe(false);
    // On one of its own pages the group is open.
    await page.goto(`${prefect}/v3/how-to-guides/deployment_infra/managed`);
    expect(await managed.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(
      await page
        .locator('#sidebar a[href="/v3/how-to-guides/deployment_infra/managed"]')
        .getAttribute('aria-current'),
    ).toBe('page');
    await page.close();
  }, 900_000);

  it('shows the global anchors (turso) on the pages of every tab', async () => {
    const base = await corpusSite('serve', 'turso');
    const page = await wide();
    await page.goto(`${base}/`);
    const hrefs = () =>
      divisionItems(page, 'anchors').evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')),
      );
    const expected = [
      'https://turso.tech',
      'https://tur.so/discord',
      'https://github.com/tursodatabase/turso',
    ];
    expect(await hrefs()).toEqual(expected);
    const tabs = await page
      .locator('.q-tabbar__tab')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(tabs.length).toBeGreaterThan(1);
    for (const tab of tabs) {
      await page.goto(`${base}${tab}`);
      expect(await hrefs(), tab ?? '').toEqual(expected);
    }
    await page.close();
  }, 900_000);
});
