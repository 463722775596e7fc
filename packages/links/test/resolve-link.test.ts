import { describe, expect, it } from 'vitest';
import { createLinkTargets, htmlIds, resolveLink } from '@quire/links';

describe('resolveLink', () => {
  it('leaves external links and other schemes alone', () => {
    for (const url of [
      'https://x.dev/a',
      '//cdn.x.dev/a.js',
      'mailto:a@b.c',
      'tel:+1',
      'data:image/png;base64,AA',
      '?tab=1',
    ]) {
      expect(resolveLink(url, '/a/b'), url).toEqual({ kind: 'external' });
    }
  });

  it('resolves relative links against the page URL as a browser does', () => {
    expect(resolveLink('c', '/a/b')).toEqual({ kind: 'path', path: '/a/c', relative: true });
    expect(resolveLink('./c/d', '/a/b')).toEqual({ kind: 'path', path: '/a/c/d', relative: true });
    expect(resolveLink('../c', '/a/b')).toEqual({ kind: 'path', path: '/c', relative: true });
    expect(resolveLink('../../../c', '/a/b')).toEqual({ kind: 'path', path: '/c', relative: true });
    expect(resolveLink('intro', '/guides')).toEqual({
      kind: 'path',
      path: '/intro',
      relative: true,
    });
    expect(resolveLink('/x/./y/../z', '/a/b')).toEqual({
      kind: 'path',
      path: '/x/z',
      relative: false,
    });
  });

  it('splits off query and fragment and decodes percent-escapes', () => {
    expect(resolveLink('/gu%C3%ADa?x=1#Gr%C3%B6%C3%9Fe', '/')).toEqual({
      kind: 'path',
      path: '/guía',
      fragment: 'Größe',
      relative: false,
    });
    expect(resolveLink('#top', '/a')).toEqual({ kind: 'same-page', fragment: 'top' });
    expect(resolveLink('/bad%zz', '/')).toEqual({ kind: 'path', path: '/bad%zz', relative: false });
  });
});

describe('createLinkTargets', () => {
  const targets = createLinkTargets({
    routes: [
      { url: '/' },
      { url: '/guides/v1.2-release' },
      { url: '/guides/guía' },
      { url: '/api-reference/list-users' },
    ],
    staticFiles: ['images/logo.png', 'files/a b.pdf'],
    redirects: [
      { source: '/old', destination: '/' },
      { source: '/legacy/:slug*', destination: '/guides/:slug*' },
      { source: '/blog/*', destination: '/' },
    ],
    navHrefs: ['/changelog#latest'],
  });

  it('finds pages whatever dots or letters their path has, with or without a trailing slash or /index', () => {
    for (const path of [
      '/',
      '/index',
      '/guides/v1.2-release',
      '/guides/v1.2-release/',
      '/guides/guía',
      '/api-reference/list-users',
    ]) {
      expect(targets.find(path)?.kind, path).toBe('route');
    }
    expect(targets.find('/guides/v1.2-release/index')).toEqual({
      kind: 'route',
      url: '/guides/v1.2-release',
    });
  });

  it('finds static files, generated files, page Markdown, redirect sources and navigation hrefs', () => {
    expect(targets.find('/images/logo.png')?.kind).toBe('file');
    expect(targets.find('/files/a b.pdf')?.kind).toBe('file');
    for (const path of ['/llms.txt', '/sitemap.xml', '/index.md', '/guides/guía.md'])
      expect(targets.find(path)?.kind, path).toBe('generated');
    for (const path of ['/old', '/old/', '/legacy', '/legacy/a/b', '/blog/2024/post'])
      expect(targets.find(path)?.kind, path).toBe('redirect');
    expect(targets.find('/changelog')?.kind).toBe('nav-href');
  });

  it('finds / on a site without a home page (the build sends it to the first page)', () => {
    const bare = createLinkTargets({
      routes: [{ url: '/a' }],
      staticFiles: [],
      redirects: [],
      navHrefs: [],
    });
    expect(bare.find('/')?.kind).toBe('generated');
  });

  it('finds nothing for other paths', () => {
    for (const path of [
      '/guides',
      '/guides/v1',
      '/images/logo.svg',
      '/oldies',
      '/guides/v1.2-release.mdx',
      '/Guides/guía',
    ]) {
      expect(targets.find(path), path).toBeUndefined();
    }
  });
});

describe('htmlIds', () => {
  it('collects ids of any element and names of anchors, decoding escapes', () => {
    const html =
      '<h2 id="a-b">x</h2><div class="c" id=\'q&amp;a\'></div><a name="old"></a><meta name="description"><input name="q" id="search"/>';
    expect([...htmlIds(html)].sort()).toEqual(['a-b', 'old', 'q&a', 'search']);
  });
});
