import { compareText } from './compare-text.js';

/** The two rows `editDistance` works in, grown as needed: no array made for each row of each comparison. */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Levenshtein distance when it is at most `max`, else `max + 1`. Only the cells within `max` of the diagonal are
 * computed (a cell further off is more than `max` away), each capped at `max + 1`, and the comparison ends as soon
 * as a whole row is over `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  // No distance is more than n + m: the cap fits the rows even when `max` is Infinity.
  const cap = Math.min(max, n + m) + 1;
  if (rowA.length <= m + 1) {
    rowA = new Int32Array(m + 2);
    rowB = new Int32Array(m + 2);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= m; j++) prev[j] = j < cap ? j : cap;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(m, i + max);
    cur[lo - 1] = lo === 1 && i < cap ? i : cap;
    let rowMin = cur[lo - 1]!;
    const ch = a.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const cost = ch === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (v > cap) v = cap;
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (hi < m) cur[hi + 1] = cap;
    if (rowMin > max) return max + 1;
    const done = prev;
    prev = cur;
    cur = done;
  }
  return prev[m]! > max ? max + 1 : prev[m]!;
}

const MAX_WORD = 500;

/**
 * The candidates closest to `word`, best first: case-insensitive edit distance within
 * about a third of the word's length, or a candidate that contains the word or is contained by it.
 */
export function closestMatches(word: string, candidates: Iterable<string>, limit = 3): string[] {
  // Nothing a person meant is this long; comparing a huge value with every candidate would take minutes.
  if (word.length > MAX_WORD) return [];
  const needle = word.toLowerCase();
  const budget = Math.max(1, Math.floor(needle.length / 3));
  const scored: { c: string; d: number }[] = [];
  for (const c of candidates) {
    const hay = c.toLowerCase();
    let d = editDistance(needle, hay, budget);
    if (d > budget && needle.length >= 3 && (hay.includes(needle) || needle.includes(hay))) {
      d = budget + 0.5;
    }
    if (d <= budget + 0.5) scored.push({ c, d });
  }
  scored.sort((x, y) => x.d - y.d || compareText(x.c, y.c));
  return scored.slice(0, limit).map((s) => s.c);
}

/** `Did you mean "x"?` or `Did you mean "x" or "y"?`, or undefined when nothing is close. */
export function didYouMean(
  word: string,
  candidates: Iterable<string>,
  limit = 2,
): string | undefined {
  const matches = closestMatches(word, candidates, limit);
  if (matches.length === 0) return undefined;
  return `Did you mean ${matches.map((m) => `"${m}"`).join(' or ')}?`;
}
