import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, listen } from '@quire/server';

let site: string;
let app: Awaited<ReturnType<typeof createSiteApp>>;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'quire-serve-'));
  site = join(base, 'site');
  await mkdir(join(site, 'guide'), { recursive: true });
  await mkdir(join(site, '_quire/assets'), { recursive: true });
  await writeFile(join(base, 'secret.txt'), 'secret');
  await writeFile(join(site, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(site, 'index.md'), '# Home');
  await writeFile(join(site, 'guide/index.html'), `<h1>Guide</h1>${'x'.repeat(4000)}`);
  await writeFile(join(site, 'guide.md'), '# Guide');
  await writeFile(join(site, '404.html'), '<h1>Not here</h1>');
  await writeFile(join(site, '_quire/assets/client.abc123.js'), 'console.log(1)');
  await writeFile(
    join(site, '_quire/site.json'),
    JSON.stringify({
      redirects: [
        { source: '/old/:slug*', destination: '/guide/:slug*' },
        { source: '/tmp', destination: '/guide', permanent: false },
      ],
    }),
  );
  await symlink(join(base, 'secret.txt'), join(site, 'leak.txt'));
  app = await createSiteApp({ siteDir: site });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('quire serve app', () => {
  it('serves routes as index.html, with and without a trailing slash', async () => {
    const r = await get('/guide');
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await r.text()).toContain('<h1>Guide</h1>');
    expect((await get('/guide/')).status).toBe(200);
    expect(await (await get('/')).text()).toBe('<h1>Home</h1>');
  });

  it('answers Accept: text/markdown with the page Markdown', async () => {
    const r = await get('/guide', { accept: 'text/markdown' });
    expect(r.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await r.text()).toBe('# Guide');
    expect(await (await get('/', { accept: 'text/markdown, text/html;q=0.9' })).text()).toBe(
      '# Home',
    );
  });

  it('serves the 404 page with status 404', async () => {
    const r = await get('/nope');
    expect(r.status).toBe(404);
    expect(await r.text()).toContain('Not here');
  });

  it('redirects with 308 and 307, wildcards included', async () => {
    const r = await get('/old/a/b?x=1');
    expect(r.status).toBe(308);
    expect(r.headers.get('location')).toBe('/guide/a/b?x=1');
    expect((await get('/tmp')).status).toBe(307);
  });

  it('compresses text and caches hashed assets forever', async () => {
    const r = await get('/guide', { 'accept-encoding': 'gzip' });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await r.arrayBuffer())).toString()).toContain('<h1>Guide</h1>');
    const asset = await get('/_quire/assets/client.abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/guide')).headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves outside the site folder', async () => {
    for (const p of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/leak.txt',
      '/guide/..%2F..%2Fsecret.txt',
    ]) {
      const r = await get(p);
      expect(r.status, p).toBe(404);
      expect(await r.text()).not.toContain('secret');
    }
  });

  it('answers conditional requests with 304 and refuses other methods', async () => {
    const first = await get('/');
    const again = await get('/', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await app.request('/', { method: 'POST' })).status).toBe(405);
  });

  it("serves with the node server's lighter Request and Response when asked, whose Response still gives bytes()", async () => {
    const platform = {
      Request: Object.getOwnPropertyDescriptor(globalThis, 'Request')!,
      Response: Object.getOwnPropertyDescriptor(globalThis, 'Response')!,
    };
    const server = await listen(app, 0, '127.0.0.1', undefined, { lightResponses: true });
    try {
      expect(globalThis.Response).not.toBe(platform.Response.value);
      const page = await fetch(`${server.url}/guide`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<h1>Guide</h1>');
      const moved = await fetch(`${server.url}/old/x`, { redirect: 'manual' });
      expect(moved.status).toBe(308);
      expect(moved.headers.get('location')).toBe('/guide/x');
      // What Shiki loads its WebAssembly with, in a process that serves (the agent jobs' check renders pages).
      const stream = new Blob([new Uint8Array([7, 8])]).stream();
      expect([...(await new Response(stream).bytes())]).toEqual([7, 8]);
      expect([...(await new Response('ab').bytes())]).toEqual([97, 98]);
    } finally {
      await server.close();
      // The other files of this worker get the platform's again.
      Object.defineProperty(globalThis, 'Request', platform.Request);
      Object.defineProperty(globalThis, 'Response', platform.Response);
    }
  });

  it('listens on a real port, and leaves the process its own Request and Response', async () => {
    const platform = globalThis.Response;
    const server = await listen(app, 0, '127.0.0.1');
    try {
      const r = await fetch(`${server.url}/guide`);
      expect(r.status).toBe(200);
      // Shiki, in the same process (quire dev, tests), loads its WebAssembly through Response.bytes().
      expect(globalThis.Response).toBe(platform);
      expect([
        ...(await new Response(new Blob([new Uint8Array([7, 8])]).stream()).bytes()),
      ]).toEqual([7, 8]);
    } finally {
      await server.close();
    }
  });
});
