import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { treeWriter, type TreeNode } from '../src/term-tree.js';

/** A tree as nested [edge, child] lists in iteration order (values as they are): order included. */
const shape = (node: unknown): unknown =>
  node instanceof Map ? [...node].map(([edge, child]) => [edge, shape(child)]) : node;

/** The tree `SearchableMap.set` builds for `terms` in order (its root, read from the map). */
function setTree(terms: readonly string[]): unknown {
  const map = new SearchableMap<number>();
  terms.forEach((t, i) => map.set(t, i));
  return shape((map as unknown as { _tree: TreeNode })._tree);
}

function writtenTree(terms: readonly string[]): unknown {
  const root: TreeNode = new Map();
  const write = treeWriter(root);
  terms.forEach((t, i) => write(t, i));
  return shape(root);
}

describe('treeWriter', () => {
  it('builds the tree SearchableMap.set builds: the same nodes, edges and order', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const letters = 'abcde搜索文档配置部署';
    const word = () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
        letters.charAt(Math.floor(random() * letters.length)),
      ).join('');
    const lists = [
      ['api', 'apis', 'apikey', 'ap', 'a', '', 'b', 'apple', 'application'],
      ['搜索', '搜', '文档', '文', '配置', '搜索引擎', '部署', '配'],
      Array.from({ length: 3000 }, word),
    ];
    for (const terms of lists) {
      const unique = [...new Set(terms)];
      expect(writtenTree(unique)).toEqual(setTree(unique));
    }
    // Deleted and re-made edges change a node's order: a real index's terms in their written order.
    const reversed = [...new Set(lists[2]!)].reverse();
    expect(writtenTree(reversed)).toEqual(setTree(reversed));
  });

  it('finds each term’s value again through the tree as SearchableMap reads it', () => {
    const root: TreeNode = new Map();
    const write = treeWriter(root);
    const terms = ['配置', '配置文件', '配', 'config', 'configure', 'conf'];
    terms.forEach((t, i) => write(t, i));
    const map = new SearchableMap<number>(root as never);
    for (const [i, t] of terms.entries()) expect(map.get(t)).toBe(i);
    expect([...map.atPrefix('配').keys()].sort()).toEqual(['配', '配置', '配置文件']);
  });
});
