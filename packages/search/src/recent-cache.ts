import { evictOldest } from './evict-oldest.js';

/** Values made when first asked for, kept for the `limit` keys asked for most recently. */
export interface RecentCache<K, V> {
  /** The value kept for `key`, else the one `make` gives (kept from then on). */
  get(key: K, make: () => V): V;
  clear(): void;
}

export function createRecentCache<K, V>(limit: number): RecentCache<K, V> {
  const entries = new Map<K, V>();
  return {
    get(key, make) {
      if (entries.has(key)) {
        // Most recently asked for last.
        const known = entries.get(key) as V;
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      const made = make();
      entries.set(key, made);
      evictOldest(
        entries,
        () => entries.size > limit,
        () => undefined,
      );
      return made;
    },
    clear: () => entries.clear(),
  };
}
