export type { Dialect, Migration, Queryable, Row, SqlValue, Store } from './store.js';
export { openStore, isPostgresUrl, SQLITE_FILE, type StoreOptions } from './open-store.js';
export { openSqliteStore } from './sqlite-store.js';
export { openPostgresStore, describePostgresUrl } from './postgres-store.js';
export { runMigrations, migrationStatements } from './run-migrations.js';
export { STORE_MIGRATIONS } from './store-migrations.js';
export {
  insertKey,
  findKey,
  listKeys,
  revokeKey,
  type KeyRecord,
  type KeyKind,
  type KeyAccess,
} from './api-keys-table.js';
export { recordKeyUse, keyUsage, type KeyUsage } from './api-usage-table.js';
export { hitRateLimit, pruneRateLimits, type RateLimitHit } from './rate-limit-counter.js';
export {
  ASSISTANT_MIGRATIONS,
  insertThread,
  findThread,
  insertTurn,
  threadTurns,
  listTurns,
  countTurns,
  type ThreadRecord,
  type TurnRecord,
  type TurnQuery,
} from './assistant-threads-table.js';
