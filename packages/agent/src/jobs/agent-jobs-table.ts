import type { Queryable, Row, Store } from '@quire/store';
import type { Todo } from '../tools/todo.js';
import type { HaltReason } from './agent-job-outcome.js';

export type AgentJobStatus = 'active' | 'completed' | 'failed' | 'archived';

/** One agent job: its request, where it stands, and its lease while a server runs it. */
export interface AgentJobRecord {
  readonly id: string;
  readonly projectId: string;
  readonly status: AgentJobStatus;
  /** The prompt, then the follow-up messages. */
  readonly prompts: readonly string[];
  readonly title: string;
  readonly model: string;
  /** The repository as API clients see it (`source.repository`): a URL or the project's id, never a folder of the server. */
  readonly repository: string;
  readonly baseBranch: string;
  /** `quire/agent-<id>`. */
  readonly branch: string;
  /** Whether its pull request is opened as a draft. */
  readonly draft: boolean;
  readonly prLink: string | null;
  readonly haltReason: HaltReason;
  /** Why the job failed, in words. */
  readonly failure: string | null;
  readonly messageToUser: string;
  readonly todos: readonly Todo[];
  /** The key that created the job. */
  readonly userId: string | null;
  readonly attempts: number;
  readonly leaseOwner: string | null;
  readonly leaseUntil: number | null;
  readonly createdAt: number;
  readonly endedAt: number | null;
  readonly archivedAt: number | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

function parseList<T>(text: unknown): T[] {
  try {
    const value: unknown = JSON.parse(String(text));
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function recordOf(row: Row): AgentJobRecord {
  const status = String(row.status);
  return {
    id: String(row.id),
    projectId: String(row.project_id),
    status:
      status === 'completed' || status === 'failed' || status === 'archived' ? status : 'active',
    prompts: parseList<string>(row.prompts),
    title: String(row.title),
    model: String(row.model),
    repository: String(row.repository),
    baseBranch: String(row.base_branch),
    branch: String(row.branch),
    draft: Number(row.draft) === 1,
    prLink: str(row.pr_link),
    haltReason: String(row.halt_reason) as HaltReason,
    failure: str(row.failure),
    messageToUser: String(row.message_to_user),
    todos: parseList<Todo>(row.todos),
    userId: str(row.user_id),
    attempts: Number(row.attempts),
    leaseOwner: str(row.lease_owner),
    leaseUntil: num(row.lease_until),
    createdAt: Number(row.created_at),
    endedAt: num(row.ended_at),
    archivedAt: num(row.archived_at),
  };
}

/** A job to queue: the fields of its record that the request decides, and its first prompt. */
export type NewAgentJob = Pick<
  AgentJobRecord,
  | 'id'
  | 'projectId'
  | 'title'
  | 'model'
  | 'repository'
  | 'baseBranch'
  | 'branch'
  | 'draft'
  | 'userId'
  | 'createdAt'
> & { readonly prompt: string };

/** Queues a job: `active`, `processing`, no lease. */
export async function insertAgentJob(db: Queryable, job: NewAgentJob): Promise<AgentJobRecord> {
  const row = await db.one(
    `INSERT INTO agent_jobs (id, project_id, status, prompts, title, model, repository, base_branch, branch, draft, halt_reason, message_to_user, todos, user_id, attempts, created_at)
     VALUES ($1, $2, 'active', $3, $4, $5, $6, $7, $8, $9, 'processing', '', '[]', $10, 0, $11) RETURNING *`,
    [
      job.id,
      job.projectId,
      JSON.stringify([job.prompt]),
      job.title,
      job.model,
      job.repository,
      job.baseBranch,
      job.branch,
      job.draft ? 1 : 0,
      job.userId,
      job.createdAt,
    ],
  );
  return recordOf(row!);
}

export async function findAgentJob(
  db: Queryable,
  projectId: string,
  id: string,
): Promise<AgentJobRecord | undefined> {
  const row = await db.one('SELECT * FROM agent_jobs WHERE id = $1 AND project_id = $2', [
    id,
    projectId,
  ]);
  return row ? recordOf(row) : undefined;
}

/** A project's jobs, newest first. */
export async function listAgentJobs(
  db: Queryable,
  projectId: string,
  page: { readonly skip: number; readonly take: number },
): Promise<AgentJobRecord[]> {
  const rows = await db.all(
    'SELECT * FROM agent_jobs WHERE project_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3',
    [projectId, page.take, page.skip],
  );
  return rows.map(recordOf);
}

/** Adds a follow-up prompt to an active job; the job as it is (unchanged) when it has ended. */
export async function addAgentJobPrompt(
  store: Store,
  projectId: string,
  id: string,
  prompt: string,
): Promise<AgentJobRecord | undefined> {
  return store.transaction(async (tx) => {
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const row = await tx.one(`SELECT * FROM agent_jobs WHERE id = $1 AND project_id = $2${lock}`, [
      id,
      projectId,
    ]);
    if (!row) return undefined;
    const job = recordOf(row);
    if (job.status !== 'active') return job;
    const updated = await tx.one('UPDATE agent_jobs SET prompts = $1 WHERE id = $2 RETURNING *', [
      JSON.stringify([...job.prompts, prompt]),
      id,
    ]);
    return recordOf(updated!);
  });
}

/** Archives an ended job (`completed` or `failed`); undefined when there is no such job, the job unchanged when it cannot be archived. */
export async function archiveAgentJob(
  db: Queryable,
  projectId: string,
  id: string,
  now: number,
): Promise<AgentJobRecord | undefined> {
  const row = await db.one(
    `UPDATE agent_jobs SET status = 'archived', archived_at = $3 WHERE id = $1 AND project_id = $2 AND status IN ('completed', 'failed') RETURNING *`,
    [id, projectId, now],
  );
  return row ? recordOf(row) : findAgentJob(db, projectId, id);
}
