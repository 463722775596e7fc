/** Levenshtein distance with an early exit once it exceeds `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length] ?? 0;
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
  scored.sort((x, y) => x.d - y.d || x.c.localeCompare(y.c));
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
