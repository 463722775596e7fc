import type { Migration, Queryable, SqlValue } from '@quire/store';

/** Where a piece of feedback came from, in the reference's words. */
export type FeedbackSource = 'thumbs_only' | 'contextual' | 'agent' | 'code_snippet';
export type FeedbackStatus = 'pending' | 'in_progress' | 'resolved' | 'dismissed';

export const FEEDBACK_SOURCES: readonly FeedbackSource[] = [
  'code_snippet',
  'contextual',
  'agent',
  'thumbs_only',
];
export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = [
  'pending',
  'in_progress',
  'resolved',
  'dismissed',
];

/** Feedback on the site's pages: readers' votes and comments, and what agents report through MCP. */
export const PAGE_FEEDBACK_MIGRATIONS: readonly Migration[] = [
  {
    name: 'feedback/001-page-feedback',
    up: `
      CREATE TABLE page_feedback (
        id TEXT PRIMARY KEY,
        domain TEXT NOT NULL,
        path TEXT NOT NULL,
        source TEXT NOT NULL,
        helpful INTEGER,
        comment TEXT,
        status TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX page_feedback_domain ON page_feedback (domain, id)`,
  },
];

/** One piece of feedback. `id` is a ULID: time-ordered, and the cursor of the list. */
export interface FeedbackRecord {
  readonly id: string;
  readonly domain: string;
  /** The page's URL path (`/guides/setup`). */
  readonly path: string;
  readonly source: FeedbackSource;
  /** The vote; undefined for feedback without one (code snippets). */
  readonly helpful?: boolean | undefined;
  readonly comment: string | null;
  readonly status: FeedbackStatus;
  readonly createdAt: number;
}

export interface FeedbackFilter {
  readonly domain: string;
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly sources?: readonly FeedbackSource[] | undefined;
  readonly statuses?: readonly FeedbackStatus[] | undefined;
}

export async function insertFeedback(db: Queryable, f: FeedbackRecord): Promise<void> {
  await db.run(
    'INSERT INTO page_feedback (id, domain, path, source, helpful, comment, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      f.id,
      f.domain,
      f.path,
      f.source,
      f.helpful === undefined ? null : f.helpful ? 1 : 0,
      f.comment,
      f.status,
      f.createdAt,
    ],
  );
}

/**
 * Adds a reader's comment to their vote (a `thumbs_only` entry without one, younger than `since`),
 * which makes it `contextual`; false when there is no such vote.
 */
export async function addFeedbackComment(
  db: Queryable,
  domain: string,
  id: string,
  comment: string,
  since: number,
): Promise<boolean> {
  const { changes } = await db.run(
    "UPDATE page_feedback SET comment = $1, source = 'contextual' WHERE id = $2 AND domain = $3 AND source = 'thumbs_only' AND comment IS NULL AND created_at >= $4",
    [comment, id, domain, since],
  );
  return changes > 0;
}

/** The WHERE clause of a filter, with its parameters from `$first` on. */
function where(filter: FeedbackFilter, first = 1): { sql: string; params: SqlValue[] } {
  const params: SqlValue[] = [filter.domain];
  const parts = [`domain = $${first}`];
  const add = (sql: (n: number) => string, value: SqlValue) => {
    params.push(value);
    parts.push(sql(first + params.length - 1));
  };
  if (filter.from !== undefined) add((n) => `created_at >= $${n}`, filter.from);
  if (filter.to !== undefined) add((n) => `created_at < $${n}`, filter.to);
  for (const [column, values] of [
    ['source', filter.sources],
    ['status', filter.statuses],
  ] as const) {
    if (!values) continue;
    const start = first + params.length;
    params.push(...values);
    parts.push(`${column} IN (${values.map((_, i) => `$${start + i}`).join(', ')})`);
  }
  return { sql: parts.join(' AND '), params };
}

interface FeedbackRow {
  [column: string]: unknown;
  id: string;
  domain: string;
  path: string;
  source: string;
  helpful: number | null;
  comment: string | null;
  status: string;
  created_at: number;
}

const recordOf = (row: FeedbackRow): FeedbackRecord => ({
  id: row.id,
  domain: row.domain,
  path: row.path,
  source: row.source as FeedbackSource,
  helpful: row.helpful === null ? undefined : Number(row.helpful) === 1,
  comment: row.comment,
  status: row.status as FeedbackStatus,
  createdAt: Number(row.created_at),
});

/** Feedback matching the filter, newest first, `limit` of it, older than the entry `before`. */
export async function listFeedback(
  db: Queryable,
  filter: FeedbackFilter & { readonly before?: string | undefined; readonly limit: number },
): Promise<FeedbackRecord[]> {
  const { sql, params } = where(filter);
  const before = filter.before === undefined ? '' : ` AND id < $${params.length + 1}`;
  if (filter.before !== undefined) params.push(filter.before);
  const rows = await db.all<FeedbackRow>(
    `SELECT * FROM page_feedback WHERE ${sql}${before} ORDER BY id DESC LIMIT $${params.length + 1}`,
    [...params, filter.limit],
  );
  return rows.map(recordOf);
}

export interface PageFeedbackCounts {
  readonly path: string;
  readonly thumbsUp: number;
  readonly thumbsDown: number;
  readonly code: number;
  readonly total: number;
}

/** Feedback counted by page, the pages with the most first. */
export async function feedbackByPage(
  db: Queryable,
  filter: FeedbackFilter & { readonly limit: number },
): Promise<PageFeedbackCounts[]> {
  const { sql, params } = where(filter);
  const rows = await db.all<{
    path: string;
    up: number;
    down: number;
    code: number;
    total: number;
  }>(
    `SELECT path,
       SUM(CASE WHEN helpful = 1 THEN 1 ELSE 0 END) AS up,
       SUM(CASE WHEN helpful = 0 THEN 1 ELSE 0 END) AS down,
       SUM(CASE WHEN source = 'code_snippet' THEN 1 ELSE 0 END) AS code,
       COUNT(*) AS total
     FROM page_feedback WHERE ${sql} GROUP BY path ORDER BY total DESC, path LIMIT $${params.length + 1}`,
    [...params, filter.limit],
  );
  return rows.map((r) => ({
    path: r.path,
    thumbsUp: Number(r.up),
    thumbsDown: Number(r.down),
    code: Number(r.code),
    total: Number(r.total),
  }));
}
