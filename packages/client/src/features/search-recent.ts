const MAX = 6;

/** Recent searches, kept per index in localStorage (nothing is kept when storage is disabled). */
export interface RecentSearches {
  list(): string[];
  remember(query: string): void;
}

export function createRecentSearches(storage: Storage | undefined, key: string): RecentSearches {
  const name = `quire-search-recent:${key}`;
  const list = (): string[] => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(name) ?? '[]');
      return Array.isArray(value)
        ? value.filter((q): q is string => typeof q === 'string').slice(0, MAX)
        : [];
    } catch {
      return [];
    }
  };
  return {
    list,
    remember(query) {
      const q = query.trim();
      if (!q) return;
      try {
        storage?.setItem(
          name,
          JSON.stringify(
            [q, ...list().filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX),
          ),
        );
      } catch {
        // Full or disabled storage: searching still works.
      }
    },
  };
}
