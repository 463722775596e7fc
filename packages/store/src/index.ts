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
export { AGENT_JOB_MIGRATIONS } from './agent-job-migrations.js';
export {
  insertAgentJob,
  findAgentJob,
  listAgentJobs,
  addAgentJobPrompt,
  archiveAgentJob,
  type AgentJobRecord,
  type AgentJobStatus,
  type AgentJobTodo,
  type NewAgentJob,
} from './agent-jobs-table.js';
export {
  agentJobQueueStore,
  type AgentJobQueueStore,
  type ClaimedAgentJob,
  type AgentJobEnd,
} from './agent-job-queue-store.js';
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
