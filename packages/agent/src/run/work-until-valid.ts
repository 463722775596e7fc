import type { Diagnostic } from '@quire/diagnostics';
import {
  checkDocs,
  checkDocsLinks,
  formatForModel,
  newErrors,
  validateDocs,
} from '../gate/check-docs.js';
import type { ChatMessage } from '../model/chat-message.js';
import { docsTools } from '../tools/docs-tools.js';
import { fileTools } from '../tools/file-tools.js';
import type { ToolContext } from '../tools/tool.js';
import type { AgentLimits } from './agent-limits.js';
import { runAgentLoop } from './agent-loop.js';
import { progressOf, type JobSession } from './job-session.js';
import type { AgentJobInput } from './run-agent-job.js';
import { systemPrompt } from './system-prompt.js';

function toolContext(
  docsRoot: string,
  limits: AgentLimits,
  session: JobSession,
  input: AgentJobInput,
): ToolContext {
  return {
    docsRoot,
    limits,
    check: (what) => (what === 'validate' ? validateDocs(docsRoot) : checkDocsLinks(docsRoot)),
    setTodos(todos) {
      session.todos = todos;
      input.onProgress?.(progressOf(session));
    },
    finish(message) {
      session.messageToUser = message;
      session.finished = true;
      input.onProgress?.(progressOf(session));
    },
  };
}

/** Model rounds until the docs have no error the base branch did not have; the errors left when the rounds run out. */
export async function workUntilValid(
  input: AgentJobInput,
  docsRoot: string,
  limits: AgentLimits,
  session: JobSession,
  baseline: readonly Diagnostic[],
): Promise<{ readonly after: readonly Diagnostic[] } | { readonly reason: string }> {
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
      onRefused: (tool, reason) => session.refused.push({ tool, reason }),
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
