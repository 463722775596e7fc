import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, htmlPathFor, type BuildResult } from '@quire/build';
import { brightnessVariance, changedShare, decodePng, pngSize } from '../../../test-support/png.js';

// Issue 32.5: `thumbnails` gives every page an Open Graph image drawn at build time.
const FIXTURE = fileURLToPath(new URL('../../../fixtures/thumbnails/', import.meta.url));
const SITE_URL = 'https://thumbs.example.com/docs';

const work: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-thumbs-'));
  work.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(work.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The `content` of each `<meta>` whose `property` or `name` is `key`. */
const metaContents = (html: string, key: string) =>
  [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)]
    .filter((m) => m[1] === key)
    .map((m) => m[2]);

const place = (d: BuildResult['diagnostics'][number]) =>
  `${d.code} ${d.severity} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;
/** `file:line:column` of the first occurrence of `text` in a file. */
const placeOf = (source: string, text: string, from = 0) => {
  const before = source.slice(0, source.indexOf(text, from)).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
};

describe('thumbnails: an Open Graph image per page (fixtures/thumbnails)', () => {
  let out: string;
  let cold: BuildResult;
  let warm: BuildResult;
  let coldImages: Buffer[];
  let underPath: BuildResult;
  const page = (dir: string, url: string) => readFile(join(dir, htmlPathFor(url)), 'utf8');
  const image = (dir: string, name: string) => readFile(join(dir, '_quire', 'og', `${name}.png`));

  beforeAll(async () => {
    const dir = await tempDir();
    out = join(dir, 'site');
    const options = {
      root: FIXTURE,
      outDir: out,
      cacheDir: join(dir, 'cache'),
      baseUrl: SITE_URL,
      network: false,
      workers: 1,
    };
    cold = await buildSite(options);
    coldImages = [await image(out, 'index'), await image(out, 'guide')];
    warm = await buildSite(options);
    // The same site served under /docs with no known URL: relative image URLs under the path.
    underPath = await buildSite({
      ...options,
      baseUrl: undefined,
      basePath: '/docs',
      outDir: join(dir, 'under-path'),
    });
  });

  it('writes a 1200×630 PNG for each page that has no image of its own', async () => {
    expect(cold.diagnostics.map(place)).toEqual([]);
    expect(cold.ok).toBe(true);
    expect(cold.stats.thumbnails).toEqual({ drawn: 2, cached: 0 });
    for (const png of coldImages) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(existsSync(join(out, '_quire', 'og', 'custom-image.png'))).toBe(false);
  });

  it('names it in og:image and twitter:image, absolute under the site URL and its path', async () => {
    const html = await page(out, '/guide');
    const url = `${SITE_URL}/_quire/og/guide.png`;
    expect(metaContents(html, 'og:image')).toEqual([url]);
    expect(metaContents(html, 'twitter:image')).toEqual([url]);
    expect(metaContents(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContents(html, 'og:image:height')).toEqual(['630']);
    expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaContents(await page(out, '/'), 'og:image')).toEqual([
      `${SITE_URL}/_quire/og/index.png`,
    ]);
  });

  it("keeps a page's own og:image frontmatter", async () => {
    const html = await page(out, '/custom-image');
    expect(metaContents(html, 'og:image')).toEqual(['https://cdn.example.com/custom-og.png']);
    expect(html).not.toContain('/_quire/og/');
  });

  it('draws the page: not a blank image, and a different one for each page', () => {
    const [index, guide] = coldImages.map((png) => decodePng(png));
    expect(brightnessVariance(index!)).toBeGreaterThan(200);
    expect(brightnessVariance(guide!)).toBeGreaterThan(200);
    // The titles and descriptions differ; logo, background and section are the same.
    expect(changedShare(index!, guide!)).toBeGreaterThan(0.01);
    expect(changedShare(index!, guide!)).toBeLessThan(0.5);
  });

  it('a warm build draws none: each image comes from the cache, byte for byte', async () => {
    expect(warm.ok).toBe(true);
    expect(warm.stats.thumbnails).toEqual({ drawn: 0, cached: 2 });
    expect([await image(out, 'index'), await image(out, 'guide')]).toEqual(coldImages);
  });

  it('under a base path with no site URL, the image URL is under the path', async () => {
    expect(underPath.ok).toBe(true);
    expect(underPath.stats.thumbnails).toEqual({ drawn: 0, cached: 2 });
    const html = await page(underPath.outDir, '/guide');
    expect(metaContents(html, 'og:image')).toEqual(['/docs/_quire/og/guide.png']);
    expect(pngSize(await image(underPath.outDir, 'guide'))).toEqual({ width: 1200, height: 630 });
  });
});

/** The thumbnail diagnostics of a build, sorted (the variants also get the build's `no-sitemap`). */
const thumbnailProblems = (result: BuildResult) =>
  result.diagnostics
    .filter((d) => d.code.startsWith('build/thumbnail-'))
    .map(place)
    .sort();

describe('thumbnails whose files cannot be used: a warning at the key, the images drawn without them', () => {
  /** The fixture with its docs.json changed, built once. */
  async function buildVariant(
    change: (config: Record<string, unknown>) => void,
    files: Readonly<Record<string, string | Uint8Array>> = {},
  ) {
    const dir = await tempDir();
    const root = join(dir, 'docs');
    await cp(FIXTURE, root, { recursive: true });
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    change(config);
    for (const [path, contents] of Object.entries(files)) {
      await mkdir(join(root, path, '..'), { recursive: true });
      await writeFile(join(root, path), contents);
    }
    const text = JSON.stringify(config, null, 2);
    await writeFile(join(root, 'docs.json'), text);
    const options = {
      root,
      outDir: join(dir, 'site'),
      cacheDir: join(dir, 'cache'),
      network: false,
      workers: 1,
    };
    const result = await buildSite(options);
    return { result, text, again: () => buildSite(options) };
  }

  it('a missing background and a Google Fonts family that is not a file of the docs', async () => {
    const { result, text } = await buildVariant((c) => {
      c.thumbnails = { background: '/images/missing.png', fonts: { family: 'Lato' } };
    });
    expect(result.ok).toBe(true);
    expect(thumbnailProblems(result)).toEqual([
      `build/thumbnail-font warning docs.json:${placeOf(text, '"Lato"')}`,
      `build/thumbnail-image warning docs.json:${placeOf(text, '"/images/missing.png"')}`,
    ]);
    expect(result.stats.thumbnails).toEqual({ drawn: 2, cached: 0 });
    expect(pngSize(await readFile(join(result.outDir, '_quire', 'og', 'index.png')))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it('a declared font whose file is WOFF2, and a background that is not an image', async () => {
    const { result, text } = await buildVariant(
      (c) => {
        c.fonts = { family: 'Brand Sans', source: '/fonts/brand.woff2', format: 'woff2' };
        c.thumbnails = { background: '/index.mdx', fonts: { family: 'Brand Sans' } };
      },
      { 'fonts/brand.woff2': 'wOF2, not a whole font' },
    );
    expect(thumbnailProblems(result)).toEqual([
      `build/thumbnail-font warning docs.json:${placeOf(text, '"/fonts/brand.woff2"')}`,
      `build/thumbnail-image warning docs.json:${placeOf(text, '"/index.mdx"')}`,
    ]);
    expect(result.ok).toBe(true);
  });

  it('a declared font file is used; a title in a script no font covers is one warning', async () => {
    const woff = await readFile(
      createRequire(import.meta.url).resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
    );
    const { result, text, again } = await buildVariant(
      (c) => {
        c.fonts = { family: 'Brand Sans', source: '/fonts/brand.woff', format: 'woff' };
        c.thumbnails = { fonts: { family: 'Brand Sans' } };
      },
      {
        'fonts/brand.woff': woff,
        'index.mdx': '---\ntitle: 快速开始\n---\n\nA page whose title is Chinese.\n',
      },
    );
    expect(thumbnailProblems(result)).toEqual([
      `build/thumbnail-glyphs warning docs.json:${placeOf(text, '{', text.indexOf('"thumbnails"'))}`,
    ]);
    expect(result.diagnostics.find((d) => d.code === 'build/thumbnail-glyphs')?.message).toContain(
      '1 page thumbnail has characters',
    );
    expect(result.stats.thumbnails).toEqual({ drawn: 2, cached: 0 });
    // A warm build draws nothing and still says so.
    const warmAgain = await again();
    expect(warmAgain.stats.thumbnails).toEqual({ drawn: 0, cached: 2 });
    expect(thumbnailProblems(warmAgain)).toEqual(thumbnailProblems(result));
  });
});
