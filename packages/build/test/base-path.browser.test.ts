import { createReadStream } from 'node:fs';
import { cp, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildSite } from '@quire/build';
import { launchChromium } from '../../../test-support/browser.js';
import { startQuireServe, type ServeProcess } from '../../../test-support/quire-serve.js';

// A site built for /docs (the path of its --base-url), walked in Chromium behind a prefix: once behind a
// reverse proxy that forwards only /docs/ to `quire serve` (pages, search, sidebar, the Ask panel, the
// playground), once from a plain static server that answers only under /docs/ (a GitHub Pages project
// site). Every response the browser gets is recorded: nothing may be a 404 or lie outside /docs/.

const FIXTURE = fileURLToPath(new URL('../../../fixtures/base-path/', import.meta.url));
const BASE_URL = 'https://harbor.example/docs';

let browser: Browser;
let work: string;
let siteDir: string;
let api: Server;
let serve: ServeProcess;
/** The reverse proxy in front of quire serve, and the static server. */
let front: Server;
let pagesHost: Server;
let frontOrigin: string;
let pagesOrigin: string;

const listening = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
const closed = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
const underDocs = (path: string) => path === '/docs' || path.startsWith('/docs/');

/** The API the playground calls: JSON naming what it was asked. */
function startApi(): Promise<string> {
  api = createServer((req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ method: req.method, path: req.url, length: 12 })),
  );
  return listening(api);
}

/** An nginx `location /docs/ { proxy_pass http://quire; }`: /docs/ forwarded as it is, every method; nothing else. */
function startFront(target: string): Promise<string> {
  front = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!underDocs(new URL(req.url ?? '/', 'http://x').pathname))
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('outside /docs/');
    const upstream = forward(
      `${target}${req.url}`,
      { method: req.method, headers: { ...req.headers, host: new URL(target).host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return listening(front);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.woff2': 'font/woff2',
};

/** The file a static host serves for a site path: the file, `<path>/index.html` or `<path>.html`. */
async function fileFor(path: string): Promise<string | undefined> {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [clean, join(clean, 'index.html'), `${clean}.html`]) {
    const file = join(siteDir, candidate);
    if (!file.startsWith(siteDir)) return undefined;
    if (
      await stat(file).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return file;
  }
  return undefined;
}

/** A GitHub Pages project site: the built folder at /docs/, `404.html` with status 404, nothing else. */
function startPagesHost(): Promise<string> {
  pagesHost = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/docs') return void res.writeHead(301, { location: '/docs/' }).end();
    if (!underDocs(path) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    void fileFor(path.slice('/docs'.length)).then((file) => {
      const sent = file ?? join(siteDir, '404.html');
      res.writeHead(file ? 200 : 404, {
        'content-type': TYPES[extname(sent)] ?? 'application/octet-stream',
      });
      createReadStream(sent).pipe(res);
    });
  });
  return listening(pagesHost);
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-base-path-'));
  const apiUrl = await startApi();
  const root = join(work, 'docs');
  await cp(FIXTURE, root, { recursive: true });
  const spec = join(root, 'openapi.yaml');
  await writeFile(spec, (await readFile(spec, 'utf8')).replaceAll('__API__', apiUrl));
  const result = await buildSite({
    root,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
    baseUrl: BASE_URL,
  });
  expect(result.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  expect([result.ok, result.basePath, result.basePathFrom]).toEqual([true, '/docs', 'base-url']);
  siteDir = result.outDir;
  // The quire command itself, which serves the site under the path it was built for.
  serve = await startQuireServe(siteDir, [], { QUIRE_DATA_DIR: join(work, 'data') });
  expect(serve.url).toMatch(/\/docs\/$/);
  [frontOrigin, pagesOrigin] = await Promise.all([
    startFront(new URL(serve.url).origin),
    startPagesHost(),
  ]);
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.kill('SIGTERM');
  await Promise.all([closed(front), closed(pagesHost), closed(api)]);
});

interface Seen {
  readonly status: number;
  readonly method: string;
  readonly url: string;
  /** Why a request failed (status 0). */
  readonly failure?: string;
}

/** A browser context that records every response and every failed request. */
async function recording(): Promise<{ context: BrowserContext; seen: Seen[]; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const seen: Seen[] = [];
  context.on('response', (r) =>
    seen.push({ status: r.status(), method: r.request().method(), url: r.url() }),
  );
  context.on('requestfailed', (r) =>
    seen.push({ status: 0, method: r.method(), url: r.url(), failure: r.failure()?.errorText }),
  );
  return { context, seen, page: await context.newPage() };
}

const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;

/** Pages, links in content, the banner, the whole sidebar, an island, search, a redirect, Markdown, the 404 page. */
async function walkSite(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/docs/`);
  expect(await page.getAttribute('html', 'data-base-path')).toBe('/docs');
  expect(await page.textContent('#page-title')).toBe('Welcome to Harbor');
  // The whole sidebar, shared by every page, replaces the section the page carries.
  await page.locator('#sidebar nav[data-q-sidebar="whole"]').waitFor();
  expect(
    await page
      .locator('#sidebar nav a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ).toEqual(['/docs/', '/docs/guides/tides', '/docs/guides/changes', '/docs/guides/counter']);
  expect(
    await page
      .locator('img[alt="A boat at its berth"]')
      .evaluate((i) => (i as HTMLImageElement).naturalWidth),
  ).toBeGreaterThan(0);
  // A link written in MDX as /guides/tides, then the banner's, then one with a fragment.
  await page.locator('#content a', { hasText: 'the tide tables' }).click();
  await page.waitForURL(`${origin}/docs/guides/tides`);
  expect(await page.getAttribute('#sidebar a[aria-current="page"]', 'href')).toBe(
    '/docs/guides/tides',
  );
  await page.locator('#banner a', { hasText: 'see what changed' }).click();
  await page.waitForURL(`${origin}/docs/guides/changes`);
  await page.locator('#content a', { hasText: 'the tide tables' }).click();
  await page.waitForURL(`${origin}/docs/guides/tides#high-water`);
  // A page whose component runs in the browser: its code is an asset under /docs/.
  await page.locator('#sidebar a', { hasText: 'Counting boats' }).click();
  await page.waitForURL(`${origin}/docs/guides/counter`);
  await expect
    .poll(async () => {
      await page.locator('.boat-counter').click();
      return page.locator('.boat-counter').textContent();
    })
    .toMatch(/^[1-9]\d* boats$/);
  // Search: the index is fetched under /docs/, and a result leads to a page under it.
  await page.keyboard.press('Control+k');
  await page.locator('.q-search-dialog__input').fill('draught');
  const option = page.locator('.q-search-option').first();
  await expect.poll(() => option.getAttribute('href')).toMatch(/^\/docs\/guides\/tides(#|$)/);
  await page.keyboard.press('Enter');
  await expect.poll(() => pathOf(page)).toMatch(/^\/docs\/guides\/tides(#|$)/);
  // A redirect of docs.json, the page's Markdown, and the 404 page with its way home.
  await page.goto(`${origin}/docs/old-tides`);
  await page.waitForURL(`${origin}/docs/guides/tides`);
  const markdown = await page.getAttribute('link[rel="alternate"][type="text/markdown"]', 'href');
  expect(markdown).toBe('/docs/guides/tides.md');
  expect(await page.evaluate((href) => fetch(href!).then((r) => r.text()), markdown)).toContain(
    '# Tide tables',
  );
  const missing = await page.goto(`${origin}/docs/no-such-page`);
  expect(missing?.status()).toBe(404);
  expect(await page.textContent('#page-title')).toBe('Page not found');
  // Its stylesheet is the site's, under /docs/.
  expect(
    await page.evaluate(() =>
      [...document.styleSheets].some(
        (s) =>
          /\/docs\/_quire\/assets\/quire\.[0-9a-f]+\.css$/.test(s.href ?? '') &&
          s.cssRules.length > 0,
      ),
    ),
  ).toBe(true);
  await page.locator('#content a', { hasText: 'Go to the home page' }).click();
  await page.waitForURL(`${origin}/docs/`);
}

/**
 * Responses that went wrong, or asked for something outside /docs/, but those `expected` lets through.
 * A request the browser dropped because the page moved on (`net::ERR_ABORTED`) is no answer of the site.
 */
function problems(seen: readonly Seen[], origin: string, expected: (s: Seen) => boolean): Seen[] {
  return seen.filter(
    (s) =>
      !expected(s) &&
      s.failure !== 'net::ERR_ABORTED' &&
      (s.status === 0 || s.status >= 400 || !s.url.startsWith(`${origin}/docs/`)),
  );
}

describe('a site built for /docs, behind a reverse proxy that forwards /docs/ to quire serve', () => {
  it('walks pages, the sidebar, search, the Ask panel and the playground with every response under /docs/ and no 404', async () => {
    const origin = frontOrigin;
    const { context, seen, page } = await recording();
    await walkSite(page, origin);
    // The Ask panel: its API is under /docs/ too, and its cited page links under /docs/.
    await page.goto(`${origin}/docs/guides/changes`);
    await page.locator('.q-ask-launcher').click();
    await page
      .locator('.q-ask-panel__input')
      .fill('When may a boat with a deep draught enter the harbor?');
    await page.locator('.q-ask-panel__input').press('Enter');
    await page.locator('.q-ask-turn[data-state="done"]').waitFor();
    expect(await page.locator('.q-ask-turn__answer').textContent()).toContain(
      'two hours of high water',
    );
    const cited = page.locator('.q-ask-turn__sources a').first();
    expect(await cited.getAttribute('href')).toMatch(/^\/docs\/guides\/tides(#|$)/);
    await cited.click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/docs\/guides\/tides(#|$)/);
    // The playground sends through the site's proxy, under /docs/.
    await page.goto(`${origin}/docs/api-reference/get-a-berth`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await page.locator('input[name="path.id"]').fill('7');
    await expect.poll(() => page.locator('.q-playground__send').isEnabled()).toBe(true);
    await page.locator('.q-playground__send').click();
    await page.locator('.q-playground__result').waitFor();
    expect(await page.locator('.q-playground__code').textContent()).toBe('200 OK');
    expect(await page.locator('.q-playground__body').textContent()).toContain('/berths/7');
    await context.close();
    const asked = (path: string | RegExp) =>
      seen.some((s) =>
        typeof path === 'string' ? s.url.startsWith(`${origin}${path}`) : path.test(s.url),
      );
    expect({
      sidebar: asked(/\/docs\/_quire\/assets\/sidebar\.[0-9a-f]+\.json$/),
      island: asked(/\/docs\/_quire\/assets\/island\.[0-9a-f]+\.js$/),
      search: asked('/docs/_quire/search/indexes.json'),
      services: asked('/docs/_quire/services.json'),
      answer: asked('/docs/discovery/v2/assistant/'),
      proxy: seen.some((s) => s.method === 'POST' && s.url === `${origin}/docs/_quire/proxy`),
      redirect: seen.some((s) => s.status === 308 && s.url === `${origin}/docs/old-tides`),
    }).toEqual({
      sidebar: true,
      island: true,
      search: true,
      services: true,
      answer: true,
      proxy: true,
      redirect: true,
    });
    expect(
      problems(seen, origin, (s) => s.status === 404 && s.url === `${origin}/docs/no-such-page`),
    ).toEqual([]);
  }, 120_000);
});

describe('a site built for /docs, on a static host that serves the folder at /docs/ (a GitHub Pages project site)', () => {
  it('walks pages, the sidebar and search with every response under /docs/ and no 404', async () => {
    const origin = pagesOrigin;
    const { context, seen, page } = await recording();
    await walkSite(page, origin);
    // A static host has no API: the runtime's one question for the server's services is answered by
    // the build's file (none, under /docs/), and neither the Ask panel nor the feedback widget shows.
    expect(await page.locator('.q-ask-launcher').count()).toBe(0);
    expect(await page.locator('.q-feedback').count()).toBe(0);
    await context.close();
    expect(seen.some((s) => s.url === `${origin}/docs/old-tides` && s.status === 200)).toBe(true);
    expect(
      problems(seen, origin, (s) => s.status === 404 && s.url === `${origin}/docs/no-such-page`),
    ).toEqual([]);
  }, 120_000);
});
