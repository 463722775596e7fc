import type { Diagnostic } from '@quire/diagnostics';
import { ForgeError } from '../forge/forge.js';
import type { AgentJobOutcome } from '../jobs/agent-job-outcome.js';
import type { JobSession } from './job-session.js';
import { pullRequestBody, pullRequestTitle } from './pull-request-text.js';
import type { AgentJobInput } from './run-agent-job.js';

/** The branch of job `id`. */
export const agentBranch = (id: string) => `quire/agent-${id}`;

/**
 * Commit, push and the pull request (none without changes; none without a forge). A forge that refuses
 * the pull request fails the job as `github_missconfigured`, saying where the branch was pushed.
 */
export async function publishChange(
  input: AgentJobInput,
  dir: string,
  session: JobSession,
  gate: { readonly after: readonly Diagnostic[]; readonly baseline: readonly Diagnostic[] },
): Promise<AgentJobOutcome> {
  const branch = agentBranch(input.id);
  const ended = { branch, todos: session.todos, messageToUser: session.messageToUser };
  const changedFiles = await input.git.changedFiles(dir);
  if (changedFiles.length === 0) {
    const messageToUser = session.messageToUser || 'No file needed a change.';
    return { kind: 'completed', ...ended, messageToUser, prLink: null, commit: null, changedFiles };
  }
  const prompt = input.prompts[0] ?? '';
  const title = pullRequestTitle(prompt);
  const commit = await input.git.commitAll(dir, `${title}\n\n${session.messageToUser}`.trim());
  await input.git.push(dir, branch, { signal: input.signal, credential: input.credential });
  const where = input.project.shownRepository;
  input.onEvent?.({ kind: 'pushed', id: input.id, branch, remote: where });
  if (!input.forge) return { kind: 'completed', ...ended, prLink: null, commit, changedFiles };
  const body = pullRequestBody({
    prompts: input.prompts,
    changedFiles,
    messageToUser: session.messageToUser,
    diagnostics: gate.after,
    baseErrors: gate.baseline.filter((d) => d.severity === 'error').length,
    baseBranch: input.project.baseBranch,
  });
  try {
    const pr = await input.forge.openPullRequest(
      { head: branch, base: input.project.baseBranch, title, body, draft: input.draft ?? false },
      input.signal,
    );
    input.onEvent?.({ kind: 'pull-request', id: input.id, url: pr.url });
    return { kind: 'completed', ...ended, prLink: pr.url, commit, changedFiles };
  } catch (error) {
    if (!(error instanceof ForgeError)) throw error;
    const pushed = `The branch ${branch} was pushed to ${where}, but no pull request was opened: ${error.message}`;
    return {
      kind: 'failed',
      haltReason: 'github_missconfigured',
      reason: pushed,
      branch,
      todos: session.todos,
      messageToUser: `${pushed} Open the pull request from ${branch} yourself, or fix the forge settings and create the job again.`,
    };
  }
}
