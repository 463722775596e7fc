import { describe, expect, it } from 'vitest';
import { sanitizeSlugPart } from '@quire/openapi';

// Issue 21.3: URL segments of generated endpoint pages as the reference platform derives them
// (values taken from its own function, run on these inputs).
describe('sanitizeSlugPart', () => {
  it.each([
    ['Client API - Display', 'client-api--display'],
    ['Create a display - new', 'create-a-display--new'],
    ['A -- B --- C', 'a--b---c'],
    ['Get -- and ---- dashes', 'get--and---dashes'],
    [' Remove {displayId}, then (maybe) reload. ', 'remove--then-maybe-reload'],
    ['/displays/{displayId}/items/{itemId}', 'displays-items'],
    ['Données (v2)', 'données-v2'],
    ["Récupérer les données d'un élément", 'récupérer-les-données-dun-élément'],
    ['更新数据', '更新数据'],
    ['Line\r\nbreak', 'line\rbreak'],
  ])('%j is %j', (text, slug) => {
    expect(sanitizeSlugPart(text)).toBe(slug);
  });
});
