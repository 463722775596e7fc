import { describe, expect, it } from 'vitest';
import {
  findPageFile,
  isEndpointReference,
  normalizePagePath,
  pageUrl,
  redirectMatches,
} from '@quire/config';

describe('isEndpointReference', () => {
  it.each([
    ['GET /users', true],
    ['post /v1/exports/get', true],
    ['openapi.json DELETE /users/{id}', true],
    ['webhook order-created', true],
    ['specs/a.yaml Webhook order', true],
    ['  PATCH   /x  ', true],
    ['guides/get-started', false],
    ['get', false],
    ['a b GET /x', false],
    ['FETCH /users', false],
    ['my page', false],
  ])('%s → %s', (entry, expected) => {
    expect(isEndpointReference(entry)).toBe(expected);
  });
});

describe('page paths', () => {
  it('normalises like the reference platform', () => {
    expect(normalizePagePath('/intro')).toBe('intro');
    expect(normalizePagePath('./a/../b')).toBe('b');
    expect(normalizePagePath('../../outside')).toBe('outside');
    expect(normalizePagePath('guides/')).toBe('guides');
  });

  it('finds .mdx, then .md, then a folder index', () => {
    const files = new Set(['a.md', 'a.mdx', 'b.md', 'c/index.md', 'index.mdx']);
    expect(findPageFile('a', files)).toBe('a.mdx');
    expect(findPageFile('b', files)).toBe('b.md');
    expect(findPageFile('c', files)).toBe('c/index.md');
    expect(findPageFile('', files)).toBe('index.mdx');
    expect(findPageFile('d', files)).toBeUndefined();
  });

  it('maps index pages to folder URLs', () => {
    expect(pageUrl('index')).toBe('/');
    expect(pageUrl('guides/index')).toBe('/guides');
    expect(pageUrl('guides/intro')).toBe('/guides/intro');
  });
});

describe('redirectMatches', () => {
  it.each([
    ['/old', '/old', true],
    ['/old/', '/old', true],
    ['/old', '/old/more', false],
    ['/beta/:slug*', '/beta/a/b', true],
    ['/beta/:slug*', '/beta', true],
    ['/beta/:slug*', '/betamax', false],
    ['/users/:id/profile', '/users/42/profile', true],
    ['/users/:id/profile', '/users/42/43/profile', false],
    ['/docs/*', '/docs/x/y', true],
    ['/a.b', '/axb', false],
  ])('%s matches %s: %s', (source, url, expected) => {
    expect(redirectMatches(source, url)).toBe(expected);
  });
});
