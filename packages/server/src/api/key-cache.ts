import { findKey, type KeyRecord, type Queryable } from '@quire/store';

/**
 * How long a server answers from the key it read, before reading it again: a key revoked (or created)
 * by `quire keys` or by another server takes effect on every server within this bound.
 */
export const KEY_CACHE_MS = 1000;

/** Past this many cached ids (a flood of made-up keys), the cache starts again empty. */
const MAX_CACHED_KEYS = 10_000;

/** The stored keys by id, read from the store at most once per `KEY_CACHE_MS` each. */
export interface KeyCache {
  find(id: string, now: number): Promise<KeyRecord | undefined>;
}

interface Entry {
  readonly readAt: number;
  readonly key: Promise<KeyRecord | undefined>;
}

/**
 * A key cache over the store. Requests that arrive together for a key not yet read share one read;
 * a failed read is not kept. Unknown ids are cached too, so a flood of them reads each once a second.
 */
export function createKeyCache(db: Queryable, ttlMs = KEY_CACHE_MS): KeyCache {
  const entries = new Map<string, Entry>();
  return {
    find(id, now) {
      const cached = entries.get(id);
      if (cached && now - cached.readAt < ttlMs && now >= cached.readAt) return cached.key;
      if (entries.size >= MAX_CACHED_KEYS) entries.clear();
      const key = findKey(db, id);
      const entry = { readAt: now, key };
      entries.set(id, entry);
      key.catch(() => {
        if (entries.get(id) === entry) entries.delete(id);
      });
      return key;
    },
  };
}
