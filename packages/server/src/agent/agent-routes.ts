import { randomBytes } from 'node:crypto';
import { streamSSE } from 'hono/streaming';
import {
  addAgentJobPrompt,
  agentBranch,
  archiveAgentJob,
  findAgentJob,
  insertAgentJob,
  listAgentJobs,
  AGENT_JOB_MIGRATIONS,
  createGitCli,
  shownRepository,
  type AgentJobRecord,
} from '@quire/agent';
import type { ApiContext } from '../api/api-env.js';
import { ApiError } from '../api/api-error.js';
import type { ApiModule } from '../api/api-module.js';
import { readJsonBody } from '../api/json-body.js';
import type { ProjectEntry } from '../server-config/server-config.js';
import { agentJobBody, agentSessionBody } from './agent-shapes.js';
import { startAgentService } from './agent-service.js';
import {
  AGENT_PROMPT_SCHEMA,
  AGENT_V1_JOB_SCHEMA,
  promptOfMessages,
  type AgentPrompt,
  type AgentV1JobRequest,
} from './agent-schemas.js';

const newJobId = () =>
  randomBytes(12)
    .toString('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 16)
    .toLowerCase()
    .padEnd(16, '0');

function notFound(projectId: string, id: string): never {
  throw new ApiError(
    'agent_job_not_found',
    `Project "${projectId}" has no agent job "${id}". Use the id that creating the job returned.`,
  );
}

/** What to tell someone who asked for an agent job on a server with no model. */
const NO_MODEL_MESSAGE =
  'No model is configured for agent jobs, so the job was not queued. ' +
  'Set QUIRE_MODEL_URL (an OpenAI-compatible API: its base URL or its /chat/completions URL) and QUIRE_MODEL (the model name), ' +
  'and QUIRE_MODEL_API_KEY if the API needs a key, or model in quire.server.json, then restart the server.';

/** Queues a job on the project: with its model, its repository as clients are shown it, and whether its pull request is a draft. */
async function createJob(
  context: ApiContext,
  project: ProjectEntry,
  request: { readonly prompt: string; readonly userId: string; readonly draft?: boolean },
): Promise<AgentJobRecord> {
  if (!project.model) throw new ApiError('agent_no_model', NO_MODEL_MESSAGE);
  const id = newJobId();
  const git = createGitCli({ env: context.config.agent.gitEnv });
  return insertAgentJob(context.store, {
    id,
    projectId: project.projectId,
    prompt: request.prompt,
    title: (request.prompt.trim().split(/\r?\n/)[0] ?? '').slice(0, 120),
    model: project.model.model,
    repository: await shownRepository(project, git),
    baseBranch: project.baseBranch,
    branch: agentBranch(id),
    draft: request.draft ?? project.draftPullRequests,
    userId: request.userId,
    createdAt: context.now(),
  });
}

function pagination(
  skipText: string | undefined,
  takeText: string | undefined,
): { skip: number; take: number } {
  const skip = skipText === undefined ? 0 : Number(skipText);
  const take = takeText === undefined ? 12 : Number(takeText);
  if (!Number.isInteger(skip) || skip < 0 || !Number.isInteger(take) || take < 1 || take > 100) {
    throw new ApiError(
      'agent_invalid_pagination',
      `skip must be an integer of 0 or more and take an integer from 1 to 100 (got skip=${skipText ?? ''}, take=${takeText ?? ''}).`,
    );
  }
  return { skip, take };
}

/** The agent-job endpoints (admin key) and the worker that runs the jobs. */
export function createAgentRoutes(): ApiModule {
  return {
    name: 'agent',
    prefixes: ['/v1/agent/', '/v2/agent/'],
    migrations: AGENT_JOB_MIGRATIONS,
    start: (context) => startAgentService(context),
    register(app, tools) {
      const { context } = tools;
      const promptBody = tools.bodySchema<AgentPrompt>(AGENT_PROMPT_SCHEMA);
      const v1Body = tools.bodySchema<AgentV1JobRequest>(AGENT_V1_JOB_SCHEMA);
      app.post('/v2/agent/:projectId/job', tools.adminKey('write'), async (c) => {
        const { prompt } = await readJsonBody(c, promptBody);
        const job = await createJob(context, c.get('project'), { prompt, userId: c.get('key').id });
        return c.json(agentJobBody(job), 201);
      });
      app.get('/v2/agent/:projectId/job/:id', tools.adminKey('read'), async (c) => {
        const job = await findAgentJob(
          context.store,
          c.get('project').projectId,
          c.req.param('id'),
        );
        return c.json(agentJobBody(job ?? notFound(c.get('project').projectId, c.req.param('id'))));
      });
      app.post('/v2/agent/:projectId/job/:id/message', tools.adminKey('write'), async (c) => {
        const { prompt } = await readJsonBody(c, promptBody);
        const { projectId } = c.get('project');
        const job =
          (await addAgentJobPrompt(context.store, projectId, c.req.param('id'), prompt)) ??
          notFound(projectId, c.req.param('id'));
        if (job.status !== 'active')
          throw new ApiError(
            'agent_job_ended',
            `Job "${job.id}" is ${job.status} and never runs again; create a new job with this prompt.`,
          );
        return c.json(agentJobBody(job));
      });
      app.post('/v2/agent/:projectId/job/:id/archive', tools.adminKey('write'), async (c) => {
        const { projectId } = c.get('project');
        const job =
          (await archiveAgentJob(context.store, projectId, c.req.param('id'), context.now())) ??
          notFound(projectId, c.req.param('id'));
        if (job.status === 'active')
          throw new ApiError(
            'agent_job_active',
            `Job "${job.id}" is still active; archive it once it is completed or failed.`,
          );
        return c.json(agentJobBody(job));
      });
      app.get('/v1/agent/:projectId/jobs', tools.adminKey('read'), async (c) => {
        const page = pagination(c.req.query('skip'), c.req.query('take'));
        const jobs = await listAgentJobs(context.store, c.get('project').projectId, page);
        return c.json({ allSessions: jobs.map(agentSessionBody) });
      });
      app.get('/v1/agent/:projectId/job/:id', tools.adminKey('read'), async (c) => {
        const job = await findAgentJob(
          context.store,
          c.get('project').projectId,
          c.req.param('id'),
        );
        return c.json(
          agentSessionBody(job ?? notFound(c.get('project').projectId, c.req.param('id'))),
        );
      });
      app.post('/v1/agent/:projectId/job', tools.adminKey('write'), async (c) => {
        const request = await readJsonBody(c, v1Body);
        const prompt = promptOfMessages(request.messages);
        if (!prompt)
          throw new ApiError(
            'invalid_body',
            'The messages hold no user message; add one with role "user" and the task as its content.',
            { field: 'messages' },
          );
        const job = await createJob(context, c.get('project'), {
          prompt,
          userId: c.get('key').id,
          ...(request.asDraft !== undefined ? { draft: request.asDraft } : {}),
        });
        c.header('X-Session-Id', job.id);
        c.header('X-Branch-Name', job.branch);
        const { pollMs } = context.config.agent;
        return streamSSE(c, async (stream) => {
          let last = '';
          for (;;) {
            const now = await findAgentJob(context.store, job.projectId, job.id);
            if (!now) return;
            const data = JSON.stringify(agentSessionBody(now));
            if (data !== last)
              await stream.writeSSE({ event: now.status === 'active' ? 'progress' : 'done', data });
            last = data;
            if (now.status !== 'active' || stream.aborted) return;
            await stream.sleep(pollMs);
          }
        });
      });
    },
  };
}
