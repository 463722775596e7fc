import type { AgentJobOutcome } from './agent-job-outcome.js';

/** What happens to a job, as the server's log tells it: each with the job's id. */
export type AgentJobEvent =
  | { readonly kind: 'started'; readonly id: string; readonly attempt: number }
  | {
      readonly kind: 'pushed';
      readonly id: string;
      readonly branch: string;
      readonly remote: string;
    }
  | { readonly kind: 'pull-request'; readonly id: string; readonly url: string }
  | { readonly kind: 'ended'; readonly id: string; readonly outcome: AgentJobOutcome }
  | { readonly kind: 'released'; readonly id: string }
  | { readonly kind: 'interrupted'; readonly id: string };

/** One line of the log for an event: `agent job <id> …`. */
export function describeJobEvent(event: AgentJobEvent): string {
  const job = `agent job ${event.id}`;
  switch (event.kind) {
    case 'started':
      return `${job} started${event.attempt > 1 ? ` (attempt ${event.attempt})` : ''}`;
    case 'pushed':
      return `${job} pushed ${event.branch} to ${event.remote}`;
    case 'pull-request':
      return `${job} opened ${event.url}`;
    case 'released':
      return `${job} given back to the queue (the server is stopping)`;
    case 'interrupted':
      return `${job} failed: interrupted (its server stopped too often)`;
    case 'ended':
      return event.outcome.kind === 'completed'
        ? `${job} completed${event.outcome.prLink ? '' : ' (no pull request)'}`
        : `${job} failed (${event.outcome.haltReason}): ${event.outcome.reason.split('\n')[0] ?? ''}`;
  }
}
