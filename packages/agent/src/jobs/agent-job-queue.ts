import type { Todo } from '../tools/todo.js';
import type { AgentJobOutcome } from './agent-job-outcome.js';

/** A job a worker has claimed: what it needs to run it. */
export interface ClaimedJob {
  readonly id: string;
  readonly projectId: string;
  /** The prompt, then the follow-up messages received so far. */
  readonly prompts: readonly string[];
  /** How many times a worker has claimed it, this time included. */
  readonly attempts: number;
  /** Whether its pull request is opened as a draft. */
  readonly draft: boolean;
}

/** What a running job reports as it goes (the store keeps it for the session list). */
export interface AgentProgress {
  readonly todos: readonly Todo[];
  readonly messageToUser?: string | undefined;
}

/**
 * The durable queue of agent jobs (rows in the store, `storeJobQueue`). Claims are exclusive across every
 * server on the same database; a claim holds a lease that the worker renews, and a job whose lease ran out
 * is claimable again.
 */
export interface AgentJobQueue {
  /** Claims the oldest active job that nobody holds (never claimed, or its lease ran out, held by another owner) and has been tried fewer than `maxAttempts` times. */
  claim(owner: string, leaseMs: number, maxAttempts: number): Promise<ClaimedJob | undefined>;
  /** Fails the active jobs whose lease ran out after `maxAttempts` tries (`interrupted`), except `owner`'s own; returns their ids. */
  failAbandoned(owner: string, maxAttempts: number): Promise<readonly string[]>;
  /** Renews the lease; false when the job is no longer held by `owner`. */
  heartbeat(id: string, owner: string, leaseMs: number): Promise<boolean>;
  /** Saves the todo list and the message to the user while the job runs. */
  progress(id: string, owner: string, progress: AgentProgress): Promise<void>;
  /** Every prompt of the job (the first and the follow-ups), in order. */
  prompts(id: string): Promise<readonly string[]>;
  /** Records the end of the job, if `owner` still holds it; false otherwise. */
  finish(id: string, owner: string, outcome: AgentJobOutcome): Promise<boolean>;
  /** Gives the job back (the server is stopping): claimable at once, this attempt not counted. */
  release(id: string, owner: string): Promise<void>;
}
