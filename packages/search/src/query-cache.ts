import { evictOldest } from './evict-oldest.js';
import { queryTerms } from './query-terms.js';
import { querySearchIndex, type QueryOptions } from './query-search-index.js';
import type { SearchIndex } from './search-index.js';
import type { SearchResult } from './search-section.js';

/** How many results (pages) the answers kept by a query cache may hold in all, by default. */
export const QUERY_CACHE_RESULTS = 20_000;

/** How many queries asked once a query cache remembers (their keys alone), to keep their answers when asked again. */
export const QUERY_CACHE_SEEN = 50_000;

/**
 * `querySearchIndex` with the answers of recent queries kept: the same terms (normalised, in the same
 * order) and limit on the same loaded index give the same results, so they are ranked once. An index
 * loaded again (a rebuild) is another index: its answers are computed afresh.
 */
export interface QueryCache {
  query(index: SearchIndex, query: string, opts?: QueryOptions): readonly SearchResult[];
}

/**
 * A query cache holding at most `maxResults` results in all, the least recently used answers leaving
 * first: a result is under a kilobyte, so the default bounds it near 20 MB whatever the traffic. It
 * keeps no index alive (answers are plain data; indexes are told apart through a weak map).
 *
 * An answer is kept the second time its query is asked within the last `maxSeen` new queries (about): a query
 * asked once, most of a search box's, would only push out an answer asked for again, and each answer kept lives
 * through the young generation's collections into the old one, to be collected there when it leaves. The keys
 * of queries asked once are kept in two generations: when the newer holds half of `maxSeen`, it becomes the older
 * and the older is dropped (no walk over a set's deleted entries).
 */
export function createQueryCache(
  maxResults: number = QUERY_CACHE_RESULTS,
  maxSeen: number = QUERY_CACHE_SEEN,
): QueryCache {
  const answers = new Map<string, readonly SearchResult[]>();
  let seen = new Set<string>();
  let seenBefore = new Set<string>();
  /** Whether `key` was asked before (and not yet kept); notes that it was, when not. */
  const askedBefore = (key: string): boolean => {
    if (seen.delete(key) || seenBefore.delete(key)) return true;
    seen.add(key);
    if (seen.size * 2 >= maxSeen) {
      seenBefore = seen;
      seen = new Set();
    }
    return false;
  };
  const indexIds = new WeakMap<SearchIndex, number>();
  let held = 0;
  let lastId = 0;
  const idOf = (index: SearchIndex) => {
    let id = indexIds.get(index);
    if (id === undefined) indexIds.set(index, (id = ++lastId));
    return id;
  };
  const keep = (key: string, results: readonly SearchResult[]) => {
    answers.set(key, results);
    held += results.length;
    evictOldest(
      answers,
      () => held > maxResults,
      (dropped) => (held -= dropped.length),
    );
  };
  return {
    query(index, query, opts = {}) {
      const key = `${idOf(index)}\n${opts.limit ?? ''}${opts.terms === false ? '-' : ''}\n${queryTerms(query).join(' ')}`;
      const known = answers.get(key);
      if (known) {
        // Most recently used last: taken out and put back.
        answers.delete(key);
        answers.set(key, known);
        return known;
      }
      const results = querySearchIndex(index, query, opts);
      if (askedBefore(key)) keep(key, results);
      return results;
    },
  };
}
