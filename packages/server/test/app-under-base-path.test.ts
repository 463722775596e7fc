import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { appUnderBasePath } from '@quire/server';

/** An app that speaks site paths: it echoes what it was asked, redirects, and names llms.txt. */
function siteApp(): Hono {
  const app = new Hono();
  app.get('/old', (c) => c.redirect('/guides/tides', 308));
  app.get('/away', (c) => c.redirect('https://elsewhere.test/x', 302));
  app.get('/relative', (c) => c.redirect('tides', 302));
  app.get('/llms', (c) =>
    c.text('page', 200, {
      Link: '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"',
      'X-Llms-Txt': '/llms.txt',
    }),
  );
  app.post('/echo', async (c) => c.json({ path: c.req.path, body: await c.req.text() }));
  app.all('*', (c) => c.json({ path: c.req.path, search: new URL(c.req.url).search }));
  return app;
}

const at = (path: string, init?: RequestInit) =>
  appUnderBasePath(siteApp(), '/docs').request(`http://harbor.test${path}`, {
    redirect: 'manual',
    ...init,
  });

describe('appUnderBasePath', () => {
  it('hands the app the site path of a request under the base path, query kept', async () => {
    expect(await (await at('/docs/guides/tides?x=1')).json()).toEqual({
      path: '/guides/tides',
      search: '?x=1',
    });
    expect(await (await at('/docs/')).json()).toMatchObject({ path: '/' });
    expect(await (await at('/docs')).json()).toMatchObject({ path: '/' });
  });

  it('passes a request body through', async () => {
    const r = await at('/docs/echo', { method: 'POST', body: 'ahoy' });
    expect(await r.json()).toEqual({ path: '/echo', body: 'ahoy' });
  });

  it('places the site paths the app answers with under the base path: redirects and the llms.txt headers', async () => {
    const moved = await at('/docs/old');
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/docs/guides/tides']);
    expect((await at('/docs/away')).headers.get('location')).toBe('https://elsewhere.test/x');
    expect((await at('/docs/relative')).headers.get('location')).toBe('tides');
    const page = await at('/docs/llms');
    expect(page.headers.get('link')).toBe(
      '</docs/llms.txt>; rel="llms-txt", </docs/llms-full.txt>; rel="llms-full-txt"',
    );
    expect(page.headers.get('x-llms-txt')).toBe('/docs/llms.txt');
  });

  it('sends / to the base path and answers 404 anywhere else outside it', async () => {
    const root = await at('/?q=tides');
    expect([root.status, root.headers.get('location')]).toEqual([302, '/docs/?q=tides']);
    for (const path of ['/guides/tides', '/docsx', '/Docs/guides']) {
      const r = await at(path);
      expect([path, r.status]).toEqual([path, 404]);
      expect(await r.text()).toContain('under /docs/');
    }
  });

  it('serves the app as it is at the root', async () => {
    const app = appUnderBasePath(siteApp(), '');
    expect(await (await app.request('http://harbor.test/guides/tides')).json()).toMatchObject({
      path: '/guides/tides',
    });
    const moved = await app.request('http://harbor.test/old', { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe('/guides/tides');
  });
});
