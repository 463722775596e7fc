import type { Todo } from '../tools/todo.js';

/** A job a worker has claimed: what it needs to run it. */
export interface ClaimedJob {
  readonly id: string;
  readonly projectId: string;
  /** The prompt, then the follow-up messages received so far. */
  readonly prompts: readonly string[];
  /** How many times a worker has claimed it, this time included. */
  readonly attempts: number;
}

/** How a job ended, as the queue records it. */
export type JobOutcome =
  | {
      readonly kind: 'completed';
      readonly prLink: string | null;
      readonly branch: string;
      readonly todos: readonly Todo[];
      readonly messageToUser: string;
    }
  | {
      readonly kind: 'failed';
      readonly haultReason: string;
      readonly reason: string;
      readonly branch: string | null;
      readonly todos: readonly Todo[];
      readonly messageToUser: string;
    };

/**
 * The durable queue of agent jobs (rows in the store). Claims are exclusive across every server on the same
 * database; a claim holds a lease that the worker renews, and a job whose lease ran out is claimable again.
 */
export interface AgentJobQueue {
  /** Claims the oldest active job that nobody holds (never claimed, or its lease ran out, held by another owner) and has been tried fewer than `maxAttempts` times. */
  claim(owner: string, leaseMs: number, maxAttempts: number): Promise<ClaimedJob | undefined>;
  /** Fails the active jobs whose lease ran out after `maxAttempts` tries (`haultReason` `interrupted`), except `owner`'s own; returns how many. */
  failAbandoned(owner: string, maxAttempts: number): Promise<number>;
  /** Renews the lease; false when the job is no longer held by `owner`. */
  heartbeat(id: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Saves the todo list and the message to the user while the job runs. */
  progress(
    id: string,
    owner: string,
    progress: { readonly todos: readonly Todo[]; readonly messageToUser?: string | undefined },
  ): Promise<void>;
  /** Every prompt of the job (the first and the follow-ups), in order. */
  prompts(id: string): Promise<readonly string[]>;
  /** Records the end of the job, if `owner` still holds it; false otherwise. */
  finish(id: string, owner: string, outcome: JobOutcome): Promise<boolean>;
  /** Gives the job back (the server is stopping): claimable at once, this attempt not counted. */
  release(id: string, owner: string): Promise<void>;
}
