import type { AgentJobEvent } from '../jobs/agent-job-event.js';
import type { AgentJobOutcome } from '../jobs/agent-job-outcome.js';
import type { AgentJobQueue, AgentProgress, ClaimedJob } from '../jobs/agent-job-queue.js';

/** Runs one claimed job to its outcome; `signal` aborts it (time limit, lost lease, server stopping). */
export type RunClaimedJob = (
  job: ClaimedJob,
  hooks: {
    readonly signal: AbortSignal;
    readonly onProgress: (progress: AgentProgress) => void;
    readonly takeFollowUps: () => Promise<readonly string[]>;
  },
) => Promise<AgentJobOutcome>;

export interface AgentWorkerOptions {
  readonly queue: AgentJobQueue;
  readonly run: RunClaimedJob;
  /** This server's name in the leases (unique per process). */
  readonly owner: string;
  /** Jobs this server runs at once. */
  readonly concurrency: number;
  /** How long a claim holds without a heartbeat; heartbeats come every third of it. */
  readonly leaseMs: number;
  /** How long one job may run before it fails. */
  readonly timeLimitMs: number;
  /** How often a job is started again after its server stopped, before it fails as interrupted. */
  readonly maxAttempts: number;
  /** How often the queue is looked at when idle. */
  readonly pollMs: number;
  /** Where unexpected errors of the queue go (the server's logger). */
  readonly onError?: (error: unknown) => void;
  /** Where a job's start, end, release and interruption are told (the server's log). */
  readonly onEvent?: (event: AgentJobEvent) => void;
}

export interface AgentWorker {
  /** Looks for work now (after a job was created). */
  poke(): void;
  /** Stops claiming, gives the running jobs back to the queue and waits for them to stop. */
  stop(): Promise<void>;
  /** Jobs running in this process now. */
  readonly running: number;
}

/** Claims and runs jobs from the queue, up to `concurrency` at once, with leases, heartbeats and a time limit. */
export function startAgentWorker(options: AgentWorkerOptions): AgentWorker {
  const { queue, owner } = options;
  const active = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;
  let filling = false;
  let again = false;
  const report = (error: unknown) => options.onError?.(error);
  const tell = (event: AgentJobEvent) => options.onEvent?.(event);

  async function runOne(job: ClaimedJob, controller: AbortController): Promise<void> {
    const timer = setTimeout(
      () =>
        controller.abort(
          new Error(
            `the job ran over its time limit of ${Math.round(options.timeLimitMs / 1000)} s.`,
          ),
        ),
      options.timeLimitMs,
    );
    const beat = setInterval(
      () => {
        queue.heartbeat(job.id, owner, options.leaseMs).then((held) => {
          if (!held) controller.abort(new Error('another server took the job over.'));
        }, report);
      },
      Math.max(50, Math.floor(options.leaseMs / 3)),
    );
    let seen = job.prompts.length;
    const hooks = {
      signal: controller.signal,
      onProgress: (progress: AgentProgress) =>
        void queue.progress(job.id, owner, progress).catch(report),
      takeFollowUps: async () => {
        const all = await queue.prompts(job.id);
        const fresh = all.slice(seen);
        seen = all.length;
        return fresh;
      },
    };
    try {
      const outcome = await options.run(job, hooks);
      if (stopping && controller.signal.aborted) {
        await queue.release(job.id, owner);
        tell({ kind: 'released', id: job.id });
      } else if (await queue.finish(job.id, owner, outcome))
        tell({ kind: 'ended', id: job.id, outcome });
    } catch (error) {
      report(error);
    } finally {
      clearTimeout(timer);
      clearInterval(beat);
    }
  }

  async function fill(): Promise<void> {
    if (stopping) return;
    if (filling) {
      again = true;
      return;
    }
    filling = true;
    again = false;
    try {
      for (const id of await queue.failAbandoned(owner, options.maxAttempts))
        tell({ kind: 'interrupted', id });
      while (!stopping && active.size < options.concurrency) {
        const job = await queue.claim(owner, options.leaseMs, options.maxAttempts);
        if (!job) break;
        const controller = new AbortController();
        tell({ kind: 'started', id: job.id, attempt: job.attempts });
        const done = runOne(job, controller).finally(() => {
          active.delete(job.id);
          void fill();
        });
        active.set(job.id, { controller, done });
      }
    } catch (error) {
      report(error);
    } finally {
      filling = false;
    }
    if (again) await fill();
  }

  const poll = setInterval(() => void fill(), options.pollMs);
  void fill();
  return {
    poke: () => void fill(),
    get running() {
      return active.size;
    },
    async stop() {
      stopping = true;
      clearInterval(poll);
      for (const entry of active.values())
        entry.controller.abort(new Error('the server is stopping.'));
      await Promise.all([...active.values()].map((e) => e.done));
    },
  };
}
