import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltFixture } from '../../../test-support/built-fixture.js';

// The sidebar once per navigation tree: each page carries its section, the whole sidebar is one shared file.

const root = fileURLToPath(new URL('../../../fixtures/shared-sidebar/', import.meta.url));
const fixtureBuild = useBuiltFixture(root, 'shared-sidebar');
const { read } = fixtureBuild;
const sidebarOf = (html: string) =>
  html.slice(
    html.indexOf('<nav class="q-nav" aria-label="Pages"'),
    html.indexOf('</nav>', html.indexOf('<nav class="q-nav" aria-label="Pages"')),
  );
const hrefsIn = (html: string) => [...html.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);

describe('the shared sidebar', () => {
  it('writes one sidebar file for the tree, holding every listed page and nothing marked current', async () => {
    expect(fixtureBuild.result.ok).toBe(true);
    const files = (await readdir(join(fixtureBuild.out, '_quire/assets'))).filter((f) =>
      /^sidebar\.[0-9a-f]{10}\.json$/.test(f),
    );
    expect(files).toHaveLength(1);
    const file = JSON.parse(await read(`_quire/assets/${files[0]}`)) as {
      version: number;
      sidebars: Record<string, string>;
    };
    expect(file.version).toBe(1);
    expect(Object.keys(file.sidebars)).toEqual(['']);
    const whole = file.sidebars['']!;
    expect(hrefsIn(whole)).toEqual([
      '/',
      '/start/install',
      '/start/advanced/tuning',
      '/start/advanced/scaling',
      '/guides/one',
      '/guides/two',
      '/guides/three',
      '/guides/four',
      '/guides/five',
      '/ref/config',
      '/ref/cli',
      '/ref/more',
    ]);
    expect(whole).not.toContain('aria-current');
    // Groups open as they do by default: "More" is expanded, "Advanced" is not.
    expect(whole).toContain('<details open data-q-group="2.2">');
    expect(whole).toContain('<details data-q-group="0.2">');
  });

  it("gives each page its section, every other section's first page, its neighbours, and the shared file's URL", async () => {
    const html = await read('guides/three/index.html');
    const nav = sidebarOf(html);
    const src = /data-q-sidebar-src="([^"]+)"/.exec(nav)?.[1];
    expect(src).toMatch(/^\/_quire\/assets\/sidebar\.[0-9a-f]{10}\.json$/);
    expect(await read(src!.slice(1))).toContain('/ref/cli');
    expect(html).toContain(
      `<link rel="preload" href="${src}" as="fetch" crossorigin="anonymous"/>`,
    );
    expect(hrefsIn(nav)).toEqual([
      '/',
      '/guides/one',
      '/guides/two',
      '/guides/three',
      '/guides/four',
      '/guides/five',
      '/ref/config',
    ]);
    expect(nav).toContain('<a href="/guides/three" class="is-active" aria-current="page">');
    // Another section is one line: its title, a link to its first page.
    expect(nav).toMatch(/<li><div><a href="\/ref\/config">[^<]+<\/a><\/div><\/li>/);
    expect(html).toMatch(/class="q-pagination__prev" href="\/guides\/two"/);
    expect(html).toMatch(/class="q-pagination__next" href="\/guides\/four"/);
  });

  it('keeps a closed group of the section to its first page, and opens the one holding the page', async () => {
    expect(hrefsIn(sidebarOf(await read('start/install/index.html')))).toEqual([
      '/',
      '/start/install',
      '/start/advanced/tuning',
      '/guides/one',
      '/ref/config',
    ]);
    const nav = sidebarOf(await read('start/advanced/scaling/index.html'));
    expect(hrefsIn(nav)).toEqual([
      '/',
      '/start/install',
      '/start/advanced/tuning',
      '/start/advanced/scaling',
      '/guides/one',
      '/ref/config',
    ]);
    expect(nav).toContain('<details open data-q-group="0.2">');
  });

  it('gives a hidden page the whole sidebar with its hidden group, and no shared file', async () => {
    const nav = sidebarOf(await read('ref/internals/index.html'));
    expect(nav).not.toContain('data-q-sidebar-src');
    expect(hrefsIn(nav)).toContain('/guides/five');
    expect(nav).toContain('<a href="/ref/internals" class="is-active" aria-current="page">');
  });

  it('keeps pages small: the section, not the tree', async () => {
    const whole = sidebarOf(await read('ref/internals/index.html')).length;
    expect(sidebarOf(await read('guides/three/index.html')).length).toBeLessThan(whole * 0.7);
  });
});
