import type { ImportRef } from './link-ref.js';

/**
 * The URLs each snippet shows up at: those of the pages that import it, directly or through other snippets.
 * `imports` lists the imports of every parsed file; `pageUrls` the URLs of the page files.
 */
export function snippetUrls(
  imports: ReadonlyMap<string, readonly ImportRef[]>,
  pageUrls: ReadonlyMap<string, readonly string[]>,
  files: ReadonlySet<string>,
): Map<string, string[]> {
  const importers = new Map<string, Set<string>>();
  for (const [importer, list] of imports) {
    for (const imp of list) {
      const target = imp.candidates.find((c) => files.has(c));
      if (target === undefined) continue;
      const set = importers.get(target) ?? new Set<string>();
      set.add(importer);
      importers.set(target, set);
    }
  }
  const out = new Map<string, string[]>();
  const urlsOf = (file: string, seen: Set<string>): string[] => {
    const own = pageUrls.get(file);
    if (own) return [...own];
    if (seen.has(file)) return [];
    seen.add(file);
    return [...new Set([...(importers.get(file) ?? [])].flatMap((i) => urlsOf(i, seen)))];
  };
  for (const file of importers.keys())
    if (!pageUrls.has(file)) out.set(file, urlsOf(file, new Set()));
  return out;
}
