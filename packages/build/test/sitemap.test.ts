import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/${name}/`, import.meta.url));

async function build(name: string, baseUrl?: string) {
  const work = await mkdtemp(join(tmpdir(), 'quire-sitemap-'));
  const result = await buildSite({
    root: fixture(name),
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
    ...(baseUrl ? { baseUrl } : {}),
  });
  return { result, read: (p: string) => readFile(join(work, 'site', p), 'utf8') };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('takes the base URL from docs.json (seo.metatags.canonical) when --base-url is not given', async () => {
    const { result, read } = await build('reader-experience');
    expect(result.diagnostics.filter((d) => d.code === 'build/no-sitemap')).toEqual([]);
    expect(locs(await read('sitemap.xml'))).toEqual([
      'https://docs.reader.dev/',
      'https://docs.reader.dev/guides/cards',
      'https://docs.reader.dev/guides/utility-cards',
      'https://docs.reader.dev/api/get-pet',
      'https://docs.reader.dev/api-reference/list-pets',
      'https://docs.reader.dev/api/deployment-logs',
      'https://docs.reader.dev/ar',
    ]);
    expect(await read('robots.txt')).toContain('Sitemap: https://docs.reader.dev/sitemap.xml');
  }, 60_000);

  it('lists absolute URLs under --base-url, without unlisted pages; pages link it', async () => {
    const { result, read } = await build('build-site', 'https://acme.dev/docs/');
    expect(result.diagnostics.filter((d) => d.code === 'build/no-sitemap')).toEqual([]);
    const urls = locs(await read('sitemap.xml'));
    expect(urls).toContain('https://acme.dev/docs/guides/start');
    expect(urls.every((u) => u?.startsWith('https://acme.dev/docs/'))).toBe(true);
    expect(urls.some((u) => u?.includes('unlisted'))).toBe(false);
    expect(await read('robots.txt')).toContain('Sitemap: https://acme.dev/docs/sitemap.xml');
    // The site is served under /docs, the path of its base URL: so is the sitemap it links.
    expect(await read('guides/start/index.html')).toContain(
      '<link rel="sitemap" type="application/xml" href="/docs/sitemap.xml"/>',
    );
  }, 60_000);
});
