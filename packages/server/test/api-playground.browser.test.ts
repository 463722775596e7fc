import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@quire/server';
import { insertKey } from '@quire/store';
import { QUIRE_BIN, startApiServer, type ApiServer } from '../../../test-support/api-server.js';
import { launchChromium } from '../../../test-support/browser.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

const docs = fileURLToPath(new URL('../../../docs/', import.meta.url));

let browser: Browser;
let server: ApiServer;
let target: StoreTarget;
let key: string;

beforeAll(async () => {
  // The project's own docs, as npm start builds and serves them (the API tab's pages come from docs/api/openapi.json).
  const siteDir = join(mkdtempSync(join(tmpdir(), 'quire-docs-site-')), 'site');
  const built = spawnSync(
    process.execPath,
    [QUIRE_BIN, 'build', docs, '--out', siteDir, '--cache-dir', join(siteDir, '..', 'cache')],
    { encoding: 'utf8' },
  );
  if (built.status !== 0) throw new Error(built.stderr);
  target = await STORE_KINDS[0]!.create();
  server = await startApiServer(siteDir, target, { sites: { quire: { site: siteDir } } });
  const created = createApiKey({ kind: 'assistant', scope: 'quire' }, Date.now());
  await insertKey(server.service.store, created.record);
  key = created.token;
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await target?.dispose();
});

describe('the API reference of the project’s docs in Chromium', () => {
  it('sends a search from the endpoint page’s playground to the server showing it, and shows the answer', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/api-reference/discovery/search-documentation`);
    expect(response?.status()).toBe(200);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('input[name^="auth."]').first().fill(key);
    await page.locator('input[name="path.domain"]').fill('quire');
    await page.locator('[name="body.text"]').fill('{"query": "api keys", "pageSize": 3}');
    await page.locator('.q-playground__send').click();
    await page.locator('.q-playground__result').waitFor();
    expect(await page.locator('.q-playground__code').textContent()).toBe('200 OK');
    const hits = JSON.parse((await page.locator('.q-playground__body').textContent()) ?? '') as {
      path: string;
    }[];
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(3);
    expect(hits.every((h) => h.path.startsWith('/'))).toBe(true);
    await page.close();
  });
});
