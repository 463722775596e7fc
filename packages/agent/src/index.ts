export type {
  ChatMessage,
  ChatModel,
  ModelTurn,
  ToolCall,
  ToolSpec,
} from './model/chat-message.js';
export { createChatCompletionsModel, ModelError } from './model/create-chat-completions-model.js';
export {
  createGitCli,
  GitError,
  type Git,
  type GitCliOptions,
  type GitCredential,
  type RemoteOptions,
} from './git/git.js';
export {
  createGithubForge,
  ForgeError,
  type Forge,
  type GithubForgeOptions,
  type PullRequestInput,
} from './forge/forge.js';
export type { ForgeSettings } from './forge/forge-settings.js';
export {
  githubRepositoryOf,
  projectForge,
  shownRepository,
  type ProjectForge,
} from './forge/project-forge.js';
export { confinePath, type ConfinedPath } from './workspace/confine-path.js';
export { checkDocs, checkDocsLinks, newErrors, validateDocs } from './gate/check-docs.js';
export {
  TODO_PRIORITIES,
  TODO_STATUSES,
  type Todo,
  type TodoPriority,
  type TodoStatus,
} from './tools/todo.js';
export { DEFAULT_AGENT_LIMITS, type AgentLimits } from './run/agent-limits.js';
export { runAgentJob, type AgentJobInput } from './run/run-agent-job.js';
export { agentBranch } from './run/publish-change.js';
export type { AgentProject } from './jobs/agent-project.js';
export type { AgentJobOutcome, HaltReason } from './jobs/agent-job-outcome.js';
export type { AgentJobQueue, AgentProgress, ClaimedJob } from './jobs/agent-job-queue.js';
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
  type NewAgentJob,
} from './jobs/agent-jobs-table.js';
export { storeJobQueue } from './jobs/store-job-queue.js';
export {
  startAgentWorker,
  type AgentWorker,
  type AgentWorkerOptions,
  type RunClaimedJob,
} from './worker/agent-worker.js';
export { projectJobRunner, type ProjectJobRunnerOptions } from './worker/project-job-runner.js';
