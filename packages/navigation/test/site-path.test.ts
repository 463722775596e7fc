import { describe, expect, it } from 'vitest';
import {
  basePathOfPage,
  basePathOfUrl,
  mcpUrlOf,
  parseBasePath,
  underBasePath,
  withoutBasePath,
} from '@quire/navigation';

describe('parseBasePath', () => {
  it('reads a base path however its slashes are written; the root is empty', () => {
    for (const text of ['docs', '/docs', '/docs/', ' /docs// '])
      expect(parseBasePath(text)).toEqual({ basePath: '/docs' });
    expect(parseBasePath('/a/b-c/v1.2_x~')).toEqual({ basePath: '/a/b-c/v1.2_x~' });
    for (const text of ['', '/', '//']) expect(parseBasePath(text)).toEqual({ basePath: '' });
  });

  it('refuses what would need escaping or walks out of the path, naming the segment', () => {
    for (const [text, segment] of [
      ['/my docs', 'my docs'],
      ['/a//b', ''],
      ['/a/../b', '..'],
      ['/./docs', '.'],
      ['/docs?x=1', 'docs?x=1'],
      ['/docs#top', 'docs#top'],
      ['/d%C3%A9', 'd%C3%A9'],
      ['/a"b', 'a"b'],
    ] as const) {
      const reading = parseBasePath(text);
      expect('problem' in reading && reading.problem).toContain(`(got "${segment}")`);
    }
  });
});

describe('basePathOfUrl', () => {
  it('is the path of an absolute URL', () => {
    expect(basePathOfUrl('https://acme.github.io/harbor/')).toEqual({ basePath: '/harbor' });
    expect(basePathOfUrl('https://acme.dev/docs')).toEqual({ basePath: '/docs' });
    expect(basePathOfUrl('https://docs.acme.dev')).toEqual({ basePath: '' });
    expect(basePathOfUrl('https://docs.acme.dev/?q=1')).toEqual({ basePath: '' });
    expect('problem' in basePathOfUrl('docs.acme.dev/docs')).toBe(true);
    expect('problem' in basePathOfUrl('https://acme.dev/my%20docs')).toBe(true);
  });
});

describe('underBasePath', () => {
  it('places a root-absolute path under the base path, the root with its slash', () => {
    expect(underBasePath('/docs', '/guides/start')).toBe('/docs/guides/start');
    expect(underBasePath('/docs', '/')).toBe('/docs/');
    expect(underBasePath('/docs', '/guides/start#high?')).toBe('/docs/guides/start#high?');
    expect(underBasePath('/a/b', '/_quire/assets/x.css')).toBe('/a/b/_quire/assets/x.css');
  });

  it('leaves everything else as it is: other origins, relative paths, fragments, the root site', () => {
    for (const href of [
      'https://acme.dev/x',
      '//cdn.acme.dev/x.js',
      '/\\evil.example',
      'mailto:help@acme.dev',
      'guides/start',
      './start',
      '../start',
      '#high-water',
      '?q=1',
      '',
    ])
      expect(underBasePath('/docs', href)).toBe(href);
    expect(underBasePath('', '/guides/start')).toBe('/guides/start');
  });
});

describe('withoutBasePath', () => {
  it('is the site path of a request under the base path, undefined outside it', () => {
    expect(withoutBasePath('/docs', '/docs/guides/start')).toBe('/guides/start');
    expect(withoutBasePath('/docs', '/docs/')).toBe('/');
    expect(withoutBasePath('/docs', '/docs')).toBe('/');
    expect(withoutBasePath('/docs', '/docsx/start')).toBeUndefined();
    expect(withoutBasePath('/docs', '/')).toBeUndefined();
    expect(withoutBasePath('/docs', '/Docs/start')).toBeUndefined();
    expect(withoutBasePath('', '/guides/start')).toBe('/guides/start');
  });

  it('undoes underBasePath for every site path', () => {
    for (const path of ['/', '/guides/start', '/_quire/search/indexes.json'])
      expect(withoutBasePath('/a/b', underBasePath('/a/b', path))).toBe(path);
  });
});

describe('basePathOfPage', () => {
  const page = (value: string | null) => ({
    documentElement: { getAttribute: (name: string) => (name === 'data-base-path' ? value : null) },
  });

  it('reads <html data-base-path>; a page without one, or with one that is not a base path, is at the root', () => {
    expect(basePathOfPage(page('/docs'))).toBe('/docs');
    expect(basePathOfPage(page(null))).toBe('');
    expect(basePathOfPage(page('/my docs'))).toBe('');
  });
});

describe('mcpUrlOf', () => {
  it("places /mcp under the site's URL, with or without a base path or trailing slash", () => {
    expect(mcpUrlOf('https://acme.dev')).toBe('https://acme.dev/mcp');
    expect(mcpUrlOf('https://acme.dev/')).toBe('https://acme.dev/mcp');
    expect(mcpUrlOf('https://acme.dev/docs/')).toBe('https://acme.dev/docs/mcp');
    expect(mcpUrlOf('http://127.0.0.1:3000/a/b?x=1#top')).toBe('http://127.0.0.1:3000/a/b/mcp');
  });
});
