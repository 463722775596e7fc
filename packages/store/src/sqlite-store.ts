import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { orderParams, positionalParams } from './positional-params.js';
import type { Queryable, Row, SqlValue, Store } from './store.js';

type Statement = Database.Statement<unknown[], unknown>;

/** One prepared statement per SQL text, with its placeholder order. */
function statementCache(
  db: Database.Database,
): (sql: string) => { statement: Statement; order: readonly number[] } {
  const cache = new Map<string, { statement: Statement; order: readonly number[] }>();
  return (sql) => {
    let entry = cache.get(sql);
    if (!entry) {
      const converted = positionalParams(sql);
      entry = { statement: db.prepare(converted.sql), order: converted.order };
      cache.set(sql, entry);
    }
    return entry;
  };
}

/** The synchronous queries of one SQLite connection, behind the async interface. */
function sqliteQueries(db: Database.Database): Queryable {
  const prepare = statementCache(db);
  const all = <T extends Row>(sql: string, params: readonly SqlValue[] = []): T[] => {
    const { statement, order } = prepare(sql);
    const values = orderParams(order, params);
    if (statement.reader) return statement.all(...values) as T[];
    statement.run(...values);
    return [];
  };
  return {
    dialect: 'sqlite',
    all: async (sql, params) => all(sql, params),
    one: async <T extends Row = Row>(
      sql: string,
      params?: readonly SqlValue[],
    ): Promise<T | undefined> => all<T>(sql, params)[0],
    run: async (sql, params = []) => {
      const { statement, order } = prepare(sql);
      const values = orderParams(order, params);
      if (statement.reader) return { changes: statement.all(...values).length };
      return { changes: statement.run(...values).changes };
    },
  };
}

/**
 * A store on an SQLite file (created with its folder when missing, readable by the process's user only:
 * 0600 and 0700, SQLite gives its WAL files the file's mode), in WAL mode so that readers do not
 * wait for writers (synchronous NORMAL), and with a busy timeout so that a second process on the same file waits its turn.
 * Transactions are queued: while one runs, this process's other queries wait for it.
 */
export function openSqliteStore(file: string): Store {
  if (file !== ':memory:') {
    // Keys' hashes, threads and jobs are the server's alone: a new folder and file only its user can read.
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, 'a', 0o600));
  }
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // In WAL mode NORMAL syncs at checkpoints, not at every commit: a commit survives the process being
  // killed (kill -9), and only an operating-system crash or power loss can lose the last ones.
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  const queries = sqliteQueries(db);
  let tail: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
  const transaction = <T>(work: (tx: Queryable) => Promise<T>): Promise<T> =>
    queued(async () => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const value = await work(queries);
        db.exec('COMMIT');
        return value;
      } catch (error) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw error;
      }
    });
  return {
    dialect: 'sqlite',
    all: (sql, params) => queued(() => queries.all(sql, params)),
    one: (sql, params) => queued(() => queries.one(sql, params)),
    run: (sql, params) => queued(() => queries.run(sql, params)),
    transaction,
    skipLocked: '',
    location: `SQLite file ${file}`,
    close: () => queued(async () => void db.close()),
  };
}
