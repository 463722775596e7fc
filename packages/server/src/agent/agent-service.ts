import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { join } from 'node:path';
import {
  createChatCompletionsModel,
  createGitCli,
  createGithubForge,
  githubRepositoryOf,
  outcomeOf,
  runAgentJob,
  startAgentWorker,
  type AgentWorker,
  type Forge,
  type Git,
} from '@quire/agent';
import { agentJobQueueStore } from '@quire/store';
import type { ApiContext } from '../api/api-env.js';
import type { ProjectEntry } from '../server-config/server-config.js';
import { agentSettingsFromEnv, projectModel } from './agent-settings.js';

type Env = Readonly<Record<string, string | undefined>>;

/** `owner/name` on GitHub: the forge's `repository`, else that of the repository URL, else of a local repository's `origin`. */
async function githubRepository(project: ProjectEntry, git: Git): Promise<string | undefined> {
  if (project.forge.kind === 'github' && project.forge.repository) return project.forge.repository;
  const direct = githubRepositoryOf(project.repository);
  if (direct) return direct;
  const origin = await git.originUrl(project.repository);
  return origin ? githubRepositoryOf(origin) : undefined;
}

/** The forge of a project, with its token from the environment; undefined for `none`. Throws when GitHub is configured but unusable. */
async function forgeOf(project: ProjectEntry, env: Env, git: Git): Promise<Forge | undefined> {
  if (project.forge.kind !== 'github') return undefined;
  const token = env[project.forge.tokenEnv];
  const repository = await githubRepository(project, git);
  if (!token)
    throw new Error(
      `the forge token variable ${project.forge.tokenEnv} is not set; set it to a GitHub token that can push and open pull requests.`,
    );
  if (!repository)
    throw new Error(
      `the GitHub repository of project "${project.projectId}" is not known; set forge.repository ("owner/name") in the server config.`,
    );
  return createGithubForge({ apiUrl: project.forge.apiUrl, repository, token });
}

/** The agent worker of a server: claims the store's jobs and runs them on the configured projects. */
export function startAgentService(context: ApiContext, env: Env): AgentWorker {
  const settings = agentSettingsFromEnv(env);
  const queue = agentJobQueueStore(context.store, context.now);
  const git = createGitCli();
  const workDir = join(context.config.dataDir, 'agent-worktrees');
  return startAgentWorker({
    owner: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    concurrency: settings.concurrency,
    leaseMs: settings.leaseMs,
    timeLimitMs: settings.timeLimitMs,
    maxAttempts: settings.maxAttempts,
    pollMs: settings.pollMs,
    onError: (error) => context.onInternalError?.(error, new Request('http://agent-worker/')),
    queue: {
      claim: (owner, leaseMs, max) => queue.claim(owner, leaseMs, max),
      failAbandoned: (owner, max) =>
        queue.failAbandoned(
          owner,
          max,
          (n) =>
            `the server running the job stopped before it ended (${n} time${n === 1 ? '' : 's'}); create the job again.`,
        ),
      heartbeat: (id, owner, leaseMs) => queue.heartbeat(id, owner, leaseMs),
      progress: (id, owner, p) => queue.progress(id, owner, p.todos, p.messageToUser),
      prompts: (id) => queue.prompts(id),
      finish: (id, owner, o) =>
        queue.finish(id, owner, {
          status: o.kind,
          prLink: o.kind === 'completed' ? o.prLink : null,
          haultReason: o.kind === 'completed' ? 'completed' : o.haultReason,
          failure: o.kind === 'failed' ? o.reason : null,
          branch: o.branch,
          todos: o.todos,
          messageToUser: o.messageToUser,
        }),
      release: (id, owner) => queue.release(id, owner),
    },
    run: async (job, hooks) => {
      const project = context.config.projects.get(job.projectId);
      const model = project && projectModel(project, env);
      if (!project || !model) {
        const reason = project
          ? 'the server has no model configured any more; set QUIRE_MODEL_URL and QUIRE_MODEL.'
          : `the server has no project "${job.projectId}" any more.`;
        return {
          kind: 'failed',
          haultReason: 'error',
          reason,
          branch: null,
          todos: [],
          messageToUser: reason,
        };
      }
      let forge: Forge | undefined;
      try {
        forge = await forgeOf(project, env, git);
      } catch (error) {
        const reason = (error as Error).message;
        return {
          kind: 'failed',
          haultReason: 'github_missconfigured',
          reason,
          branch: null,
          todos: [],
          messageToUser: reason,
        };
      }
      const { repository, baseBranch, docsRoot } = project;
      const model_ = createChatCompletionsModel(model);
      return outcomeOf(
        await runAgentJob({
          id: job.id,
          prompts: job.prompts,
          project: { repository, baseBranch, docsRoot },
          model: model_,
          git,
          forge,
          workDir,
          ...hooks,
        }),
      );
    },
  });
}
