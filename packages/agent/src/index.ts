// What the server and the tests use: the job record and its table, the worker and what runs a job.
export { createChatCompletionsModel } from './model/create-chat-completions-model.js';
export { createGitCli } from './git/git.js';
export { createGithubForge } from './forge/forge.js';
export type { ForgeSettings } from './forge/forge-settings.js';
export { githubRepositoryOf, shownRepository } from './forge/project-forge.js';
export { confinePath } from './workspace/confine-path.js';
export { runAgentJob, type AgentJobInput } from './run/run-agent-job.js';
export { agentBranch } from './run/publish-change.js';
export type { AgentProject } from './jobs/agent-project.js';
export type { AgentJobOutcome, HaltReason } from './jobs/agent-job-outcome.js';
export type { ClaimedJob } from './jobs/agent-job-queue.js';
export { describeJobEvent, type AgentJobEvent } from './jobs/agent-job-event.js';
export { AGENT_JOB_MIGRATIONS } from './jobs/agent-job-migrations.js';
export {
  insertAgentJob,
  findAgentJob,
  listAgentJobs,
  addAgentJobPrompt,
  archiveAgentJob,
  type AgentJobRecord,
  type AgentJobStatus,
} from './jobs/agent-jobs-table.js';
export { storeJobQueue } from './jobs/store-job-queue.js';
export { startAgentWorker, type AgentWorker, type RunClaimedJob } from './worker/agent-worker.js';
export { projectJobRunner } from './worker/project-job-runner.js';
