import { cp, mkdtemp, readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { useBuiltFixture } from '../../../test-support/built-fixture.js';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../fixtures/${name}/`, import.meta.url));

const fixtureBuild = useBuiltFixture(fixture('build-site'), 'build');
const { read } = fixtureBuild;

describe('quire build on a small site', () => {
  it('succeeds and writes every route with its Markdown', async () => {
    expect(fixtureBuild.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(fixtureBuild.result.ok).toBe(true);
    expect(fixtureBuild.result.stats).toMatchObject({ pages: 5, endpoints: 1 });
    for (const p of [
      'index.html',
      'index.md',
      'guides/start/index.html',
      'guides/start.md',
      'guides/deep/index.html',
      'guides/unlisted/index.html',
      'api-reference/list-rockets/index.html',
      '404.html',
    ]) {
      expect(existsSync(join(fixtureBuild.out, p)), p).toBe(true);
    }
  });

  it('renders the layout: tabs, sidebar with the current page, toc, eyebrow, banner, variables', async () => {
    const html = await read('guides/start/index.html');
    expect(html).toContain('<title>Get started - Acme</title>');
    expect(html).toContain('class="q-tabbar__tab is-active" href="/" aria-current="true"');
    expect(html).toContain('<a href="/guides/start" class="is-active" aria-current="page">');
    expect(html).toContain('<p class="q-eyebrow">Getting started</p>');
    expect(html).toContain('<strong>2.0</strong>');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/_quire\/assets\/quire\.[0-9a-f]{10}\.css"\/>/,
    );
    expect(html).toContain('<link rel="stylesheet" href="/style.css"/>');
    const home = await read('index.html');
    expect(home).toContain('Welcome to Rocket.');
    expect(home).toContain('<li><a href="#first-steps">First steps</a></li>');
  });

  it('generates CSS for the utility classes pages use, and only those', async () => {
    const href = /href="\/(_quire\/assets\/quire\.[0-9a-f]+\.css)"/.exec(
      await read('index.html'),
    )![1]!;
    const css = await read(href);
    expect(css).toContain('.mt-4 {');
    expect(css).toContain('.rounded-xl {');
    expect(css).toContain('.text-primary {');
    expect(css).toContain('.dark\\:text-white:is(.dark *) {');
    expect(css).not.toContain('.mt-5 {');
  });

  it('ships the client chunks its pages can load, without Mermaid when no page draws a diagram', async () => {
    const shipped = async (site: string) =>
      (await readdir(join(site, '_quire/assets'))).filter((f) => f.endsWith('.js'));
    const files = await shipped(fixtureBuild.out);
    expect(files.some((f) => f.startsWith('quire-client.'))).toBe(true);
    expect(files.filter((f) => /mermaid|katex|cytoscape/.test(f))).toEqual([]);
    // Every chunk a shipped file refers to is there (Mermaid's only from the runtime, which asks for it only for a diagram).
    for (const file of files) {
      const text = await readFile(join(fixtureBuild.out, '_quire/assets', file), 'utf8');
      for (const [, ref] of text.matchAll(/["']\.\/([\w.-]+\.js)["']/g))
        if (!ref!.startsWith('mermaid')) expect(files, `${file} → ${ref}`).toContain(ref);
    }
    const root = join(fixtureBuild.work, 'with-mermaid');
    await cp(fixture('build-site'), root, { recursive: true });
    await writeFile(
      join(root, 'guides/start.mdx'),
      `${await readFile(join(root, 'guides/start.mdx'), 'utf8')}\n\n\`\`\`mermaid\ngraph TD; A-->B\n\`\`\`\n`,
    );
    const site = join(fixtureBuild.work, 'with-mermaid-site');
    expect(
      (
        await buildSite({
          root,
          outDir: site,
          cacheDir: join(fixtureBuild.work, 'with-mermaid-cache'),
          network: false,
        })
      ).ok,
    ).toBe(true);
    const withMermaid = await shipped(site);
    expect(withMermaid.filter((f) => f.startsWith('mermaid.core-'))).toHaveLength(1);
    expect(withMermaid.length).toBeGreaterThan(files.length + 20);
  }, 120_000);

  it('describes each page with JSON-LD', async () => {
    const html = await read('guides/start/index.html');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld['@graph'][0]).toMatchObject({ '@type': 'TechArticle', headline: 'Get started' });
    expect(ld['@graph'][1].itemListElement.map((i: { name: string }) => i.name)).toEqual([
      'Guides',
      'Getting started',
      'Get started',
    ]);
  });

  it('moves request examples into the right column', async () => {
    const html = await read('guides/start/index.html');
    const aside = html.indexOf('<aside class="q-aside"');
    expect(aside).toBeGreaterThan(0);
    expect(html.indexOf('data-slot="request-example"')).toBeGreaterThan(aside);
  });

  it('renders plain Markdown leniently', async () => {
    const html = await read('guides/deep/index.html');
    expect(html).toContain('&lt;5');
    expect(html).toContain('{braces}');
  });

  it('writes robots, llms.txt and llms-full.txt without unlisted pages; no sitemap (nor a link to one) without a base URL, and says how to get one', async () => {
    expect(existsSync(join(fixtureBuild.out, 'sitemap.xml'))).toBe(false);
    expect(await read('robots.txt')).not.toContain('Sitemap:');
    // Pages link the sitemap only when there is one.
    expect(await read('guides/start/index.html')).not.toContain('rel="sitemap"');
    const warning = fixtureBuild.result.diagnostics.find((d) => d.code === 'build/no-sitemap');
    expect(warning).toMatchObject({ severity: 'warning', file: 'docs.json', line: 1, column: 1 });
    expect(warning?.hint).toContain('--base-url');
    const llms = await read('llms.txt');
    expect(llms).toContain('# Acme\n\n> Acme builds rockets.');
    expect(llms).toContain('- [Get started](/guides/start.md)');
    expect(llms).not.toContain('Unlisted');
    expect(await read('llms-full.txt')).toContain('Source: /guides/start');
  });

  it('writes redirects as a _redirects file, fallback pages and the serve manifest', async () => {
    expect(await read('_redirects')).toBe(
      '/old-start /guides/start 308\n/legacy/* /guides/:splat 308\n',
    );
    expect(await read('old-start/index.html')).toContain('url=/guides/start');
    expect(JSON.parse(await read('_quire/site.json')).redirects).toHaveLength(2);
  });

  it('copies static files and specs, not page sources or docs.json', async () => {
    expect(existsSync(join(fixtureBuild.out, 'images/rocket.png'))).toBe(true);
    expect(existsSync(join(fixtureBuild.out, 'api/openapi.json'))).toBe(true);
    expect(existsSync(join(fixtureBuild.out, 'docs.json'))).toBe(false);
    expect(existsSync(join(fixtureBuild.out, 'guides/start.mdx'))).toBe(false);
  });

  it('writes a search index per language and version', async () => {
    const indexes = JSON.parse(await read('_quire/search/indexes.json'));
    expect(Object.keys(indexes)).toEqual(['default--default']);
    const index = await read('_quire/search/default--default.json');
    expect(index).toContain('launch');
  });

  it('renders an endpoint page from the spec', async () => {
    const html = await read('api-reference/list-rockets/index.html');
    expect(html).toContain('<title>List rockets - Acme</title>');
    expect(html).toContain('Returns every rocket.');
  });

  it('copies unchanged pages from the previous output on a warm rebuild', async () => {
    const searchFiles = async () =>
      Promise.all(
        (await readdir(join(fixtureBuild.out, '_quire/search')))
          .sort()
          .map((f) => read(`_quire/search/${f}`)),
      );
    const searchBefore = await searchFiles();
    const compileCache = join(fixtureBuild.work, 'cache', 'compile-cache.jsonl');
    const cacheWritten = statSync(compileCache).mtimeMs;
    const again = await buildSite({
      root: fixture('build-site'),
      outDir: fixtureBuild.out,
      cacheDir: join(fixtureBuild.work, 'cache'),
      network: false,
    });
    expect(again.ok).toBe(true);
    expect(again.stats.compiled).toBe(0);
    expect(again.stats.reused).toBe(5);
    expect(await read('guides/start/index.html')).toContain('Press the big red button.');
    // The search index of unchanged pages comes from the cache, the same to the byte.
    const manifest = JSON.parse(await read('_quire/search/indexes.json')) as Record<
      string,
      { head: string }
    >;
    expect(again.stats.searchReused).toBe(Object.keys(manifest).length);
    expect(Object.keys(manifest).length).toBeGreaterThan(0);
    expect(await readdir(join(fixtureBuild.work, 'cache', 'search-indexes'))).toHaveLength(
      Object.keys(manifest).length,
    );
    expect(await searchFiles()).toEqual(searchBefore);
    // Nothing was compiled: the compile cache is left as it was, not written again.
    expect(statSync(compileCache).mtimeMs).toBe(cacheWritten);
  }, 120_000);

  it('renders again only the page whose file changed, with its cached snippets and the rest copied', async () => {
    const root = join(fixtureBuild.work, 'edited');
    await cp(fixture('build-site'), root, { recursive: true });
    const opts = {
      root,
      outDir: join(fixtureBuild.work, 'edited-site'),
      cacheDir: join(fixtureBuild.work, 'edited-cache'),
      network: false,
    } as const;
    expect((await buildSite(opts)).ok).toBe(true);
    const page = join(root, 'guides/start.mdx');
    await writeFile(
      page,
      (await readFile(page, 'utf8')).replace(
        'Press the big red button.',
        'Press the big green button.',
      ),
    );
    const again = await buildSite(opts);
    expect(again.stats).toMatchObject({ reused: 4, compiled: 1, searchReused: 0 });
    expect(await readFile(join(opts.outDir, 'guides/start/index.html'), 'utf8')).toContain(
      'big green button',
    );
    const search = await readdir(join(opts.outDir, '_quire/search'));
    const bodies = await Promise.all(
      search
        .filter((f) => f.endsWith('.body.json'))
        .map((f) => readFile(join(opts.outDir, '_quire/search', f), 'utf8')),
    );
    expect(bodies.some((b) => b.includes('green'))).toBe(true);
    // The cache keeps this build's indexes only.
    expect(await readdir(join(opts.cacheDir, 'search-indexes'))).toHaveLength(
      search.filter((f) => f.endsWith('.body.json')).length,
    );
    expect(await readFile(join(opts.outDir, 'index.html'), 'utf8')).toContain('Welcome to Rocket.');
  }, 120_000);
});

describe('a failed build', () => {
  it('reports every error with its place and leaves the previous output untouched', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'quire-build-fail-'));
    const target = join(dir, 'site');
    await mkdir(target);
    await writeFile(join(target, 'index.html'), 'previous site');
    const r = await buildSite({
      root: fixture('build-broken-page'),
      outDir: target,
      cacheDir: join(dir, 'cache'),
      network: false,
    });
    expect(r.ok).toBe(false);
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'mdx/compile-error',
        file: 'broken.mdx',
        line: 7,
        column: 9,
        severity: 'error',
      }),
    );
    expect(await readdir(target)).toEqual(['index.html']);
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('previous site');
    expect((await readdir(dir)).sort()).toEqual(['site']);
  }, 120_000);
});
