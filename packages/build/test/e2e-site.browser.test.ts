import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCorpus, CORPORA_DIR } from '../../../test-support/built-corpus.js';
import {
  MODES,
  ONCE,
  screenshot,
  useSitesInChromium,
  type Mode,
} from '../../../test-support/sites-under-test.js';

const docsRoot = fileURLToPath(new URL('../../../docs/', import.meta.url));
const e2e = useSitesInChromium();
const { sites } = e2e;
const shot = screenshot;
const open = (mode: Mode, root: string, built?: () => string) => sites.open(mode, root, built);

describe.each(MODES)("the project's own docs site under quire %s", (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await open(mode, docsRoot);
    // quire dev makes the search index on its first request, from every page (tens of seconds on a
    // loaded machine): made here, so that the keyboard test's time is the dialog's own.
    expect((await fetch(`${base}/_quire/search/indexes.json`)).status).toBe(200);
  }, 300_000);

  it('switches tabs, marks the current page, and keeps the theme across pages', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/`);
    await page.click('.q-tabbar__tab:has-text("Reference")');
    // Until its load event, the new page's runtime may not have bound the theme toggle yet (a loaded machine once
    // clicked it first, and the theme did not change).
    await page.waitForURL(`${base}/cli/overview`);
    expect(await page.getAttribute('#sidebar .q-nav li > a[aria-current="page"]', 'href')).toBe(
      '/cli/overview',
    );
    // The toggle's glyph (a moon in light mode, a sun in dark mode) and the menu's come from the stylesheet.
    const glyph = () =>
      page.evaluate(() => {
        const style = getComputedStyle(
          document.querySelector('[data-q-theme-toggle]')!,
          '::before',
        );
        return {
          mask: style.maskImage || style.webkitMaskImage,
          width: style.width,
          dark: document.documentElement.classList.contains('dark'),
        };
      });
    const before = await glyph();
    expect(before.mask).toContain('data:image/svg+xml');
    expect(before.width).toBe('18px');
    await page.click('[data-q-theme-toggle]');
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    const after = await glyph();
    expect(after.dark).toBe(!before.dark);
    expect(after.mask).toContain(after.dark ? 'circle' : 'M12 3a9 9');
    await page.click('#sidebar .q-nav li > a[href="/cli/build"]');
    await page.waitForURL(`${base}/cli/build`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      dark,
    );
    await shot(page, `docs-theme-${mode}`);
    await page.close();
  });

  it('searches with the keyboard: Ctrl+K, type, arrow down and Enter land on the section', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/quickstart`);
    await page.waitForFunction(() => document.documentElement.classList.contains('q-js'));
    await page.keyboard.press('Control+k');
    const input = page.locator('.q-search-dialog__input');
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('request proxy playground');
    // The full text comes after the first query and the list is drawn again with it: wait until the
    // list of the whole query (not of a part typed so far) comes from the full text, then move.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const list = document.querySelector<HTMLElement>('#q-search-listbox');
          const status = document.querySelector('.q-search-dialog__status')?.textContent ?? '';
          return `${list?.dataset.qResults} ${status.replace(/^.* for /, '')}`;
        }),
      )
      .toBe('full “request proxy playground”');
    const options = page.locator('.q-search-dialog [role="option"]');
    expect(await options.first().getAttribute('href')).toBe(
      '/guides/api-playground#the-request-proxy',
    );
    // Move down and back up, as a reader does, then open the first result.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(
      await page
        .locator('.q-search-dialog [role="option"][aria-selected="true"]')
        .getAttribute('href'),
    ).toBe('/guides/api-playground#the-request-proxy');
    await shot(page, `docs-search-${mode}`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/guides/api-playground#the-request-proxy`);
    expect(await page.locator('#the-request-proxy').isVisible()).toBe(true);
    await page.close();
  }, 120_000);

  it('reads with JavaScript off: title, navigation and content are all there', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/cli/build`);
    expect(await page.textContent('#page-title')).toBe('quire build');
    expect(await page.locator('#sidebar a[href="/cli/validate"]').count()).toBe(1);
    expect(await page.locator('#content table').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe.each(MODES)('interaction.drilldown under quire %s', (mode) => {
  it('opens the first page of a collapsed group when on, and only expands it when off', async () => {
    const work = await mkdtemp(join(tmpdir(), 'quire-e2e-drill-'));
    const fixture = fileURLToPath(new URL('../../../fixtures/build-site/', import.meta.url));
    const config = JSON.parse(await readFile(join(fixture, 'docs.json'), 'utf8'));
    const base: Record<string, string> = {};
    for (const drilldown of [true, false]) {
      const root = join(work, `docs-${drilldown}`);
      await cp(fixture, root, { recursive: true });
      await writeFile(
        join(root, 'docs.json'),
        JSON.stringify({ ...config, interaction: { drilldown } }),
      );
      base[String(drilldown)] = await open(mode, root);
    }
    const page = await e2e.browser.newPage();
    await page.goto(`${base.true}/guides/start`);
    await page.click('#sidebar summary:has-text("Deeper")');
    await page.waitForURL(`${base.true}/guides/deep`);
    await page.goto(`${base.false}/guides/start`);
    await page.click('#sidebar summary:has-text("Deeper")');
    expect(new URL(page.url()).pathname).toBe('/guides/start');
    expect(await page.locator('#sidebar a[href="/guides/deep"]').isVisible()).toBe(true);
    await page.close();
  }, 120_000);
});

describe.each(ONCE)('components in a real corpus (mintlify-docs) under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await open(
      mode,
      join(CORPORA_DIR, 'mintlify-docs'),
      () => builtCorpus('mintlify-docs').out,
    );
  }, 900_000);

  it('switches Tabs and opens an Accordion', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${base}/components/tabs`);
    const tabs = page.locator('[data-tabs]').first();
    await tabs.locator('[role="tab"]', { hasText: 'Second tab' }).click();
    await expect
      .poll(() => tabs.locator('[role="tabpanel"]:visible').first().textContent())
      .toContain('only inside the second tab');
    await page.goto(`${base}/components/accordions`);
    const accordion = page.locator('details.q-accordion').first();
    expect(await accordion.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await accordion.locator('summary').click();
    expect(await accordion.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await page.close();
  });

  it('switches a CodeGroup tab and opens an Expandable', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${base}/components/code-groups`);
    const group = page.locator('[data-code-group]').first();
    expect(await group.locator('.q-code-group__panel:visible').textContent()).toContain(
      'console.log("Hello World")',
    );
    await group.locator('[role="tab"]', { hasText: 'hello_world.py' }).click();
    await expect
      .poll(() => group.locator('.q-code-group__panel:visible').textContent())
      .toContain("print('Hello World!')");
    expect(await group.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(
      'hello_world.py',
    );
    expect(await group.locator('.q-code-group__panel:visible').count()).toBe(1);
    await page.goto(`${base}/components/expandables`);
    const expandable = page.locator('details.q-expandable').first();
    expect(await expandable.locator('.q-expandable__content').isVisible()).toBe(false);
    await expandable.locator('summary').click();
    expect(await expandable.locator('.q-expandable__content').isVisible()).toBe(true);
    expect(await expandable.locator('.q-expandable__content').textContent()).toContain(
      'The full name of the user',
    );
    await page.close();
  });

  it('reads with JavaScript off: every block of a CodeGroup and every Tab panel shows, the sidebar is there', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/components/code-groups`);
    const group = page.locator('[data-code-group]').first();
    expect(await group.locator('.q-code-group__panel:visible').count()).toBe(3);
    expect(await group.textContent()).toContain('System.out.println');
    // mintlify-docs is served under /docs, the path of its canonical URL.
    expect(await page.locator('#sidebar a[href="/docs/components/tabs"]').isVisible()).toBe(true);
    await page.goto(`${base}/components/tabs`);
    expect(await page.locator('[data-tabs]').first().textContent()).toContain(
      'only inside the second tab',
    );
    // A copy button would do nothing without JavaScript: there is none.
    expect(await page.locator('.q-code[data-copy-scope]').count()).toBeGreaterThan(0);
    expect(await page.locator('.q-copy').count()).toBe(0);
    await shot(page, `mintlify-no-js-${mode}`);
    await context.close();
  });

  it('copies a code block to the clipboard', async () => {
    const context = await e2e.browser.newContext({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${base}/components/tabs`);
    // The client gives every copyable code block its button, once.
    const blocks = await page.locator('.q-code[data-copy-scope]').count();
    expect(blocks).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .locator('.q-code[data-copy-scope] > .q-code__body > .q-copy[aria-label="Copy code"]')
          .count(),
      )
      .toBe(blocks);
    await page.locator('[data-copy-scope]').first().hover();
    await page.locator('[data-copy-scope] .q-copy').first().click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('class HelloWorld');
    await context.close();
  });

  it('renders Mermaid diagrams in the browser', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${base}/components/mermaid-diagrams`);
    await expect
      .poll(() => page.locator('.q-mermaid svg').count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await shot(page, `mermaid-${mode}`);
    await page.close();
  });

  it('switches language and lands on the equivalent page', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/quickstart`);
    await page.click('details.q-switcher--language > summary');
    await page.click('details.q-switcher--language a:has-text("Español")');
    await page.waitForURL(`${base}/es/quickstart`);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.close();
  });

  it('expands a collapsed nested group in the sidebar', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/quickstart`);
    // A depth-1 group (its parent is always open) whose title is not itself a link; a handle,
    // since a locator on ":not([open])" would move on to the next closed group once this one opens.
    const closed = page
      .locator('#sidebar .q-nav > ul > li > ul > li > details:not([open])')
      .filter({ hasNot: page.locator('summary a') });
    const group = (await closed.first().elementHandle())!;
    await (await group.$('summary'))!.click();
    expect(await group.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('#sidebar').isVisible()).toBe(true);
    await page.close();
  });
});

describe.each(ONCE)('versions in a real corpus (mcp) under quire %s', (mode) => {
  it("switches version and lands on the equivalent page, its sidebar that version's", async () => {
    const base = await open(mode, join(CORPORA_DIR, 'mcp'), () => builtCorpus('mcp').out);
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/specification/2025-06-18/basic/lifecycle`);
    expect(await page.textContent('details.q-switcher--version > summary')).toContain('2025-06-18');
    await page.click('details.q-switcher--version > summary');
    await page.click('details.q-switcher--version a:has-text("Version 2025-03-26")');
    await page.waitForURL(`${base}/specification/2025-03-26/basic/lifecycle`);
    expect(await page.textContent('details.q-switcher--version > summary')).toContain('2025-03-26');
    expect(await page.getAttribute('#sidebar a[aria-current="page"]', 'href')).toBe(
      '/specification/2025-03-26/basic/lifecycle',
    );
    await shot(page, `mcp-version-${mode}`);
    await page.close();
  }, 900_000);
});
