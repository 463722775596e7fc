import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from '@quire/dev-server';
import {
  createServiceApp,
  createSiteApp,
  listen,
  loadServerConfig,
  siteContentThrough,
  startApiService,
  type ApiService,
} from '@quire/server';
import { buildAssistantFixture, FIXTURE } from '../../../test-support/assistant-fixture.js';
import {
  screenshot,
  useSitesInChromium,
  type Mode,
} from '../../../test-support/sites-under-test.js';

const chromium = useSitesInChromium();
const { sites } = chromium;
const services: ApiService[] = [];
const closers: (() => Promise<void>)[] = [];
let siteDir: string;

beforeAll(async () => {
  siteDir = await buildAssistantFixture();
});
afterAll(async () => {
  await Promise.all(closers.map((c) => c()));
  await Promise.all(services.map((s) => s.close()));
});

/** The fixture as `quire serve` or `quire dev` runs it: pages and the API on one loopback origin, no key set up. */
async function openWithApi(mode: Mode): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'quire-assistant-e2e-'));
  const loaded = loadServerConfig({
    cwd: dataDir,
    env: {},
    dataDir,
    served:
      mode === 'serve' ? { domain: 'parcel', siteDir } : { domain: 'parcel', docsDir: FIXTURE },
  });
  if (loaded.kind !== 'ok') throw new Error('bad config');
  const config = loaded.config;
  if (mode === 'serve') {
    const service = await startApiService({ config });
    services.push(service);
    const server = await listen(
      createServiceApp(service.api, await createSiteApp({ siteDir })),
      0,
      '127.0.0.1',
    );
    closers.push(() => server.close());
    return server.url;
  }
  const dev = await startDevServer({
    root: FIXTURE,
    port: 0,
    network: false,
    cacheDir: join(dataDir, 'cache'),
    api: async (pages) => {
      const service = await startApiService({
        config,
        siteContent: new Map([['parcel', siteContentThrough(pages)]]),
      });
      services.push(service);
      return service.api;
    },
  });
  closers.push(() => dev.close());
  return dev.url;
}

/** Asks in the panel and waits for this question's answer to finish streaming. */
async function askInPanel(page: Page, question: string): Promise<void> {
  const before = await page.locator('.q-ask-turn').count();
  await page.locator('.q-ask-panel__input').fill(question);
  await page.locator('.q-ask-panel__input').press('Enter');
  await page.locator('.q-ask-turn').nth(before).and(page.locator('[data-state="done"]')).waitFor();
}

describe.each(['serve', 'dev'] as const)('the Ask panel under quire %s', (mode) => {
  let base: string;
  beforeAll(async () => {
    base = await openWithApi(mode);
  });

  it('answers a typed question from the docs, and a cited link leads to the page; the thread stays', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${base}/v2`);
    await page.locator('.q-ask-launcher').click();
    await askInPanel(page, 'How many requests per minute may an API key send?');
    const answer = page.locator('.q-ask-turn').last();
    expect(await answer.locator('.q-ask-turn__answer').textContent()).toContain(
      'Every API key may send 600 requests per minute.',
    );
    const cited = answer.locator('.q-ask-turn__sources a').first();
    expect(await cited.textContent()).toBe('Rate limits');
    await screenshot(page, `assistant-panel-${mode}`);
    await cited.click();
    await page.waitForURL(/\/v2\/rate-limits/);
    expect(await page.locator('h1').first().textContent()).toContain('Rate limits');
    await page.locator('.q-ask-launcher').click();
    expect(await page.locator('.q-ask-turn__question').first().textContent()).toBe(
      'How many requests per minute may an API key send?',
    );
    await askInPanel(page, 'Can Enterprise workspaces raise the limit?');
    expect(await page.locator('.q-ask-turn__answer').last().textContent()).toContain(
      '3,000 requests per minute',
    );
    await page.locator('[data-q-ask-new]').click();
    expect(await page.locator('.q-ask-turn').count()).toBe(0);
    await page.reload();
    await page.locator('.q-ask-launcher').click();
    expect(await page.locator('.q-ask-turn').count()).toBe(0);
    await page.close();
  });

  it('asks from the search dialog in Ask mode', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${base}/v2/webhooks`);
    await page.locator('.q-ask-launcher').waitFor();
    await page.keyboard.press('Control+k');
    await page
      .locator('.q-search-dialog__input')
      .fill('How are failed webhook deliveries retried?');
    await page.locator('.q-search-dialog__ask').click();
    await page.locator('.q-ask-turn[data-state="done"]').waitFor();
    expect(await page.locator('.q-ask-turn__answer').textContent()).toContain(
      'retried five times over two hours',
    );
    await page.close();
  });
});

describe('a site served without the API', () => {
  it('shows no Ask panel and no Ask mode', async () => {
    const base = await sites.serve(siteDir);
    const page = await chromium.browser.newPage();
    // The build's own answer to the one question the page asks: no services on a static host.
    const services = page.waitForResponse((r) => r.url().endsWith('/_quire/services.json'));
    await page.goto(`${base}/v2`);
    expect((await services).status()).toBe(200);
    expect(await (await services).json()).toEqual({});
    await page.keyboard.press('Control+k');
    await page.locator('.q-search-dialog__input').waitFor();
    expect(await page.locator('.q-ask-launcher').count()).toBe(0);
    expect(await page.locator('.q-search-dialog__ask').isHidden()).toBe(true);
    await page.close();
  });
});
