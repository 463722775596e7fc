import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtCorpus } from '../../../test-support/built-corpus.js';
import { MODES, useSitesInChromium } from '../../../test-support/sites-under-test.js';

// Components that pages and snippets export render at build time and come alive in the browser (hooks,
// event handlers, effects), under quire serve (a built site) and quire dev; with JavaScript off the
// build's HTML stays.

const fixture = fileURLToPath(new URL('../../../fixtures/snippet-islands/', import.meta.url));
const e2e = useSitesInChromium();

/** A copy of the fixture (the dev test edits a snippet). */
async function copyOfFixture(): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), 'quire-islands-')), 'docs');
  await cp(fixture, root, { recursive: true });
  return root;
}

/** Requests of the site that may fail here: a favicon (none). */
const EXPECTED_MISSES = /\/favicon\.ico$/;

/** Clicks until the element shows `text` (the first clicks may come before the island is hydrated). */
async function clickUntil(target: Locator, text: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await target.click();
        return target.textContent();
      },
      { timeout: 10_000 },
    )
    .toBe(text);
}

/** Opens a page and collects what the browser reports as an error (console errors and uncaught exceptions). */
async function openPage(base: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await e2e.browser.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    const url = m.location().url;
    // Resources of other sites (a corpus's images and scripts) cannot load here: there is no network.
    const missing =
      m.text().startsWith('Failed to load resource') &&
      (EXPECTED_MISSES.test(url) || !url.startsWith(base));
    if (m.type() === 'error' && !missing) errors.push(`${m.text()} ${url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(`${base}${path}`);
  expect(response?.status()).toBe(200);
  return { page, errors };
}

describe.each(MODES)('page and snippet components under quire %s', (mode) => {
  let root: string;
  let base: string;
  beforeAll(async () => {
    root = await copyOfFixture();
    base = await e2e.sites.open(mode, root);
  }, 120_000);

  it('runs useState and useEffect: each counter counts on its own, the effect changes the text after mount', async () => {
    const { page, errors } = await openPage(base, '/');
    await page.locator('.mounted', { hasText: 'Running in the browser' }).waitFor();
    const [first, second] = [page.locator('.counter').nth(0), page.locator('.counter').nth(1)];
    await first.click();
    await first.click();
    await second.click();
    await expect.poll(() => first.textContent()).toBe('Clicked 2');
    expect(await second.textContent()).toBe('Clicked 1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives a component its props, keeps its MDX children as built, and runs an island inside them', async () => {
    const { page, errors } = await openPage(base, '/props');
    const toggle = page.locator('.panel-toggle');
    await clickUntil(toggle, 'Details (2) open');
    expect(await page.locator('.panel-items li').allTextContents()).toEqual(['one', 'two']);
    expect(await page.locator('.panel-body strong').textContent()).toBe('body');
    expect(await page.locator('.panel-body a').getAttribute('href')).toBe('/plain');
    const inner = page.locator('.panel-body .counter');
    await inner.click();
    await expect.poll(() => inner.textContent()).toBe('Clicked 1');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('resolves a component passed as a prop and keeps the built-ins it renders as built', async () => {
    const { page, errors } = await openPage(base, '/props');
    const toggle = page.locator('.reveal-toggle');
    await clickUntil(toggle, 'Hide');
    expect(await page.locator('.reveal-text').textContent()).toBe('Revealed');
    expect(await page.locator('.reveal .title').textContent()).toBe('Heads up');
    expect(await page.locator('.reveal .q-callout').textContent()).toContain(
      'A built-in component, kept as built',
    );
    await toggle.click();
    expect(await page.locator('.reveal-text').count()).toBe(0);
    expect(await page.locator('.reveal .q-callout').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("loads the asset of a page's own component that is only given as a prop", async () => {
    const { page, errors } = await openPage(base, '/whisper');
    const reveal = page.locator('.reveal-toggle');
    await clickUntil(reveal, 'Hide');
    expect(await page.locator('.reveal .whisper').textContent()).toBe('Quiet');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('runs a component the page itself exports', async () => {
    const { page, errors } = await openPage(base, '/inline');
    const toggle = page.locator('.toggle');
    await clickUntil(toggle, 'On');
    // React's onChange of a text field fires on every keystroke, not when the field loses focus.
    await page.locator('.echo-input').pressSequentially('hi');
    await expect.poll(() => page.locator('.echo').textContent()).toBe('You typed: hi');
    expect(await page.locator('.echo-input').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    // A snippet's component given one of the page's own components as a prop (the page's asset is loaded for it).
    const reveal = page.locator('.reveal-toggle');
    await clickUntil(reveal, 'Hide');
    expect(await page.locator('.reveal .shout').textContent()).toBe('Loud!');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the build's HTML with JavaScript off", async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    expect(await page.locator('.mounted').textContent()).toBe('Rendered at build time');
    expect(await page.locator('.counter').allTextContents()).toEqual(['Clicked 0', 'Clicked 0']);
    await page.goto(`${base}/props`);
    expect(await page.locator('.panel-toggle').textContent()).toBe('Details (2) closed');
    expect(await page.locator('.panel-body strong').textContent()).toBe('body');
    await context.close();
  });

  it('loads no island code on a page without components of its own', async () => {
    const page = await e2e.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/plain`, { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => s.startsWith('/_quire/assets/island'))).toEqual([]);
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    expect(scripts.filter((s) => /\/island\.[0-9a-f]+\.js$/.test(s))).toHaveLength(2);
    await page.close();
  });

  it.runIf(mode === 'dev')('runs the snippet as saved, after an edit', async () => {
    const { page, errors } = await openPage(base, '/');
    await page.locator('.mounted', { hasText: 'Running in the browser' }).waitFor();
    const file = join(root, 'snippets/counter.jsx');
    await writeFile(file, (await readFile(file, 'utf8')).replace('Clicked', 'Pressed'));
    const first = page.locator('.counter').nth(0);
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toBe('Pressed 0');
    await expect
      .poll(
        async () => {
          await first.click();
          return first.textContent();
        },
        { timeout: 10_000 },
      )
      .toMatch(/^Pressed [1-9]/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

// The corpus whose pages and snippets use hooks (grep useState): its live components start without an error.
describe('the components of mintlify-docs in a built site', () => {
  let base: string;
  beforeAll(async () => {
    base = await e2e.sites.serve(builtCorpus('mintlify-docs').out);
  }, 600_000);

  // The widget page's component loads the assistant's script from the network, which is not reachable here:
  // what it logs about that is its own (the same happens on the reference without a network).
  const OFFLINE = /^Mintlify Assistant preview failed Error: Mintlify Assistant failed to load\./;
  it.each([
    '/',
    '/customize/react-components',
    '/assistant/widget',
    '/assistant/widget-preview',
    '/optimize/pdf-exports',
    '/deploy/vercel',
  ])('%s hydrates its components without a console error', async (path) => {
    const { page, errors } = await openPage(base, path);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('quire-island[data-island]').count()).toBeGreaterThan(0);
    expect(errors.filter((e) => !OFFLINE.test(e))).toEqual([]);
    await page.close();
  });

  it("counts with the inline Counter and follows the ColorGenerator's slider", async () => {
    const { page, errors } = await openPage(base, '/customize/react-components');
    const counter = page.locator('quire-island[data-export="Counter"]').first();
    const increase = counter.getByRole('button', { name: 'Increase' });
    await expect
      .poll(
        async () => {
          await increase.click();
          return counter.textContent();
        },
        { timeout: 10_000 },
      )
      .toMatch(/-\s*[1-9]\d*\s*\+/);
    const generator = page.locator('quire-island[data-export="ColorGenerator"]').first();
    // Moved again until the island has hydrated: an input event before that changes nothing.
    const slider = generator.locator('input[type="range"]').first();
    await expect
      .poll(
        async () => {
          await slider.fill('200');
          return generator.textContent();
        },
        { timeout: 10_000 },
      )
      .toContain('Hue: 200°');
    expect(errors).toEqual([]);
    await page.close();
  });
});
