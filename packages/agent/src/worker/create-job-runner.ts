import type { Forge } from '../forge/forge.js';
import type { Git } from '../git/git.js';
import type { ChatModel } from '../model/chat-message.js';
import type { AgentLimits } from '../run/agent-limits.js';
import { runAgentJob, type AgentJobResult, type AgentProject } from '../run/run-agent-job.js';
import type { JobOutcome } from './agent-job-queue.js';
import type { RunClaimedJob } from './agent-worker.js';

export interface JobRunnerOptions {
  /** The project of a job (repository, base branch, docs root) and its forge; undefined when the server has no such project. */
  readonly project: (projectId: string) => { readonly project: AgentProject; readonly forge: Forge | undefined } | undefined;
  readonly model: ChatModel;
  readonly git: Git;
  /** Where the jobs' worktrees are made. */
  readonly workDir: string;
  readonly limits?: Partial<AgentLimits>;
}

/** The queue's record of a job's end. */
export function outcomeOf(result: AgentJobResult): JobOutcome {
  const { branch, todos, messageToUser } = result;
  if (result.kind === 'completed') return { kind: 'completed', prLink: result.prLink, branch, todos, messageToUser };
  return { kind: 'failed', haultReason: result.haultReason, reason: result.reason, branch, todos, messageToUser };
}

/** Runs claimed jobs with `runAgentJob` on their project. */
export function createJobRunner(options: JobRunnerOptions): RunClaimedJob {
  return async (job, hooks) => {
    const found = options.project(job.projectId);
    if (!found) {
      const reason = `the server has no project "${job.projectId}" any more; add it back to the server config.`;
      return { kind: 'failed', haultReason: 'error', reason, branch: null, todos: [], messageToUser: reason };
    }
    const result = await runAgentJob({
      id: job.id,
      prompts: job.prompts,
      project: found.project,
      model: options.model,
      git: options.git,
      forge: found.forge,
      workDir: options.workDir,
      ...(options.limits ? { limits: options.limits } : {}),
      signal: hooks.signal,
      onProgress: hooks.onProgress,
      takeFollowUps: hooks.takeFollowUps,
    });
    return outcomeOf(result);
  };
}
