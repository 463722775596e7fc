/**
 * The deepest folder that holds more than half of `paths` (page paths such as `fr/guides/a`),
 * as segments; `[]` when no folder does.
 */
export function majorityPrefix(paths: readonly string[]): string[] {
  const prefix: string[] = [];
  let candidates = paths.map((p) => p.split('/').slice(0, -1));
  for (;;) {
    const depth = prefix.length;
    const counts = new Map<string, number>();
    for (const dirs of candidates) {
      const segment = dirs[depth];
      if (segment !== undefined) counts.set(segment, (counts.get(segment) ?? 0) + 1);
    }
    const best = [...counts].find(([, n]) => n * 2 > paths.length);
    if (!best) return prefix;
    prefix.push(best[0]);
    candidates = candidates.filter((dirs) => dirs[depth] === best[0]);
  }
}

/**
 * Cuts the prefixes of sibling divisions (the languages or versions of one array) just after the
 * first segment where they differ, so that `v1/guides` and `v2/api` become `v1` and `v2`.
 */
export function alignPrefixes(prefixes: readonly string[][]): string[][] {
  if (prefixes.length < 2) return prefixes.map((p) => [...p]);
  const longest = Math.max(...prefixes.map((p) => p.length));
  let depth = 0;
  while (
    depth < longest &&
    prefixes.every((p) => p[depth] !== undefined && p[depth] === prefixes[0]?.[depth])
  )
    depth++;
  return prefixes.map((p) => p.slice(0, depth + 1));
}
