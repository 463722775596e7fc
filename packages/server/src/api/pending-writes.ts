import { recordKeyUse, type Store } from '@quire/store';
import { logSearches, type SearchLogRow } from './search-log.js';

/** How often the counts and the search log kept in memory are written to the store. */
export const FLUSH_EVERY_MS = 1000;
/** Past this many searches waiting (the store down for a while), the oldest are dropped and reported. */
const MAX_WAITING_SEARCHES = 100_000;

/**
 * What requests record without waiting for the store: each key's use per day and route, and the search
 * log. Written in one transaction every `FLUSH_EVERY_MS`, and by `flush` (before a read of the same
 * data, and when the server stops): a clean stop loses nothing, a kill -9 at most the last interval.
 */
export interface PendingWrites {
  countKeyUse(keyId: string, route: string, at: number): void;
  logSearch(row: SearchLogRow): void;
  /** Writes everything recorded so far; resolves once it is in the store. */
  flush(): Promise<void>;
  /** Stops the interval and flushes. */
  close(): Promise<void>;
}

interface KeyUse {
  readonly keyId: string;
  readonly route: string;
  at: number;
  requests: number;
}

const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export function createPendingWrites(
  store: Store,
  onError: (error: unknown) => void,
  intervalMs = FLUSH_EVERY_MS,
): PendingWrites {
  let uses = new Map<string, KeyUse>();
  let searches: SearchLogRow[] = [];
  let last: Promise<void> = Promise.resolve();
  const countKeyUse = (keyId: string, route: string, at: number, requests = 1) => {
    const name = `${keyId}\n${dayOf(at)}\n${route}`;
    const use = uses.get(name);
    if (!use) uses.set(name, { keyId, route, at, requests });
    else {
      use.at = Math.max(use.at, at);
      use.requests += requests;
    }
  };
  const write = async () => {
    if (uses.size === 0 && searches.length === 0) return;
    const [takenUses, takenSearches] = [uses, searches];
    [uses, searches] = [new Map(), []];
    try {
      await store.transaction(async (tx) => {
        for (const u of takenUses.values())
          await recordKeyUse(tx, u.keyId, u.route, u.at, u.requests);
        await logSearches(tx, takenSearches);
      });
    } catch (error) {
      onError(error);
      for (const u of takenUses.values()) countKeyUse(u.keyId, u.route, u.at, u.requests);
      searches = [...takenSearches, ...searches].slice(-MAX_WAITING_SEARCHES);
    }
  };
  const flush = () => (last = last.then(write));
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    countKeyUse: (keyId, route, at) => countKeyUse(keyId, route, at),
    logSearch: (row) => void searches.push(row),
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
