import type { TreeNode } from './term-tree.js';

/**
 * A term tree laid out in arrays for typo walks, made once per tree: its nodes numbered, each node's entries
 * (an edge to a child, or its term's value, whose edge is '') in its map's order, and for each node the fewest
 * and the most characters from it to the end of a term below it.
 */
export interface FuzzyTree {
  /** Node `n`'s entries are `first[n]` … `first[n + 1] - 1`. */
  readonly first: Int32Array;
  readonly edges: readonly string[];
  /** The node an entry leads to; -1 for a term's value (in `values`, at the same place). */
  readonly target: Int32Array;
  readonly values: readonly unknown[];
  readonly fewest: Int32Array;
  readonly most: Int32Array;
}

/** Lays out the tree under `root` (see `FuzzyTree`). */
export function fuzzyTree(root: TreeNode): FuzzyTree {
  const nodes: TreeNode[] = [root];
  const entryCounts: number[] = [];
  // Nodes numbered breadth first, so that each node's entries are together; their lengths measured after.
  for (let n = 0; n < nodes.length; n++) {
    const node = nodes[n]!;
    entryCounts.push(node.size);
    for (const [edge, child] of node) if (edge !== '') nodes.push(child as TreeNode);
  }
  const first = new Int32Array(nodes.length + 1);
  for (let n = 0; n < nodes.length; n++) first[n + 1] = first[n]! + entryCounts[n]!;
  const edges: string[] = [];
  const values: unknown[] = [];
  const target = new Int32Array(first[nodes.length]!);
  let next = 1;
  for (const node of nodes)
    for (const [edge, child] of node) {
      edges.push(edge);
      if (edge === '') {
        target[values.length] = -1;
        values.push(child);
      } else {
        target[values.length] = next++;
        values.push(undefined);
      }
    }
  const fewest = new Int32Array(nodes.length);
  const most = new Int32Array(nodes.length);
  // Children are numbered after their parents: from the last node back, each node's children are measured.
  for (let n = nodes.length - 1; n >= 0; n--) {
    let low = Number.MAX_SAFE_INTEGER;
    let high = 0;
    for (let e = first[n]!; e < first[n + 1]!; e++) {
      const to = target[e]!;
      if (to < 0) low = 0;
      else {
        const length = edges[e]!.length;
        low = Math.min(low, length + fewest[to]!);
        high = Math.max(high, length + most[to]!);
      }
    }
    fewest[n] = Math.min(low, 0x7fffffff);
    most[n] = Math.min(high, 0x7fffffff);
  }
  return { first, edges, target, values, fewest, most };
}

/**
 * The terms of `tree` at most `distance` edits (Levenshtein: a character added, removed or changed, counted in
 * UTF-16 units) from `query`, each with its value and its distance: the same entries, in the same order, as
 * MiniSearch's `fuzzyGet` on the tree it was laid out from (the tree walked depth first, a row of the
 * edit-distance matrix per character, a branch left once a row's least distance is over `distance`). One more
 * way a branch is left: before a child is entered, the least distance any term below it can have, from the row
 * reached and the lengths of the terms below it (a rest `k` characters longer or shorter than the rest of the
 * query costs at least `k` edits more). A Chinese index's root has a child per first character of its
 * two-character terms, thousands of them: an English query term walked each of them character by character
 * before its row could show the term too far.
 */
export function fuzzyTerms(
  tree: FuzzyTree,
  query: string,
  distance: number,
): Map<string, [unknown, number]> {
  const { first, edges, target, values, fewest, most } = tree;
  const results = new Map<string, [unknown, number]>();
  const size = query.length;
  const codes = new Uint16Array(size);
  for (let j = 0; j < size; j++) codes[j] = query.charCodeAt(j);
  const columns = size + 1;
  // No term longer than the query by more than `distance` is near it: rows 0 … size + distance.
  const rows = size + distance + 1;
  // Distances over `distance` are all kept as `distance + 1`: whether a cell is within the distance is all that
  // is read, and cells outside the band |row − column| ≤ distance (never written) hold it too.
  const over = distance + 1;
  const matrix = new Uint8Array(rows * columns).fill(over);
  for (let j = 0; j < columns; j++) matrix[j] = Math.min(j, over);
  for (let i = 1; i < rows; i++) matrix[i * columns] = Math.min(i, over);

  /** Whether a term of `low` to `high` more characters after row `row` can be within the distance. */
  const reachable = (row: number, low: number, high: number): boolean => {
    if (row + low > size + distance) return false;
    const offset = row * columns;
    const last = Math.min(size, row + distance);
    for (let j = Math.max(0, row - distance); j <= last; j++) {
      const left = size - j;
      const gap = left < low ? low - left : left > high ? left - high : 0;
      if (matrix[offset + j]! + gap <= distance) return true;
    }
    return false;
  };

  const walk = (node: number, row: number, prefix: string): void => {
    const end = first[node + 1]!;
    for (let e = first[node]!; e < end; e++) {
      const to = target[e]!;
      if (to < 0) {
        const d = matrix[row * columns + size]!;
        if (d <= distance) results.set(prefix, [values[e], d]);
        continue;
      }
      const edge = edges[e]!;
      const length = edge.length;
      if (!reachable(row, length + fewest[to]!, length + most[to]!)) continue;
      let i = row;
      let near = true;
      for (let pos = 0; pos < length && near; pos++) {
        i++;
        const code = edge.charCodeAt(pos);
        const offset = i * columns;
        const above = offset - columns;
        let least = matrix[offset]!;
        const last = Math.min(size, i + distance);
        for (let j = Math.max(1, i - distance); j <= last; j++) {
          const replace = matrix[above + j - 1]! + (code === codes[j - 1] ? 0 : 1);
          const remove = matrix[above + j]! + 1;
          const insert = matrix[offset + j - 1]! + 1;
          let d = replace < remove ? replace : remove;
          if (insert < d) d = insert;
          if (over < d) d = over;
          matrix[offset + j] = d;
          if (d < least) least = d;
        }
        near = least <= distance;
      }
      if (near) walk(to, i, prefix + edge);
    }
  };
  walk(0, 0, '');
  return results;
}
