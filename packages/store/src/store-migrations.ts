import type { Migration } from './store.js';

/**
 * The store's own tables: API keys, their daily usage, and the rate-limit counters every server
 * shares. Other packages add theirs as their own migrations (see `Migration`).
 */
export const STORE_MIGRATIONS: readonly Migration[] = [
  {
    name: 'store/001-api-keys',
    up: `
      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        hash TEXT NOT NULL,
        hint TEXT NOT NULL,
        domain TEXT,
        project_id TEXT,
        access TEXT,
        allowed_cidrs TEXT NOT NULL,
        name TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT,
        revoked_at BIGINT,
        last_used_at BIGINT
      );
      CREATE INDEX api_keys_domain ON api_keys (domain);
      CREATE INDEX api_keys_project ON api_keys (project_id)`,
  },
  {
    name: 'store/002-api-usage',
    up: `
      CREATE TABLE api_usage (
        key_id TEXT NOT NULL,
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        requests BIGINT NOT NULL,
        PRIMARY KEY (key_id, day, route)
      )`,
  },
  {
    name: 'store/003-rate-limits',
    up: `
      CREATE TABLE rate_limits (
        bucket TEXT PRIMARY KEY,
        window_start BIGINT NOT NULL,
        hits BIGINT NOT NULL
      )`,
  },
];
