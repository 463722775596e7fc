import type { Migration, Queryable } from '@quire/store';

/**
 * Page views: one row per view, with an anonymous visitor id (a hash of the day's secret salt, the
 * address and the user agent; neither is stored) and whether an AI agent made it. The salt of the
 * day is kept only while it is the day's: once the day is over nobody can tell whose a hash was.
 */
export const PAGE_VIEWS_MIGRATIONS: readonly Migration[] = [
  {
    name: 'traffic/001-page-views',
    up: `
      CREATE TABLE page_views (
        domain TEXT NOT NULL,
        path TEXT NOT NULL,
        visitor TEXT NOT NULL,
        ai INTEGER NOT NULL,
        at BIGINT NOT NULL
      );
      CREATE INDEX page_views_domain_at ON page_views (domain, at);
      CREATE TABLE visitor_salts (
        day TEXT PRIMARY KEY,
        salt TEXT NOT NULL
      )`,
  },
];

export interface PageView {
  readonly domain: string;
  readonly path: string;
  readonly visitor: string;
  readonly ai: boolean;
  readonly at: number;
}

export async function insertPageView(db: Queryable, view: PageView): Promise<void> {
  await db.run(
    'INSERT INTO page_views (domain, path, visitor, ai, at) VALUES ($1, $2, $3, $4, $5)',
    [view.domain, view.path, view.visitor, view.ai ? 1 : 0, view.at],
  );
}

/**
 * The salt of `day` (`2024-05-01`), shared by every server on the store: `candidate` when this is the
 * first view of the day. The salts of earlier days are deleted.
 */
export async function daySalt(db: Queryable, day: string, candidate: string): Promise<string> {
  await db.run(
    'INSERT INTO visitor_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
    [day, candidate],
  );
  await db.run('DELETE FROM visitor_salts WHERE day < $1', [day]);
  const row = await db.one<{ salt: string }>('SELECT salt FROM visitor_salts WHERE day = $1', [
    day,
  ]);
  return row?.salt ?? candidate;
}

/** Human, AI and all: views (events), or distinct visitors. */
export interface TrafficCounts {
  readonly human: number;
  readonly ai: number;
  readonly total: number;
}

export interface TrafficRange {
  readonly domain: string;
  readonly from: number;
  readonly to: number;
}

const VIEWS = `SUM(CASE WHEN ai = 0 THEN 1 ELSE 0 END) AS human, SUM(ai) AS ai, COUNT(*) AS total`;
const VISITORS = `COUNT(DISTINCT CASE WHEN ai = 0 THEN visitor END) AS human,
  COUNT(DISTINCT CASE WHEN ai = 1 THEN visitor END) AS ai, COUNT(DISTINCT visitor) AS total`;

const countsOf = (
  row: { human?: unknown; ai?: unknown; total?: unknown } | undefined,
): TrafficCounts => ({
  human: Number(row?.human ?? 0),
  ai: Number(row?.ai ?? 0),
  total: Number(row?.total ?? 0),
});

/** The site-wide counts and a page of per-path counts (most first), of views or of visitors. */
export async function trafficByPath(
  db: Queryable,
  what: 'views' | 'visitors',
  range: TrafficRange,
  page: { readonly limit: number; readonly offset: number },
): Promise<{
  readonly totals: TrafficCounts;
  readonly paths: (TrafficCounts & { path: string })[];
}> {
  const counts = what === 'views' ? VIEWS : VISITORS;
  const params = [range.domain, range.from, range.to];
  const filter = 'domain = $1 AND at >= $2 AND at < $3';
  const totals = await db.one(`SELECT ${counts} FROM page_views WHERE ${filter}`, params);
  const rows = await db.all<{ path: string; human: unknown; ai: unknown; total: unknown }>(
    `SELECT path, ${counts} FROM page_views WHERE ${filter} GROUP BY path ORDER BY total DESC, path LIMIT $4 OFFSET $5`,
    [...params, page.limit, page.offset],
  );
  return { totals: countsOf(totals), paths: rows.map((r) => ({ path: r.path, ...countsOf(r) })) };
}
