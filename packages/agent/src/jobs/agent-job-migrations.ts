import type { Migration } from '@quire/store';

/** The agent-job queue: one row per job, with its lease (who runs it, until when) and its session fields. Names are permanent. */
export const AGENT_JOB_MIGRATIONS: readonly Migration[] = [
  {
    name: 'agent/001-jobs',
    up: `
      CREATE TABLE agent_jobs (
        id TEXT PRIMARY KEY,
        project_id TEXT NOT NULL,
        status TEXT NOT NULL,
        prompts TEXT NOT NULL,
        title TEXT NOT NULL,
        model TEXT NOT NULL,
        repository TEXT NOT NULL,
        base_branch TEXT NOT NULL,
        branch TEXT NOT NULL,
        pr_link TEXT,
        hault_reason TEXT NOT NULL,
        failure TEXT,
        message_to_user TEXT NOT NULL,
        todos TEXT NOT NULL,
        user_id TEXT,
        attempts INTEGER NOT NULL,
        lease_owner TEXT,
        lease_until BIGINT,
        created_at BIGINT NOT NULL,
        ended_at BIGINT,
        archived_at BIGINT
      );
      CREATE INDEX agent_jobs_project ON agent_jobs (project_id, created_at);
      CREATE INDEX agent_jobs_queue ON agent_jobs (status, created_at)`,
  },
  {
    // The reference API's spelling stays on the wire; the column says what it holds.
    name: 'agent/002-halt-reason',
    up: 'ALTER TABLE agent_jobs RENAME COLUMN hault_reason TO halt_reason',
  },
  {
    name: 'agent/003-draft',
    up: 'ALTER TABLE agent_jobs ADD COLUMN draft INTEGER NOT NULL DEFAULT 0',
  },
];
