import type { AgentJobRecord } from '@quire/agent';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The job as `POST /v2/agent/{projectId}/job` and `GET …/job/{id}` answer it (seed 2.2). */
export function agentJobBody(job: AgentJobRecord) {
  return {
    id: job.id,
    status: job.status,
    source: { repository: job.repository, ref: job.branch },
    model: job.model,
    prLink: job.prLink,
    createdAt: iso(job.createdAt),
    archivedAt: iso(job.archivedAt),
  };
}

/** The session as `GET /v1/agent/{projectId}/jobs` lists it (seed 2.3; `haulted` is spelled so). */
export function agentSessionBody(job: AgentJobRecord) {
  return {
    sessionId: job.id,
    subdomain: job.projectId,
    branch: job.branch,
    haulted: job.status !== 'active',
    haultReason: job.haltReason,
    pullRequestLink: job.prLink,
    messageToUser: job.messageToUser,
    todos: job.todos.map((t) => ({
      content: t.content,
      status: t.status,
      priority: t.priority,
      id: t.id,
    })),
    userId: job.userId,
    title: job.title,
    createdAt: iso(job.createdAt),
  };
}
