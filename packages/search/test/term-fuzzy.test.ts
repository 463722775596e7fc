import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { fuzzyTerms, fuzzyTree } from '../src/term-fuzzy.js';
import type { TreeNode } from '../src/term-tree.js';

/** A SearchableMap of `terms` (each term's value its place in the list). */
function termMap(terms: readonly string[]): SearchableMap<number> {
  const map = new SearchableMap<number>();
  terms.forEach((t, i) => map.set(t, i));
  return map;
}

const treeOf = (map: SearchableMap<number>) => (map as unknown as { _tree: TreeNode })._tree;

/** Each entry as [term, value, distance], in the order given. */
const entries = (found: Map<string, [unknown, number]>) =>
  [...found].map(([term, [value, distance]]) => [term, value, distance]);

describe('fuzzyTerms', () => {
  it('finds what SearchableMap.fuzzyGet finds: the same terms, values, distances and order', () => {
    let seed = 5;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = (letters: string, longest: number) =>
      Array.from({ length: 1 + Math.floor(random() * longest) }, () =>
        letters.charAt(Math.floor(random() * letters.length)),
      ).join('');
    // Latin words of many lengths beside Chinese two-character terms, as in a Chinese site's index.
    const latin = Array.from({ length: 2500 }, () => pick('abcdeilnorst', 12));
    const chinese = Array.from({ length: 2500 }, () => pick('搜索文档配置部署认证方式接口', 2));
    const terms = [...new Set([...latin, ...chinese, 'authentication', 'authenticate', 'auth'])];
    const map = termMap(terms);
    const tree = fuzzyTree(treeOf(map));
    const queries = [
      ...Array.from({ length: 150 }, () => pick('abcdeilnorstx', 14)),
      ...Array.from({ length: 50 }, () => pick('搜索文档配置部署认证方式接口', 4)),
      'authentcation',
      'autentication',
      'a',
      '',
    ];
    let found = 0;
    for (const query of queries)
      for (const distance of [1, 2, 3]) {
        const expected = entries(map.fuzzyGet(query, distance));
        expect(entries(fuzzyTerms(tree, query, distance)), `${query} ${distance}`).toEqual(
          expected,
        );
        found += expected.length;
      }
    // The comparison is not of empty maps only.
    expect(found).toBeGreaterThan(1000);
    expect(entries(fuzzyTerms(tree, 'authentcation', 1))).toEqual([
      ['authentication', terms.indexOf('authentication'), 1],
    ]);
  });

  it('keeps a term whose length is at the edge of the distance, and leaves one past it', () => {
    const terms = ['search', 'searches', 'searchable', 'sea', 'se'];
    const tree = fuzzyTree(treeOf(termMap(terms)));
    expect(entries(fuzzyTerms(tree, 'search', 2))).toEqual([
      ['search', 0, 0],
      ['searches', 1, 2],
    ]);
    expect(entries(fuzzyTerms(tree, 'sear', 1))).toEqual([['sea', 3, 1]]);
  });
});
