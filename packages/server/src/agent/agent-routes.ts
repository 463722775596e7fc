import { randomBytes } from 'node:crypto';
import { streamSSE } from 'hono/streaming';
import {
  addAgentJobPrompt,
  archiveAgentJob,
  findAgentJob,
  insertAgentJob,
  listAgentJobs,
  AGENT_JOB_MIGRATIONS,
  type AgentJobRecord,
} from '@quire/store';
import { agentBranch, NO_MODEL_MESSAGE } from '@quire/agent';
import type { ApiContext } from '../api/api-env.js';
import { ApiError } from '../api/api-error.js';
import type { ApiModule } from '../api/api-module.js';
import { readJsonBody } from '../api/json-body.js';
import type { ProjectEntry } from '../server-config/server-config.js';
import { AGENT_ERROR_CODES } from './agent-error-codes.js';
import { agentSettingsFromEnv, projectModel } from './agent-settings.js';
import { agentJobBody, agentSessionBody } from './agent-shapes.js';
import { startAgentService } from './agent-service.js';
import {
  V1_JOB_SCHEMA,
  PROMPT_SCHEMA,
  promptOfMessages,
  type V1JobRequest,
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
    { status: 404 },
  );
}

async function createJob(
  context: ApiContext,
  env: Env,
  project: ProjectEntry,
  prompt: string,
  userId: string,
): Promise<AgentJobRecord> {
  const model = projectModel(project, env);
  if (!model) throw new ApiError('agent_no_model', NO_MODEL_MESSAGE, { status: 503 });
  const id = newJobId();
  const title = (prompt.trim().split(/\r?\n/)[0] ?? '').slice(0, 120);
  return insertAgentJob(context.store, {
    id,
    projectId: project.projectId,
    prompt,
    title,
    model: model.model,
    repository: project.repository,
    baseBranch: project.baseBranch,
    branch: agentBranch(id),
    userId,
    createdAt: context.now(),
  });
}

type Env = Readonly<Record<string, string | undefined>>;

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
      { status: 400 },
    );
  }
  return { skip, take };
}

/** The agent-job endpoints (admin key) and the worker that runs the jobs. */
export function createAgentRoutes(env: Env): ApiModule {
  return {
    name: 'agent',
    prefixes: ['/v1/agent/', '/v2/agent/'],
    migrations: AGENT_JOB_MIGRATIONS,
    errorCodes: AGENT_ERROR_CODES,
    start: (context) => startAgentService(context, env),
    register(app, tools) {
      const { context } = tools;
      const promptBody = tools.bodySchema<{ prompt: string }>(PROMPT_SCHEMA);
      const v1Body = tools.bodySchema<V1JobRequest>(V1_JOB_SCHEMA);
      app.post('/v2/agent/:projectId/job', tools.adminKey('write'), async (c) => {
        const { prompt } = await readJsonBody(c, promptBody);
        const job = await createJob(context, env, c.get('project'), prompt, c.get('key').id);
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
            { status: 409 },
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
            { status: 409 },
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
        const job = await createJob(context, env, c.get('project'), prompt, c.get('key').id);
        c.header('X-Session-Id', job.id);
        c.header('X-Branch-Name', job.branch);
        const pollMs = agentSettingsFromEnv(env).pollMs;
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
