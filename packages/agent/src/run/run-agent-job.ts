import { existsSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Forge } from '../forge/forge.js';
import { ForgeError } from '../forge/forge.js';
import { checkDocs } from '../gate/check-docs.js';
import { GitError, type Git, type GitCredential } from '../git/git.js';
import type { AgentJobEvent } from '../jobs/agent-job-event.js';
import type { AgentJobOutcome } from '../jobs/agent-job-outcome.js';
import type { AgentProgress } from '../jobs/agent-job-queue.js';
import type { AgentProject } from '../jobs/agent-project.js';
import type { ChatModel } from '../model/chat-message.js';
import { DEFAULT_AGENT_LIMITS, type AgentLimits } from './agent-limits.js';
import { newJobSession, type JobSession } from './job-session.js';
import { agentBranch, publishChange } from './publish-change.js';
import { withRefusals } from './refused-calls.js';
import { workUntilValid } from './work-until-valid.js';

export interface AgentJobInput {
  readonly id: string;
  /** The prompt, then any follow-up messages known when the job starts. */
  readonly prompts: readonly string[];
  readonly project: Pick<AgentProject, 'repository' | 'baseBranch' | 'docsRoot'> & {
    /** The repository as users are shown it (a URL, never a folder of the server): where the branch is said to be pushed. */
    readonly shownRepository: string;
  };
  readonly model: ChatModel;
  readonly git: Git;
  /** Undefined: no forge, the branch is pushed and no pull request is opened. */
  readonly forge: Forge | undefined;
  /** The token git offers an http(s) repository (the forge's); undefined: git's own credentials. */
  readonly credential?: GitCredential | undefined;
  /** Open the pull request as a draft. */
  readonly draft?: boolean | undefined;
  /** The job's worktree is made at `<workDir>/<id>` and removed when the job ends. */
  readonly workDir: string;
  readonly limits?: Partial<AgentLimits>;
  readonly signal?: AbortSignal | undefined;
  readonly onProgress?: (progress: AgentProgress) => void;
  readonly takeFollowUps?: () => Promise<readonly string[]>;
  /** Told when the branch is pushed and the pull request opened (the server's log). */
  readonly onEvent?: (event: AgentJobEvent) => void;
}

/** A failure as the job records it: a credential git had not or the remote refused, or the forge, is `github_missconfigured`. */
function failureOf(error: unknown, input: AgentJobInput) {
  if (error instanceof GitError && error.credentialProblem)
    return {
      reason: `${input.project.shownRepository} refused git the credential, or asked for one it had not: check that the forge token can clone and push to it. ${error.message}`,
      haltReason: 'github_missconfigured' as const,
    };
  const reason = (error as Error).message;
  return {
    reason,
    haltReason: error instanceof ForgeError ? 'github_missconfigured' : 'error',
  } as const;
}

/** Clone, the model's work until the docs pass the gate, then the change published. */
async function work(input: AgentJobInput, dir: string, session: JobSession) {
  const { repository, baseBranch, docsRoot } = input.project;
  const remote = { signal: input.signal, credential: input.credential };
  await input.git.cloneBranch(repository, baseBranch, dir, remote);
  await input.git.createBranch(dir, agentBranch(input.id));
  const docsDir = join(dir, docsRoot);
  if (!existsSync(join(docsDir, 'docs.json')))
    return `the branch "${baseBranch}" has no docs.json in "${docsRoot}"; check the project's docsRoot.`;
  const root = realpathSync(docsDir);
  const baseline = await checkDocs(root);
  const limits = { ...DEFAULT_AGENT_LIMITS, ...input.limits };
  const checked = await workUntilValid(input, root, limits, session, baseline);
  if ('reason' in checked) return checked.reason;
  return publishChange(input, dir, session, { after: checked.after, baseline });
}

/**
 * Runs one job: a worktree of the base branch on `quire/agent-<id>`, the model with its tools until the docs
 * validate with no new error, then commit, push and the pull request. Never throws: a failure is an
 * outcome. The message to the user ends with the tool calls that were refused, if any.
 */
export async function runAgentJob(input: AgentJobInput): Promise<AgentJobOutcome> {
  const dir = join(input.workDir, input.id);
  const session = newJobSession();
  const failed = (reason: string, haltReason: 'error' | 'github_missconfigured' = 'error') =>
    ({
      kind: 'failed',
      reason,
      haltReason,
      branch: null,
      todos: session.todos,
      messageToUser: reason,
    }) as const;
  let outcome: AgentJobOutcome;
  try {
    await rm(dir, { recursive: true, force: true });
    const done = await work(input, dir, session);
    outcome = typeof done === 'string' ? failed(done) : done;
  } catch (error) {
    const stopped = (input.signal?.reason as Error | undefined)?.message ?? 'the job was stopped.';
    const failure = failureOf(error, input);
    outcome = input.signal?.aborted
      ? failed(String(stopped))
      : failed(failure.reason, failure.haltReason);
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
  return { ...outcome, messageToUser: withRefusals(outcome.messageToUser, session.refused) };
}
