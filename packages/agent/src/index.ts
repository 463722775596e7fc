export type {
  ChatMessage,
  ChatModel,
  ModelTurn,
  ToolCall,
  ToolSpec,
} from './model/chat-message.js';
export { NO_MODEL_MESSAGE, type ModelConfig } from './model/model-config.js';
export { createChatCompletionsModel, ModelError } from './model/create-chat-completions-model.js';
export { createGitCli, GitError, type Git, type GitCliOptions } from './git/git.js';
export {
  createGithubForge,
  ForgeError,
  githubRepositoryOf,
  type Forge,
  type GithubForgeOptions,
  type PullRequestInput,
} from './forge/forge.js';
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
export {
  agentBranch,
  runAgentJob,
  type AgentJobInput,
  type AgentJobResult,
  type AgentProgress,
  type AgentProject,
} from './run/run-agent-job.js';
export type { AgentJobQueue, ClaimedJob, JobOutcome } from './worker/agent-job-queue.js';
export {
  startAgentWorker,
  type AgentWorker,
  type AgentWorkerOptions,
  type RunClaimedJob,
} from './worker/agent-worker.js';
export { outcomeOf } from './worker/outcome-of.js';
