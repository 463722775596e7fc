import type { Migration, Queryable } from './store.js';

/**
 * The assistant's tables: a thread per conversation, a turn per question and its answer. Ids are
 * ULIDs (time-ordered), so a turn's id is also the cursor of the analytics list.
 */
export const ASSISTANT_MIGRATIONS: readonly Migration[] = [
  {
    name: 'assistant/001-threads',
    up: `
      CREATE TABLE assistant_threads (
        id TEXT PRIMARY KEY,
        domain TEXT NOT NULL,
        fp TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE assistant_turns (
        id TEXT PRIMARY KEY,
        thread_id TEXT NOT NULL,
        domain TEXT NOT NULL,
        fp TEXT NOT NULL,
        query TEXT NOT NULL,
        response TEXT NOT NULL,
        sources TEXT NOT NULL,
        status TEXT NOT NULL,
        page_url TEXT,
        asked_at BIGINT NOT NULL,
        answered_at BIGINT NOT NULL
      );
      CREATE INDEX assistant_turns_thread ON assistant_turns (thread_id, id);
      CREATE INDEX assistant_turns_domain ON assistant_turns (domain, id)`,
  },
];

export interface ThreadRecord {
  readonly id: string;
  readonly domain: string;
  readonly fp: string;
  readonly createdAt: number;
}

/** A question and its answer. `status`: `answered` (cited the docs), `unanswered` (found nothing), `failed`, or `aborted` (the reader left). */
export interface TurnRecord {
  readonly id: string;
  readonly threadId: string;
  readonly domain: string;
  readonly fp: string;
  readonly query: string;
  readonly response: string;
  readonly sources: readonly { readonly title: string; readonly url: string }[];
  readonly status: 'answered' | 'unanswered' | 'failed' | 'aborted';
  /** The page the question was asked on. */
  readonly pageUrl: string | null;
  readonly askedAt: number;
  readonly answeredAt: number;
}

interface TurnRow {
  [column: string]: unknown;
  id: string;
  thread_id: string;
  domain: string;
  fp: string;
  query: string;
  response: string;
  sources: string;
  status: string;
  page_url: string | null;
  asked_at: number;
  answered_at: number;
}

const STATUSES = new Set<TurnRecord['status']>(['answered', 'unanswered', 'failed', 'aborted']);

const turnOf = (row: TurnRow): TurnRecord => ({
  id: row.id,
  threadId: row.thread_id,
  domain: row.domain,
  fp: row.fp,
  query: row.query,
  response: row.response,
  sources: JSON.parse(row.sources) as TurnRecord['sources'],
  status: STATUSES.has(row.status as TurnRecord['status'])
    ? (row.status as TurnRecord['status'])
    : 'answered',
  pageUrl: row.page_url,
  askedAt: Number(row.asked_at),
  answeredAt: Number(row.answered_at),
});

export async function insertThread(db: Queryable, thread: ThreadRecord): Promise<void> {
  await db.run(
    'INSERT INTO assistant_threads (id, domain, fp, created_at) VALUES ($1, $2, $3, $4)',
    [thread.id, thread.domain, thread.fp, thread.createdAt],
  );
}

/** The thread with this id on this domain (a thread of another domain is not found). */
export async function findThread(
  db: Queryable,
  domain: string,
  id: string,
): Promise<ThreadRecord | undefined> {
  const row = await db.one<{ id: string; domain: string; fp: string; created_at: number }>(
    'SELECT * FROM assistant_threads WHERE id = $1 AND domain = $2',
    [id, domain],
  );
  return row
    ? { id: row.id, domain: row.domain, fp: row.fp, createdAt: Number(row.created_at) }
    : undefined;
}

export async function insertTurn(db: Queryable, turn: TurnRecord): Promise<void> {
  await db.run(
    `INSERT INTO assistant_turns (id, thread_id, domain, fp, query, response, sources, status, page_url, asked_at, answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      turn.id,
      turn.threadId,
      turn.domain,
      turn.fp,
      turn.query,
      turn.response,
      JSON.stringify(turn.sources),
      turn.status,
      turn.pageUrl,
      turn.askedAt,
      turn.answeredAt,
    ],
  );
}

/** The turns of a thread, oldest first. */
export async function threadTurns(db: Queryable, threadId: string): Promise<TurnRecord[]> {
  return (
    await db.all<TurnRow>('SELECT * FROM assistant_turns WHERE thread_id = $1 ORDER BY id', [
      threadId,
    ])
  ).map(turnOf);
}

export interface TurnQuery {
  readonly domain: string;
  /** Asked at or after (epoch ms). */
  readonly from?: number | undefined;
  /** Asked before (epoch ms, exclusive). */
  readonly to?: number | undefined;
  /** Turns after this id (the previous page's cursor). */
  readonly after?: string | undefined;
  readonly limit: number;
}

/** A domain's turns in the order they were asked, a page at a time. */
export async function listTurns(db: Queryable, q: TurnQuery): Promise<TurnRecord[]> {
  const rows = await db.all<TurnRow>(
    `SELECT * FROM assistant_turns WHERE domain = $1 AND asked_at >= $2 AND asked_at < $3 AND id > $4 ORDER BY id LIMIT $5`,
    [q.domain, q.from ?? 0, q.to ?? Number.MAX_SAFE_INTEGER, q.after ?? '', q.limit],
  );
  return rows.map(turnOf);
}

/** How many of a domain's turns were asked in a date range, and how many of them named the page they were asked on. */
export async function countTurns(
  db: Queryable,
  q: Omit<TurnQuery, 'after' | 'limit'>,
): Promise<{ readonly total: number; readonly onPage: number }> {
  const rows = await db.all<{ [column: string]: unknown; total: unknown; on_page: unknown }>(
    'SELECT COUNT(*) AS total, COUNT(page_url) AS on_page FROM assistant_turns WHERE domain = $1 AND asked_at >= $2 AND asked_at < $3',
    [q.domain, q.from ?? 0, q.to ?? Number.MAX_SAFE_INTEGER],
  );
  return { total: Number(rows[0]?.total ?? 0), onPage: Number(rows[0]?.on_page ?? 0) };
}
