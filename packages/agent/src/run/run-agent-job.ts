import { existsSync, realpathSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';
import type { Forge } from '../forge/forge.js';
import { ForgeError } from '../forge/forge.js';
import {
  checkDocs,
  checkDocsLinks,
  formatForModel,
  newErrors,
  validateDocs,
} from '../gate/check-docs.js';
import type { Git } from '../git/git.js';
import type { ChatMessage, ChatModel } from '../model/chat-message.js';
import { docsTools } from '../tools/docs-tools.js';
import { fileTools } from '../tools/file-tools.js';
import type { Todo } from '../tools/todo.js';
import type { ToolContext } from '../tools/tool.js';
import { DEFAULT_AGENT_LIMITS, type AgentLimits } from './agent-limits.js';
import { runAgentLoop } from './agent-loop.js';
import { pullRequestBody, pullRequestTitle } from './pull-request-text.js';
import { systemPrompt } from './system-prompt.js';

/** The repository a job works on: where it is, the branch it starts from, and the docs folder inside it. */
export interface AgentProject {
  readonly repository: string;
  readonly baseBranch: string;
  /** The folder holding docs.json, relative to the repository root (`.` or `docs`). */
  readonly docsRoot: string;
}

/** What a running job reports as it goes (the store keeps it for the session list). */
export interface AgentProgress {
  readonly todos: readonly Todo[];
  readonly messageToUser?: string | undefined;
}

export interface AgentJobInput {
  readonly id: string;
  /** The prompt, then any follow-up messages known when the job starts. */
  readonly prompts: readonly string[];
  readonly project: AgentProject;
  readonly model: ChatModel;
  readonly git: Git;
  /** Undefined: no forge, the branch is pushed and no pull request is opened. */
  readonly forge: Forge | undefined;
  /** The job's worktree is made at `<workDir>/<id>` and removed when the job ends. */
  readonly workDir: string;
  readonly limits?: Partial<AgentLimits>;
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: AgentProgress) => void;
  readonly takeFollowUps?: () => Promise<readonly string[]>;
}

interface Ended {
  readonly branch: string;
  readonly todos: readonly Todo[];
  readonly messageToUser: string;
}

export type AgentJobResult =
  | (Ended & {
      readonly kind: 'completed';
      readonly prLink: string | null;
      readonly commit: string | null;
      readonly changedFiles: readonly string[];
    })
  | (Ended & {
      readonly kind: 'failed';
      readonly haultReason: 'error' | 'github_missconfigured';
      readonly reason: string;
    });

/** The branch of job `id`. */
export const agentBranch = (id: string) => `quire/agent-${id}`;

interface Session {
  todos: readonly Todo[];
  messageToUser: string;
  finished: boolean;
}

function toolContext(
  docsRoot: string,
  limits: AgentLimits,
  session: Session,
  input: AgentJobInput,
): ToolContext {
  return {
    docsRoot,
    limits,
    check: (what) => (what === 'validate' ? validateDocs(docsRoot) : checkDocsLinks(docsRoot)),
    setTodos(todos) {
      session.todos = todos;
      input.onProgress?.({ todos, messageToUser: session.messageToUser || undefined });
    },
    finish(message) {
      session.messageToUser = message;
      session.finished = true;
      input.onProgress?.({ todos: session.todos, messageToUser: message });
    },
  };
}

/** Model rounds until the docs have no error the base branch did not have; the errors left when the rounds run out. */
async function workUntilValid(
  input: AgentJobInput,
  docsRoot: string,
  limits: AgentLimits,
  session: Session,
  baseline: readonly Diagnostic[],
) {
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(input.project.baseBranch) },
    ...input.prompts.map((content) => ({ role: 'user' as const, content })),
  ];
  const context = toolContext(docsRoot, limits, session, input);
  const tools = [...fileTools, ...docsTools];
  for (let round = 0; ; round++) {
    session.finished = false;
    const outcome = await runAgentLoop({
      model: input.model,
      tools,
      context,
      messages,
      maxTurns: limits.maxTurns,
      finished: () => session.finished,
      signal: input.signal,
      takeFollowUps: input.takeFollowUps,
    });
    if (outcome.kind === 'out-of-turns')
      return { reason: `the model did not finish within ${outcome.turns} turns.` };
    const after = await checkDocs(docsRoot);
    const fresh = newErrors(baseline, after);
    if (fresh.length === 0) return { after };
    if (round >= limits.maxFixRounds) {
      return {
        reason: `validation still finds ${fresh.length} new error${fresh.length === 1 ? '' : 's'} after ${round + 1} rounds:\n${formatForModel(fresh)}`,
      };
    }
    messages.push({
      role: 'user',
      content: `Your changes add errors that the base branch did not have. Fix them, validate again, and call finish:\n${formatForModel(fresh)}`,
    });
  }
}

/** Commit, push and the pull request (none without changes; none without a forge). */
async function publish(
  input: AgentJobInput,
  dir: string,
  ended: Ended,
  after: readonly Diagnostic[],
  baseline: readonly Diagnostic[],
): Promise<AgentJobResult> {
  const changedFiles = await input.git.changedFiles(dir);
  if (changedFiles.length === 0)
    return {
      kind: 'completed',
      prLink: null,
      commit: null,
      changedFiles,
      ...ended,
      messageToUser: ended.messageToUser || 'No file needed a change.',
    };
  const prompt = input.prompts[0] ?? '';
  const commit = await input.git.commitAll(
    dir,
    `${pullRequestTitle(prompt)}\n\n${ended.messageToUser}`.trim(),
  );
  await input.git.push(dir, ended.branch, input.signal);
  if (!input.forge) return { kind: 'completed', prLink: null, commit, changedFiles, ...ended };
  const baseErrors = baseline.filter((d) => d.severity === 'error').length;
  const body = pullRequestBody({
    prompts: input.prompts,
    changedFiles,
    messageToUser: ended.messageToUser,
    diagnostics: after,
    baseErrors,
    baseBranch: input.project.baseBranch,
  });
  const pr = await input.forge.openPullRequest(
    { head: ended.branch, base: input.project.baseBranch, title: pullRequestTitle(prompt), body },
    input.signal,
  );
  return { kind: 'completed', prLink: pr.url, commit, changedFiles, ...ended };
}

/**
 * Runs one job: a worktree of the base branch on `quire/agent-<id>`, the model with its tools until the docs
 * validate with no new error, then commit, push and the pull request. Never throws: a failure is a result.
 */
export async function runAgentJob(input: AgentJobInput): Promise<AgentJobResult> {
  const limits = { ...DEFAULT_AGENT_LIMITS, ...input.limits };
  const branch = agentBranch(input.id);
  const dir = join(input.workDir, input.id);
  const session: Session = { todos: [], messageToUser: '', finished: false };
  const failed = (
    reason: string,
    haultReason: 'error' | 'github_missconfigured' = 'error',
  ): AgentJobResult => ({
    kind: 'failed',
    reason,
    haultReason,
    branch,
    todos: session.todos,
    messageToUser: reason,
  });
  try {
    await rm(dir, { recursive: true, force: true });
    await input.git.cloneBranch(
      input.project.repository,
      input.project.baseBranch,
      dir,
      input.signal,
    );
    await input.git.createBranch(dir, branch);
    const docsDir = join(dir, input.project.docsRoot);
    if (!existsSync(join(docsDir, 'docs.json')))
      return failed(
        `the branch "${input.project.baseBranch}" has no docs.json in "${input.project.docsRoot}"; check the project's docsRoot.`,
      );
    const docsRoot = realpathSync(docsDir);
    const baseline = await checkDocs(docsRoot);
    const work = await workUntilValid(input, docsRoot, limits, session, baseline);
    if (!work.after) return failed(work.reason);
    return await publish(
      input,
      dir,
      { branch, todos: session.todos, messageToUser: session.messageToUser },
      work.after,
      baseline,
    );
  } catch (error) {
    if (input.signal?.aborted)
      return failed(
        String((input.signal.reason as Error | undefined)?.message ?? 'the job was stopped.'),
      );
    return failed(
      (error as Error).message,
      error instanceof ForgeError ? 'github_missconfigured' : 'error',
    );
  } finally {
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}
