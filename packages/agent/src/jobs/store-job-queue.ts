import type { Row, Store } from '@quire/store';
import type { AgentJobOutcome } from './agent-job-outcome.js';
import type { AgentJobQueue, ClaimedJob } from './agent-job-queue.js';

const promptsOf = (row: Row | undefined): string[] => {
  const prompts: unknown = row ? JSON.parse(String(row.prompts)) : [];
  return Array.isArray(prompts) ? prompts.map(String) : [];
};

const claimedOf = (row: Row): ClaimedJob => ({
  id: String(row.id),
  projectId: String(row.project_id),
  prompts: promptsOf(row),
  attempts: Number(row.attempts),
  draft: Number(row.draft) === 1,
});

/** What the record says of a job that ended because its server stopped `attempts` times. */
export const interruptedMessage = (attempts: number): string =>
  `the server running the job stopped before it ended (${attempts} time${attempts === 1 ? '' : 's'}); create the job again.`;

/** The columns an outcome is written to, in the order of `finish`'s statement. */
function endColumns(outcome: AgentJobOutcome) {
  const failed = outcome.kind === 'failed';
  return [
    outcome.kind,
    failed ? null : outcome.prLink,
    failed ? outcome.haltReason : 'completed',
    failed ? outcome.reason : null,
    outcome.branch,
    JSON.stringify(outcome.todos),
    outcome.messageToUser,
  ];
}

/**
 * The agent's queue over the `agent_jobs` rows of a store. A claim picks the oldest active job nobody
 * holds, in one transaction, with `FOR UPDATE SKIP LOCKED` on Postgres (SQLite serializes write
 * transactions), so that each job is held by one server at a time however many share the database.
 */
export function storeJobQueue(store: Store, now: () => number = Date.now): AgentJobQueue {
  const held = `id = $1 AND lease_owner = $2 AND status = 'active'`;
  return {
    // A job whose lease ran out is taken over, except from `owner` itself (it is still running it).
    claim: (owner, leaseMs, maxAttempts) =>
      store.transaction(async (tx) => {
        const t = now();
        const row = await tx.one(
          `UPDATE agent_jobs SET lease_owner = $1, lease_until = $2, attempts = attempts + 1
           WHERE id = (SELECT id FROM agent_jobs WHERE status = 'active' AND attempts < $3 AND (lease_until IS NULL OR (lease_until < $4 AND lease_owner <> $1))
                       ORDER BY created_at, id LIMIT 1${store.skipLocked})
           RETURNING id, project_id, prompts, attempts, draft`,
          [owner, t + leaseMs, maxAttempts, t],
        );
        return row ? claimedOf(row) : undefined;
      }),
    // `owner`'s own jobs are left alone: it is running them, only late with its heartbeat.
    async failAbandoned(owner, maxAttempts) {
      const rows = await store.all(
        `SELECT id, attempts FROM agent_jobs WHERE status = 'active' AND attempts >= $1 AND lease_until IS NOT NULL AND lease_until < $2 AND lease_owner <> $3`,
        [maxAttempts, now(), owner],
      );
      const failed: string[] = [];
      for (const row of rows) {
        const text = interruptedMessage(Number(row.attempts));
        const result = await store.run(
          `UPDATE agent_jobs SET status = 'failed', halt_reason = 'interrupted', failure = $1, message_to_user = $1, ended_at = $2, lease_owner = NULL, lease_until = NULL
           WHERE id = $3 AND status = 'active' AND lease_until < $2`,
          [text, now(), String(row.id)],
        );
        if (result.changes > 0) failed.push(String(row.id));
      }
      return failed;
    },
    async heartbeat(id, owner, leaseMs) {
      const result = await store.run(`UPDATE agent_jobs SET lease_until = $3 WHERE ${held}`, [
        id,
        owner,
        now() + leaseMs,
      ]);
      return result.changes > 0;
    },
    async progress(id, owner, progress) {
      await store.run(
        `UPDATE agent_jobs SET todos = $3, message_to_user = COALESCE($4, message_to_user) WHERE ${held}`,
        [id, owner, JSON.stringify(progress.todos), progress.messageToUser ?? null],
      );
    },
    prompts: async (id) =>
      promptsOf(await store.one('SELECT prompts FROM agent_jobs WHERE id = $1', [id])),
    async finish(id, owner, outcome) {
      const result = await store.run(
        `UPDATE agent_jobs SET status = $3, pr_link = $4, halt_reason = $5, failure = $6, branch = COALESCE($7, branch), todos = $8, message_to_user = $9,
           ended_at = $10, lease_owner = NULL, lease_until = NULL
         WHERE ${held}`,
        [id, owner, ...endColumns(outcome), now()],
      );
      return result.changes > 0;
    },
    async release(id, owner) {
      await store.run(
        `UPDATE agent_jobs SET lease_owner = NULL, lease_until = NULL, attempts = attempts - 1 WHERE ${held}`,
        [id, owner],
      );
    },
  };
}
