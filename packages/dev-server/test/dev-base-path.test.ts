import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '@quire/dev-server';

const FIXTURE = fileURLToPath(new URL('../../../fixtures/base-path/', import.meta.url));

let work: string;
let flagged: DevServer;
let fromCanonical: DevServer;

const get = async (dev: DevServer, path: string) => {
  const r = await fetch(`${dev.url}${path}`, { redirect: 'manual' });
  return { status: r.status, location: r.headers.get('location'), text: await r.text() };
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-dev-base-path-'));
  // The same docs with a canonical URL under /handbook: the preview takes that path when no flag says otherwise.
  const canonical = join(work, 'canonical');
  await cp(FIXTURE, canonical, { recursive: true });
  const config = JSON.parse(await readFile(join(canonical, 'docs.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  config['seo'] = { metatags: { canonical: 'https://harbor.example/handbook' } };
  await writeFile(join(canonical, 'docs.json'), JSON.stringify(config));
  const options = { port: 0, network: false } as const;
  [flagged, fromCanonical] = await Promise.all([
    startDevServer({ ...options, root: FIXTURE, basePath: '/docs', cacheDir: join(work, 'c1') }),
    startDevServer({ ...options, root: canonical, cacheDir: join(work, 'c2') }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([flagged?.close(), fromCanonical?.close()]);
  await rm(work, { recursive: true, force: true });
});

describe('quire dev under a base path', () => {
  it('serves pages under --base-path, their links and assets under it, and nothing outside it', async () => {
    expect(flagged.basePath).toBe('/docs');
    const page = await get(flagged, '/docs/guides/changes');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-base-path="/docs"');
    expect(page.text).toContain('<a href="/docs/guides/tides#high-water">the tide tables</a>');
    const css = /<link rel="stylesheet" href="([^"]+)"/.exec(page.text)?.[1] ?? '';
    expect(css).toMatch(/^\/docs\/_quire\/assets\//);
    expect((await get(flagged, css)).status).toBe(200);
    expect((await get(flagged, '/docs/_quire/search/indexes.json')).status).toBe(200);
    expect((await get(flagged, '/docs/guides/tides.md')).text).toContain('# Tide tables');
    expect(await get(flagged, '/docs/old-tides')).toMatchObject({
      status: 308,
      location: '/docs/guides/tides',
    });
    const missing = await get(flagged, '/docs/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<a href="/docs/">Go to the home page</a>');
    expect((await get(flagged, '/guides/tides')).status).toBe(404);
    expect(await get(flagged, '/')).toMatchObject({ status: 302, location: '/docs/' });
  });

  it('takes the path of seo.metatags.canonical when no --base-path is given', async () => {
    expect(fromCanonical.basePath).toBe('/handbook');
    const page = await get(fromCanonical, '/handbook/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<a href="/handbook/guides/tides">the tide tables</a>');
    expect((await get(fromCanonical, '/docs/')).status).toBe(404);
  });
});
