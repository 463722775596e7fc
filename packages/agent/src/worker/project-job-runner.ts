import { projectForge, shownRepository } from '../forge/project-forge.js';
import type { Git } from '../git/git.js';
import type { AgentJobEvent } from '../jobs/agent-job-event.js';
import type { AgentJobOutcome } from '../jobs/agent-job-outcome.js';
import type { AgentProject } from '../jobs/agent-project.js';
import { createChatCompletionsModel } from '../model/create-chat-completions-model.js';
import { runAgentJob } from '../run/run-agent-job.js';
import type { RunClaimedJob } from './agent-worker.js';

export interface ProjectJobRunnerOptions {
  /** A project of the service configuration by id; undefined when the server no longer has it. */
  readonly projectOf: (projectId: string) => AgentProject | undefined;
  readonly git: Git;
  /** Where jobs make their worktrees (`<workDir>/<job id>`). */
  readonly workDir: string;
  /** Told when a branch is pushed and a pull request opened. */
  readonly onEvent?: (event: AgentJobEvent) => void;
}

const failedBeforeStart = (
  reason: string,
  haltReason: 'error' | 'github_missconfigured',
): AgentJobOutcome => ({
  kind: 'failed',
  haltReason,
  reason,
  branch: null,
  todos: [],
  messageToUser: reason,
});

/**
 * Runs a claimed job on its project as the service configuration has it: its model, its forge (with the
 * token, and the GitHub repository looked up from the `origin` remote when not configured), and a draft
 * pull request when the job asked for one.
 */
export function projectJobRunner(options: ProjectJobRunnerOptions): RunClaimedJob {
  const { git } = options;
  return async (job, hooks) => {
    const project = options.projectOf(job.projectId);
    if (!project)
      return failedBeforeStart(`the server has no project "${job.projectId}" any more.`, 'error');
    if (!project.model)
      return failedBeforeStart(
        `the server has no model for project "${job.projectId}" any more; set QUIRE_MODEL_URL and QUIRE_MODEL, and restart it.`,
        'error',
      );
    const forge = await projectForge(project, git);
    if (forge.kind === 'misconfigured')
      return failedBeforeStart(forge.reason, 'github_missconfigured');
    const { repository, baseBranch, docsRoot } = project;
    return runAgentJob({
      id: job.id,
      prompts: job.prompts,
      project: {
        repository,
        baseBranch,
        docsRoot,
        shownRepository: await shownRepository(project, git),
      },
      model: createChatCompletionsModel(project.model),
      git,
      forge: forge.forge,
      credential: forge.credential,
      draft: job.draft,
      workDir: options.workDir,
      ...(options.onEvent ? { onEvent: options.onEvent } : {}),
      ...hooks,
    });
  };
}
