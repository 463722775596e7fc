import type { SiteContent } from './site-content.js';

/** How far the server is with loading its sites' search indexes at start. */
export interface SearchWarmupStatus {
  /** True once every index was loaded (or found unreadable): searches answer without loading first. */
  readonly ready: boolean;
  /** Indexes loaded so far. */
  readonly loaded: number;
  /** Indexes that could not be loaded (missing or broken files); searches on them answer an error. */
  readonly failed: number;
}

export interface SearchWarmup {
  status(): SearchWarmupStatus;
  /** Resolves (never rejects) once the status is ready, or once stopped. */
  readonly done: Promise<SearchWarmupStatus>;
  /** Loads no further index (the server is closing). */
  stop(): void;
}

/**
 * Loads every search index of `sites`, one at a time (so that a server with many sites and
 * languages holds one index being parsed at once), in the background: a search that comes first
 * waits for the same load (see `createSharedIndexLoads`) rather than starting its own.
 */
export function warmSearchIndexes(sites: Iterable<SiteContent>): SearchWarmup {
  let loaded = 0;
  let failed = 0;
  let ready = false;
  let stopped = false;
  const status = (): SearchWarmupStatus => ({ ready, loaded, failed });
  const done = (async () => {
    for (const site of sites) {
      const filters = await site.indexes().catch(() => []);
      for (const filter of filters) {
        if (stopped) return status();
        const index = await site.searchIndex(filter).catch(() => undefined);
        if (index) loaded++;
        else failed++;
      }
    }
    ready = true;
    return status();
  })();
  return { status, done, stop: () => void (stopped = true) };
}
