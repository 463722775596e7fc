import { createServer, type Server } from 'node:http';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite } from '@quire/build';
import { startDevServer, type DevServer } from '@quire/dev-server';
import { createSiteApp, listen, type RunningServer } from '@quire/server';
import { launchChromium } from '../../../test-support/browser.js';
import { screenshot } from '../../../test-support/sites-under-test.js';
import { createSigner, type TestSigner } from '../../components/test/api-auth-keys.js';

const FIXTURE = fileURLToPath(new URL('../../../fixtures/api-playground-site/', import.meta.url));
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let api: Server;
let apiUrl: string;
let site: RunningServer;
/** The same docs under quire dev: as an anonymous reader, and previewing as a reader of `admin` (--groups). */
let dev: DevServer;
let devAsAdmin: DevServer;
let browser: Browser;
let signer: TestSigner;

/** The test API: JSON that echoes what it got, a 404, a PNG. */
function startApi(): Promise<void> {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown) =>
        res
          .writeHead(status, { 'content-type': 'application/json', 'x-api': 'test' })
          .end(JSON.stringify(value));
      if (url.pathname === '/pets/7/photo')
        res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
      else if (url.pathname === '/missing') json(404, { error: 'nothing here' });
      else
        json(req.method === 'POST' ? 201 : 200, {
          method: req.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          auth: req.headers.authorization ?? null,
          body: body || null,
          name: 'Rex',
        });
    });
  });
  return new Promise((resolve) =>
    api.listen(0, '127.0.0.1', () => {
      apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

/** A copy of the fixture pointing at the test API, with a fresh signing key, and its build. */
async function prepareSite(): Promise<{ root: string; siteDir: string }> {
  const work = await mkdtemp(join(tmpdir(), 'quire-playground-'));
  const root = join(work, 'docs');
  await cp(FIXTURE, root, { recursive: true });
  for (const file of ['docs.json', 'openapi.yaml']) {
    await writeFile(
      join(root, file),
      (await readFile(join(root, file), 'utf8')).replaceAll('__API__', apiUrl),
    );
  }
  signer = await createSigner('ES256');
  await mkdir(join(root, 'keys'), { recursive: true });
  await writeFile(join(root, 'keys/session.pem'), signer.publicKeyPem);
  const result = await buildSite({
    root,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
  });
  expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  expect(result.ok).toBe(true);
  return { root, siteDir: join(work, 'site') };
}

beforeAll(async () => {
  await startApi();
  const { root, siteDir } = await prepareSite();
  site = await listen(await createSiteApp({ siteDir }), 0, '127.0.0.1');
  const cacheDir = await mkdtemp(join(tmpdir(), 'quire-playground-dev-'));
  dev = await startDevServer({ root, port: 0, network: false, cacheDir });
  devAsAdmin = await startDevServer({ root, port: 0, network: false, cacheDir, groups: ['admin'] });
  browser = await launchChromium();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await dev?.close();
  await devAsAdmin?.close();
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
});

const session = (groups: string[]) =>
  signer.sign({
    sub: 'ada',
    iss: 'https://login.test',
    groups,
    exp: Math.floor(Date.now() / 1000) + 600,
  });

async function open(
  path: string,
  groups?: string[],
  base = site.url,
): Promise<{ page: Page; context: BrowserContext; playgroundRequests: string[] }> {
  const context = await browser.newContext();
  if (groups)
    await context.addCookies([{ name: 'quire_session', value: await session(groups), url: base }]);
  const page = await context.newPage();
  const playgroundRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_quire/playground/')) playgroundRequests.push(r.url());
  });
  const response = await page.goto(`${base}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  return { page, context, playgroundRequests };
}

/** Opens the playground, sends, and waits for the response panel. */
async function send(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Try it' }).click();
  await expect.poll(() => page.locator('.q-playground__send').isEnabled()).toBe(true);
  await page.locator('.q-playground__send').click();
  await page.locator('.q-playground__result').waitFor();
}

/** Sends from the page; the target URLs the proxy at `base` was asked to reach. */
async function sendThroughProxy(page: Page, base: string): Promise<string[]> {
  const proxied: string[] = [];
  page.on('request', (r) => {
    if (r.url() === `${base}/_quire/proxy`) proxied.push(r.postData() ?? '');
  });
  await send(page);
  return proxied.map((p) => (JSON.parse(p) as { url: string }).url);
}

describe('the playground in Chromium, through quire serve and its proxy', () => {
  it('sends a JSON request with the prefilled path parameter and x-default token, and shows status, time, headers and body', async () => {
    const { page, context } = await open('/api-reference/get-a-pet');
    expect(await sendThroughProxy(page, site.url)).toEqual([`${apiUrl}/pets/7`]);
    expect(await page.locator('.q-playground__code').textContent()).toBe('200 OK');
    expect(await page.locator('.q-playground__time').textContent()).toMatch(/^\d+ ms$/);
    expect(await page.locator('.q-playground__headers summary').textContent()).toMatch(
      /^Headers \(\d+\)$/,
    );
    const body = JSON.parse(
      (await page.locator('.q-playground__body').textContent()) ?? '',
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      method: 'GET',
      path: '/pets/7',
      auth: 'Bearer test-token',
      name: 'Rex',
    });
    expect(await page.locator('.q-playground__body').getAttribute('data-body')).toBe('json');
    await context.close();
  }, 60_000);

  it('opens from the "Try it" button of the endpoint bar as a panel over the page, whose request example follows the fields', async () => {
    const { page, context } = await open('/api-reference/get-a-pet');
    await page.setViewportSize({ width: 1400, height: 900 });
    const button = page.getByRole('button', { name: 'Try it' });
    const bar = (await page.locator('.q-api-endpoint').boundingBox())!;
    const at = (await button.boundingBox())!;
    expect(at.y).toBeGreaterThanOrEqual(bar.y);
    expect(at.y + at.height).toBeLessThanOrEqual(bar.y + bar.height);
    const panel = page.getByRole('dialog', { name: 'Try it: GET /pets/{id}' });
    expect(await panel.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBeGreaterThan(900);
    expect(Math.abs(box.x + box.width / 2 - 700)).toBeLessThan(20);
    const preview = panel.locator('[data-q-playground-request]');
    await expect.poll(() => preview.textContent()).toContain(`--url '${apiUrl}/pets/7'`);
    await panel.locator('input[name="path.id"]').fill('9');
    await panel.locator('select[name="query.verbose"]').selectOption('true');
    await expect
      .poll(() => preview.textContent())
      .toContain(`--url '${apiUrl}/pets/9?verbose=true'`);
    expect(await preview.textContent()).toContain("--header 'Authorization: Bearer test-token'");
    await panel.locator('.q-playground__send').click();
    await panel.locator('.q-playground__result').waitFor();
    expect(await panel.locator('.q-playground__code').textContent()).toBe('200 OK');
    expect(await panel.locator('.q-playground__time').textContent()).toMatch(/^\d+ ms$/);
    expect(await panel.locator('.q-playground__headers summary').textContent()).toMatch(
      /^Headers \(\d+\)$/,
    );
    await screenshot(page, 'playground-panel');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await context.close();
  }, 60_000);

  it('follows the server chosen in the endpoint line', async () => {
    const { page, context } = await open('/api-reference/get-a-pet');
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.locator('.q-playground__send').isEnabled()).toBe(true);
    await page.locator('[data-q-server-select]').selectOption({ index: 1 });
    await expect
      .poll(() => page.locator('[data-q-playground-url]').textContent())
      .toBe(`${apiUrl}/alt/pets/7`);
    expect(await page.locator('.q-api-endpoint__copy').getAttribute('data-copy')).toBe(
      `${apiUrl}/alt/pets/{id}`,
    );
    await page.locator('.q-playground__send').click();
    await page.locator('.q-playground__result').waitFor();
    expect(
      JSON.parse((await page.locator('.q-playground__body').textContent()) ?? ''),
    ).toMatchObject({ path: '/alt/pets/7' });
    await context.close();
  }, 60_000);

  it('shows an error status as a response', async () => {
    const { page, context } = await open('/api-reference/a-missing-thing');
    await send(page);
    expect(await page.locator('.q-playground__code').textContent()).toBe('404 Not Found');
    expect(await page.locator('.q-playground__code').getAttribute('class')).toContain(
      'client-error',
    );
    expect(await page.locator('.q-playground__body').textContent()).toContain(
      '"error": "nothing here"',
    );
    await context.close();
  }, 60_000);

  it('shows an image response inline', async () => {
    const { page, context } = await open('/api-reference/get-a-pet-photo');
    await send(page);
    const img = page.locator('img.q-playground__media');
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
    expect(await img.getAttribute('src')).toMatch(/^blob:/);
    await context.close();
  }, 60_000);

  it('gives a hand-written api: page a playground for its own ParamFields', async () => {
    const { page, context } = await open('/echo');
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('input[name="query.word"]').fill('hello');
    await page.locator('input[name="auth.bearer"]').fill('tok');
    await page.locator('.q-playground__send').click();
    await page.locator('.q-playground__result').waitFor();
    expect(
      JSON.parse((await page.locator('.q-playground__body').textContent()) ?? ''),
    ).toMatchObject({ path: '/echo', query: { word: 'hello' }, auth: 'Bearer tok' });
    await context.close();
  }, 60_000);

  it('remembers the code-sample language across pages', async () => {
    const { page, context } = await open('/api-reference/get-a-pet');
    await page.locator('.q-api-samples .q-code-group__select').selectOption({ label: 'Python' });
    await page.goto(`${site.url}/api-reference/a-missing-thing`);
    await page.waitForLoadState('networkidle');
    expect(
      await page
        .locator('.q-api-samples .q-code-group__panel[data-active]')
        .getAttribute('data-tab-title'),
    ).toBe('Python');
    await context.close();
  }, 60_000);
});

describe.each(['serve', 'dev'] as const)(
  'a gated (auth) playground in Chromium under quire %s',
  (mode) => {
    const at = () => (mode === 'serve' ? site.url : dev.url);
    it('is absent for a signed-out reader, and its spec is never requested', async () => {
      const { page, context, playgroundRequests } = await open('/admin-pets', undefined, at());
      expect(await page.locator('[data-q-playground-gated]').count()).toBe(1);
      expect(await page.locator('.q-playground__form').count()).toBe(0);
      expect(playgroundRequests).toEqual([]);
      await context.close();
    }, 60_000);

    it('is present for a signed-in reader in one of the page groups, and sends', async () => {
      const { page, context } = await open('/admin-pets', ['developer'], at());
      await page
        .locator('[data-q-playground-loaded] .q-playground__form')
        .waitFor({ state: 'attached' });
      await send(page);
      expect(await page.locator('.q-playground__code').textContent()).toBe('201 Created');
      expect(
        JSON.parse((await page.locator('.q-playground__body').textContent()) ?? ''),
      ).toMatchObject({ method: 'POST', body: '{\n  "name": "Tom"\n}' });
      await context.close();
    }, 60_000);

    it('is absent for a signed-in reader outside the page groups, whose browser never asks for it', async () => {
      const { page, context, playgroundRequests } = await open('/admin-pets', ['support'], at());
      expect(await page.locator('.q-playground__form').count()).toBe(0);
      expect(playgroundRequests).toEqual([]);
      await context.close();
    }, 60_000);

    it('without page groups, is present for any signed-in reader', async () => {
      const { page, context } = await open('/api-reference/staff-report', ['support'], at());
      await page
        .locator('[data-q-playground-loaded] .q-playground__form')
        .waitFor({ state: 'attached' });
      await context.close();
      const signedOut = await open('/api-reference/staff-report', undefined, at());
      expect(await signedOut.page.locator('.q-playground__form').count()).toBe(0);
      await signedOut.context.close();
    }, 60_000);
  },
);

describe('the playground in Chromium under quire dev', () => {
  it("sends through the dev server's proxy to the spec's server", async () => {
    const { page, context } = await open('/api-reference/get-a-pet', undefined, dev.url);
    expect(await sendThroughProxy(page, dev.url)).toEqual([`${apiUrl}/pets/7`]);
    expect(await page.locator('.q-playground__code').textContent()).toBe('200 OK');
    expect(
      JSON.parse((await page.locator('.q-playground__body').textContent()) ?? ''),
    ).toMatchObject({ path: '/pets/7', auth: 'Bearer test-token' });
    await context.close();
  }, 60_000);

  it('previewing as a reader of the groups (--groups admin), shows the gated playground in the page itself and sends', async () => {
    const { page, context, playgroundRequests } = await open(
      '/admin-pets',
      undefined,
      devAsAdmin.url,
    );
    expect(await page.locator('[data-q-playground-gated]').count()).toBe(0);
    await send(page);
    expect(await page.locator('.q-playground__code').textContent()).toBe('201 Created');
    expect(playgroundRequests).toEqual([]);
    await screenshot(page, 'playground-dev-groups');
    await context.close();
  }, 60_000);
});

describe.each(['serve', 'dev'] as const)(
  'quire %s never sends the gated playground to readers outside the groups (plain HTTP)',
  (mode) => {
    const at = () => (mode === 'serve' ? site.url : dev.url);
    const cookie = async (groups: string[]) => ({
      cookie: `quire_session=${await session(groups)}`,
    });
    const cases = [
      ['signed out', async () => ({})],
      ['signed in, outside the groups', () => cookie(['support'])],
      ['signed in, in the groups', () => cookie(['admin'])],
    ] as const;

    it.each(cases)('%s: the page holds only the placeholder', async (_, headers) => {
      const html = await (await fetch(`${at()}/admin-pets`, { headers: await headers() })).text();
      expect(html).toContain('data-q-playground-gated');
      expect(html).not.toContain('data-q-playground>');
      expect(html).not.toContain('q-playground__form');
      expect(html).not.toContain('"method":"POST"');
    });

    it('the spec file: 401 signed out, 403 outside the groups, 200 in them', async () => {
      const src = /data-src="([^"]+)"/.exec(await (await fetch(`${at()}/admin-pets`)).text())![1]!;
      const get = async (headers: Record<string, string>) => fetch(`${at()}${src}`, { headers });
      const out = await get({});
      expect(out.status).toBe(401);
      expect(await out.text()).not.toContain('/admin/pets');
      const outside = await get(await cookie(['support']));
      expect(outside.status).toBe(403);
      expect(await outside.text()).not.toContain('/admin/pets');
      const inside = await get(await cookie(['admin']));
      expect(inside.status).toBe(200);
      expect(((await inside.json()) as { spec: { path: string } }).spec.path).toBe('/admin/pets');
    });
  },
);
