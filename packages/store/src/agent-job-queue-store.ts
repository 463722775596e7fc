import type { Store } from './store.js';

/** What a worker gets when it claims a job. */
export interface ClaimedAgentJob {
  readonly id: string;
  readonly projectId: string;
  readonly prompts: readonly string[];
  readonly attempts: number;
}

/** How a job ended: the columns the worker writes. */
export interface AgentJobEnd {
  readonly status: 'completed' | 'failed';
  readonly prLink: string | null;
  readonly haultReason: string;
  readonly failure: string | null;
  readonly branch: string | null;
  readonly todos: readonly unknown[];
  readonly messageToUser: string;
}

/**
 * The queue operations on the `agent_jobs` rows. A claim picks the oldest active job nobody holds, in one
 * transaction, with `FOR UPDATE SKIP LOCKED` on Postgres (SQLite serializes write transactions), so that
 * each job is held by one server at a time however many share the database.
 */
export function agentJobQueueStore(store: Store, now: () => number = Date.now) {
  const held = `id = $1 AND lease_owner = $2 AND status = 'active'`;
  return {
    /** The oldest active job nobody holds; a job whose lease ran out is taken over, except from `owner` itself (it is still running it). */
    async claim(
      owner: string,
      leaseMs: number,
      maxAttempts: number,
    ): Promise<ClaimedAgentJob | undefined> {
      return store.transaction(async (tx) => {
        const t = now();
        const row = await tx.one(
          `UPDATE agent_jobs SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
           WHERE id = (SELECT id FROM agent_jobs WHERE status = 'active' AND attempts < $3 AND (lease_until IS NULL OR (lease_until < $4 AND lease_owner <> $1))
                       ORDER BY created_at, id LIMIT 1${store.skipLocked})
           RETURNING id, project_id, prompts, attempts`,
          [owner, t + leaseMs, maxAttempts, t],
        );
        if (!row) return undefined;
        const prompts: unknown = JSON.parse(String(row.prompts));
        return {
          id: String(row.id),
          projectId: String(row.project_id),
          prompts: Array.isArray(prompts) ? prompts.map(String) : [],
          attempts: Number(row.attempts),
        };
      });
    },
    /** `owner`'s own jobs are left alone: it is running them, only late with its heartbeat. */
    async failAbandoned(
      owner: string,
      maxAttempts: number,
      reason: (attempts: number) => string,
    ): Promise<number> {
      const rows = await store.all(
        `SELECT id, attempts FROM agent_jobs WHERE status = 'active' AND attempts >= $1 AND lease_until IS NOT NULL AND lease_until < $2 AND lease_owner <> $3`,
        [maxAttempts, now(), owner],
      );
      let failed = 0;
      for (const row of rows) {
        const text = reason(Number(row.attempts));
        const result = await store.run(
          `UPDATE agent_jobs SET status = 'failed', hault_reason = 'interrupted', failure = $1, message_to_user = $1, ended_at = $2, lease_owner = NULL, lease_until = NULL
           WHERE id = $3 AND status = 'active' AND lease_until < $2`,
          [text, now(), String(row.id)],
        );
        failed += result.changes;
      }
      return failed;
    },
    async heartbeat(id: string, owner: string, leaseMs: number): Promise<boolean> {
      return (
        (
          await store.run(`UPDATE agent_jobs SET lease_until = $3 WHERE ${held}`, [
            id,
            owner,
            now() + leaseMs,
          ])
        ).changes > 0
      );
    },
    async progress(
      id: string,
      owner: string,
      todos: readonly unknown[],
      messageToUser: string | undefined,
    ): Promise<void> {
      await store.run(
        `UPDATE agent_jobs SET todos = $3, message_to_user = COALESCE($4, message_to_user) WHERE ${held}`,
        [id, owner, JSON.stringify(todos), messageToUser ?? null],
      );
    },
    async prompts(id: string): Promise<string[]> {
      const row = await store.one('SELECT prompts FROM agent_jobs WHERE id = $1', [id]);
      const prompts: unknown = row ? JSON.parse(String(row.prompts)) : [];
      return Array.isArray(prompts) ? prompts.map(String) : [];
    },
    async finish(id: string, owner: string, end: AgentJobEnd): Promise<boolean> {
      const result = await store.run(
        `UPDATE agent_jobs SET status = $3, pr_link = $4, hault_reason = $5, failure = $6, branch = COALESCE($7, branch), todos = $8, message_to_user = $9,
           ended_at = $10, lease_owner = NULL, lease_until = NULL
         WHERE ${held}`,
        [
          id,
          owner,
          end.status,
          end.prLink,
          end.haultReason,
          end.failure,
          end.branch,
          JSON.stringify(end.todos),
          end.messageToUser,
          now(),
        ],
      );
      return result.changes > 0;
    },
    async release(id: string, owner: string): Promise<void> {
      await store.run(
        `UPDATE agent_jobs SET lease_owner = NULL, lease_until = NULL, attempts = attempts - 1 WHERE ${held}`,
        [id, owner],
      );
    },
  };
}

export type AgentJobQueueStore = ReturnType<typeof agentJobQueueStore>;
