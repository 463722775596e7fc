import type { AgentJobResult } from '../run/run-agent-job.js';
import type { JobOutcome } from './agent-job-queue.js';

/** The queue's record of how a job ended. */
export function outcomeOf(result: AgentJobResult): JobOutcome {
  const { branch, todos, messageToUser } = result;
  if (result.kind === 'completed')
    return { kind: 'completed', prLink: result.prLink, branch, todos, messageToUser };
  return {
    kind: 'failed',
    haultReason: result.haultReason,
    reason: result.reason,
    branch,
    todos,
    messageToUser,
  };
}
