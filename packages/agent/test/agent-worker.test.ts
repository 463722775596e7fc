import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AGENT_JOB_MIGRATIONS,
  addAgentJobPrompt,
  findAgentJob,
  insertAgentJob,
  startAgentWorker,
  storeJobQueue,
  type AgentJobEvent,
  type AgentJobOutcome,
  type AgentWorker,
  type ClaimedJob,
  type RunClaimedJob,
} from '@quire/agent';
import { openSqliteStore, runMigrations, type Store } from '@quire/store';

/** The worker's lease, poll and time limit, in the fake clock's milliseconds. */
const LEASE_MS = 3_000;
const POLL_MS = 500;
const TIME_LIMIT_MS = 60_000;

const completed = (id: string): AgentJobOutcome => ({
  kind: 'completed',
  branch: `quire/agent-${id}`,
  todos: [],
  messageToUser: `Did ${id}.`,
  prLink: `https://forge/pull/${id}`,
  commit: 'c0ffee',
  changedFiles: ['a.mdx'],
});

/** Jobs run by hand: each waits until the test ends it, or until its signal aborts (then it fails with the reason, as runAgentJob does). */
function handRun() {
  const running = new Map<
    string,
    { job: ClaimedJob; hooks: Parameters<RunClaimedJob>[1]; end: (o: AgentJobOutcome) => void }
  >();
  const run: RunClaimedJob = (job, hooks) =>
    new Promise((resolve) => {
      running.set(job.id, { job, hooks, end: resolve });
      hooks.signal.addEventListener('abort', () =>
        resolve({
          kind: 'failed',
          haltReason: 'error',
          reason: (hooks.signal.reason as Error).message,
          branch: null,
          todos: [],
          messageToUser: (hooks.signal.reason as Error).message,
        }),
      );
    });
  return { run, running };
}

let store: Store;
let events: AgentJobEvent[];
let worker: AgentWorker | undefined;

const queue = () => storeJobQueue(store, () => Date.now());
const addJob = (id: string, createdAt = Date.now()) =>
  insertAgentJob(store, {
    id,
    projectId: 'acme',
    prompt: `Task ${id}`,
    title: id,
    model: 'm',
    repository: 'https://github.com/acme/docs',
    baseBranch: 'main',
    branch: `quire/agent-${id}`,
    draft: false,
    userId: null,
    createdAt,
  });
const job = async (id: string) => (await findAgentJob(store, 'acme', id))!;
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

function start(run: RunClaimedJob, options: { concurrency?: number; maxAttempts?: number } = {}) {
  worker = startAgentWorker({
    queue: queue(),
    run,
    owner: 'me',
    concurrency: options.concurrency ?? 2,
    leaseMs: LEASE_MS,
    timeLimitMs: TIME_LIMIT_MS,
    maxAttempts: options.maxAttempts ?? 2,
    pollMs: POLL_MS,
    onEvent: (e) => events.push(e),
    onError: (e) => {
      throw e;
    },
  });
  return worker;
}

beforeEach(async () => {
  store = openSqliteStore(':memory:');
  await runMigrations(store, AGENT_JOB_MIGRATIONS);
  events = [];
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: 1_000_000,
  });
});

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  vi.useRealTimers();
  await store.close();
});

describe('the agent worker (fake clock, real queue on SQLite)', () => {
  it('runs up to its concurrency, keeps its leases alive past their length, and ends each job with its outcome', async () => {
    for (const [i, id] of ['a', 'b', 'c'].entries()) await addJob(id, 1 + i);
    const hand = handRun();
    start(hand.run);
    await tick(0);
    expect([...hand.running.keys()]).toEqual(['a', 'b']);
    expect(worker!.running).toBe(2);
    // Three leases' length later, the heartbeats (every third of a lease) still hold both jobs.
    await tick(LEASE_MS * 3);
    expect((await job('a')).leaseUntil).toBeGreaterThan(Date.now());
    expect(await queue().claim('other', LEASE_MS, 2)).toMatchObject({ id: 'c' });
    expect(await queue().claim('other', LEASE_MS, 2)).toBeUndefined();
    // Follow-ups reach the running job once each.
    await addAgentJobPrompt(store, 'acme', 'a', 'Also the retries.');
    expect(await hand.running.get('a')!.hooks.takeFollowUps()).toEqual(['Also the retries.']);
    expect(await hand.running.get('a')!.hooks.takeFollowUps()).toEqual([]);
    hand.running.get('a')!.end(completed('a'));
    await tick(0);
    expect(await job('a')).toMatchObject({
      status: 'completed',
      haltReason: 'completed',
      prLink: 'https://forge/pull/a',
      messageToUser: 'Did a.',
      leaseOwner: null,
    });
    expect(events).toEqual([
      { kind: 'started', id: 'a', attempt: 1 },
      { kind: 'started', id: 'b', attempt: 1 },
      { kind: 'ended', id: 'a', outcome: completed('a') },
    ]);
  });

  it('takes over a job whose server died once its lease runs out, as the next attempt', async () => {
    await addJob('d');
    expect(await queue().claim('dead', LEASE_MS, 2)).toMatchObject({ id: 'd', attempts: 1 });
    const hand = handRun();
    start(hand.run);
    await tick(LEASE_MS - POLL_MS);
    expect(hand.running.size).toBe(0);
    await tick(POLL_MS * 2);
    expect(hand.running.get('d')?.job).toMatchObject({ attempts: 2, prompts: ['Task d'] });
    expect(await job('d')).toMatchObject({ leaseOwner: 'me', attempts: 2 });
    expect(events).toEqual([{ kind: 'started', id: 'd', attempt: 2 }]);
  });

  it('fails a job abandoned after its last attempt as interrupted, and never runs it', async () => {
    await addJob('e');
    await queue().claim('dead', LEASE_MS, 1);
    const hand = handRun();
    start(hand.run, { maxAttempts: 1 });
    await tick(LEASE_MS + POLL_MS);
    expect(hand.running.size).toBe(0);
    expect(await job('e')).toMatchObject({
      status: 'failed',
      haltReason: 'interrupted',
      messageToUser: expect.stringMatching(/stopped before it ended \(1 time\)/),
      leaseOwner: null,
    });
    expect(events).toEqual([{ kind: 'interrupted', id: 'e' }]);
  });

  it('aborts a job over its time limit, and records why', async () => {
    await addJob('f');
    start(handRun().run);
    await tick(TIME_LIMIT_MS - 1);
    expect((await job('f')).status).toBe('active');
    await tick(1);
    expect(await job('f')).toMatchObject({
      status: 'failed',
      haltReason: 'error',
      messageToUser: 'the job ran over its time limit of 60 s.',
    });
  });

  it('stops a job another server took over, and leaves the record to that server', async () => {
    await addJob('g');
    const hand = handRun();
    start(hand.run);
    await tick(0);
    await store.run(`UPDATE agent_jobs SET lease_owner = 'thief' WHERE id = 'g'`);
    await tick(LEASE_MS / 3);
    expect(hand.running.get('g')!.hooks.signal.aborted).toBe(true);
    expect(await job('g')).toMatchObject({ status: 'active', leaseOwner: 'thief' });
    expect(events.map((e) => e.kind)).toEqual(['started']);
  });

  it('gives its running jobs back when it stops, without counting the attempt', async () => {
    await addJob('h');
    start(handRun().run);
    await tick(0);
    expect((await job('h')).attempts).toBe(1);
    const stopping = worker!.stop();
    await tick(0);
    await stopping;
    worker = undefined;
    expect(await job('h')).toMatchObject({
      status: 'active',
      attempts: 0,
      leaseOwner: null,
      leaseUntil: null,
    });
    expect(events.map((e) => e.kind)).toEqual(['started', 'released']);
  });
});
