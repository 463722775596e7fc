import { join } from 'node:path';
import { openPostgresStore } from './postgres-store.js';
import { runMigrations } from './run-migrations.js';
import { openSqliteStore } from './sqlite-store.js';
import { STORE_MIGRATIONS } from './store-migrations.js';
import type { Migration, Store } from './store.js';

export interface StoreOptions {
  /** `postgres://…` (or `postgresql://…`) to share one database between servers; otherwise SQLite. */
  readonly databaseUrl?: string | undefined;
  /** The server's data folder: the SQLite file is `<dataDir>/quire.db`. */
  readonly dataDir: string;
  /** Migrations of other packages, run after the store's own, in this order. */
  readonly migrations?: readonly Migration[];
}

export const SQLITE_FILE = 'quire.db';

/** True for a `postgres://` or `postgresql://` URL. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//i.test(url);

/**
 * Opens the database (SQLite under the data folder, or Postgres when given its URL) and brings its
 * schema up to date. Closes it again when a migration fails, and rethrows.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  const store = isPostgresUrl(options.databaseUrl)
    ? openPostgresStore(options.databaseUrl)
    : openSqliteStore(join(options.dataDir, SQLITE_FILE));
  try {
    await runMigrations(store, [...STORE_MIGRATIONS, ...(options.migrations ?? [])]);
    return store;
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
}
