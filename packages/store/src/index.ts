// What the server, the agent, the CLI and the tests' shared support use.
export type { Migration, Queryable, Row, SqlValue, Store } from './store.js';
export { openStore } from './open-store.js';
export { openSqliteStore } from './sqlite-store.js';
export { runMigrations } from './run-migrations.js';
export {
  insertKey,
  findKey,
  listKeys,
  revokeKey,
  type KeyRecord,
  type KeyKind,
  type KeyAccess,
} from './api-keys-table.js';
export { recordKeyUse, keyUsage } from './api-usage-table.js';
export { hitRateLimit, reserveRateLimit, pruneRateLimits } from './rate-limit-counter.js';
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
} from './assistant-threads-table.js';
