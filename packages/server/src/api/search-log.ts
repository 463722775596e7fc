import { randomUUID } from 'node:crypto';
import type { Migration, Queryable } from '@quire/store';

/** The searches the search endpoint answered, per domain: what the search analytics endpoint aggregates. */
export const SEARCH_LOG_MIGRATIONS: readonly Migration[] = [
  {
    name: 'discovery/001-search-log',
    up: `
      CREATE TABLE search_log (
        id TEXT PRIMARY KEY,
        domain TEXT NOT NULL,
        query TEXT NOT NULL,
        results INTEGER NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX search_log_domain_at ON search_log (domain, at)`,
  },
];

export async function logSearch(
  db: Queryable,
  domain: string,
  query: string,
  results: number,
  at: number,
): Promise<void> {
  await db.run(
    'INSERT INTO search_log (id, domain, query, results, at) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), domain, query.trim().toLowerCase(), results, at],
  );
}

export interface SearchTerm {
  readonly searchQuery: string;
  readonly hits: number;
  readonly lastSearchedAt: number;
}

/** The terms searched on a domain in [from, to), most searched first, and the number of searches in all. */
export async function searchTerms(
  db: Queryable,
  domain: string,
  from: number,
  to: number,
  limit: number,
  offset: number,
): Promise<{ readonly terms: SearchTerm[]; readonly total: number }> {
  const rows = await db.all<{ query: string; hits: number; last: number }>(
    'SELECT query, COUNT(*) AS hits, MAX(at) AS last FROM search_log WHERE domain = $1 AND at >= $2 AND at < $3 GROUP BY query ORDER BY hits DESC, query LIMIT $4 OFFSET $5',
    [domain, from, to, limit, offset],
  );
  const total = await db.one<{ n: number }>(
    'SELECT COUNT(*) AS n FROM search_log WHERE domain = $1 AND at >= $2 AND at < $3',
    [domain, from, to],
  );
  return {
    terms: rows.map((r) => ({
      searchQuery: r.query,
      hits: Number(r.hits),
      lastSearchedAt: Number(r.last),
    })),
    total: Number(total?.n ?? 0),
  };
}
