/** Which database a store talks to. */
export type Dialect = 'sqlite' | 'postgres';

/**
 * A value bound to a placeholder. Booleans are stored as INTEGER 0/1 and times as BIGINT epoch
 * milliseconds, so that both databases read them back as numbers.
 */
export type SqlValue = string | number | null;

/** A row as the driver returns it: column name → value. */
export type Row = Record<string, unknown>;

/**
 * What both a store and an open transaction can do. SQL uses `$1`, `$2`, … placeholders on both
 * databases (the SQLite driver rewrites them), and only syntax both understand: `INSERT … ON CONFLICT
 * (…) DO UPDATE`, `RETURNING`, `CASE`, `COALESCE`, `LIMIT`. Types: TEXT, INTEGER, BIGINT, DOUBLE PRECISION.
 */
export interface Queryable {
  readonly dialect: Dialect;
  /** The rows of a query (a SELECT, or a statement with RETURNING). */
  all<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row of a query, or undefined. */
  one<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; `changes` is how many rows it inserted, updated or deleted. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ readonly changes: number }>;
}

/** The database of a service process: one per process, shared by every route. */
export interface Store extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. On SQLite
   * the transaction holds the database's write lock from its start (BEGIN IMMEDIATE) and other queries
   * of this process wait for it; on Postgres it runs on its own pooled connection.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Appended to the SELECT of a claim: ` FOR UPDATE SKIP LOCKED` on Postgres, empty on SQLite (whose
   * transactions are serialized). A claim is then, inside `transaction`:
   * `UPDATE jobs SET worker = $1 WHERE id = (SELECT id FROM jobs WHERE … ORDER BY … LIMIT 1${store.skipLocked}) RETURNING *`.
   */
  readonly skipLocked: string;
  /** Where the data is, for messages: `SQLite file /…/quire.db` or `Postgres at host:port/db` (no password). */
  readonly location: string;
  close(): Promise<void>;
}

/**
 * One step of the schema. Migrations run in list order on start, each once (recorded by name in
 * `quire_migrations`), in one transaction under a lock so that servers starting together do not race.
 * Names are permanent and namespaced by package: `store/001-keys`, `assistant/001-threads`.
 */
export interface Migration {
  readonly name: string;
  /** SQL statements separated by `;`, or a function of the dialect where the two must differ. */
  readonly up: string | ((dialect: Dialect) => string);
}
