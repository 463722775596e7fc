import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useBuiltFixture } from '../../../test-support/built-fixture.js';

// One build of a small site whose docs.json sets the settings below; each test reads its output.
const fixture = fileURLToPath(new URL('../../../fixtures/site-settings/', import.meta.url));

const fixtureBuild = useBuiltFixture(fixture, 'site-settings');
const { read } = fixtureBuild;

describe('docs.json settings in a built site', () => {
  it('builds without a problem', () => {
    expect(fixtureBuild.result.diagnostics).toEqual([]);
    expect(fixtureBuild.result.ok).toBe(true);
  });

  it('draws icons from icons.library, and an icon object from its own library', async () => {
    const html = await read('index.html');
    expect(html).toMatch(/<svg class="q-icon q-icon--lucide[^"]*" data-icon="rocket"/);
    expect(html).toMatch(/<svg class="q-icon q-icon--fontawesome[^"]*" data-icon="house"/);
  });

  it('leaves $…$ as text with styling.latex false, and highlights a custom language', async () => {
    const html = await read('index.html');
    expect(html).toContain('Price: $x^2$ dollars.');
    expect(html).not.toContain('class="katex');
    expect(html).toMatch(/<code><span class="l\d+ d\d+">q<\/span> is a keyword/);
  });

  it('gives the 404 page the title and description of errors.404', async () => {
    const html = await read('404.html');
    expect(html).toContain('<title>Lost in space - Settings</title>');
    expect(html).toContain('This page drifted <strong>away</strong>.');
  });

  it("appends markdown.instructions to each page's Markdown and to llms.txt", async () => {
    const block = '> ## Agent Instructions\n>\n> Answer in English.\n> Cite the page you used.';
    expect(await read('index.md')).toContain(block);
    expect(await read('llms.txt')).toContain(
      '## Agent Instructions\n\n> Answer in English.\n> Cite the page you used.',
    );
  });

  it('lists hidden pages in the sitemap with seo.indexing all, with a trailing slash', async () => {
    const sitemap = await read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://docs.acme.dev/secret/</loc>');
    expect(sitemap).toContain('<loc>https://docs.acme.dev/api/overview/</loc>');
    expect(sitemap).toContain('<loc>https://docs.acme.dev/</loc>');
  });

  it('gives the pages under a seo.paths path its meta tags, and the others the site-wide ones', async () => {
    const api = await read('api/overview/index.html');
    expect(api).toContain('<meta property="og:image" content="https://acme.dev/api.png"/>');
    expect(api).not.toContain('https://acme.dev/og.png');
    const home = await read('index.html');
    expect(home).toContain('<meta property="og:image" content="https://acme.dev/og.png"/>');
  });

  it('puts the contextual menu beside the table of contents with contextual.display toc', async () => {
    const html = await read('api/overview/index.html');
    expect(html).toContain('class="q-ctx q-ctx--toc');
  });
});
