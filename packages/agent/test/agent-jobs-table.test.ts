import { describe, expect, it } from 'vitest';
import {
  addAgentJobPrompt,
  AGENT_JOB_MIGRATIONS,
  archiveAgentJob,
  findAgentJob,
  insertAgentJob,
  listAgentJobs,
  storeJobQueue,
  type AgentJobOutcome,
} from '@quire/agent';
import { openTestStores } from '../../../test-support/open-test-stores.js';
import { STORE_KINDS } from '../../../test-support/stores.js';

const newJob = (id: string, createdAt: number) => ({
  id,
  projectId: 'acme',
  prompt: `Task ${id}`,
  title: `Task ${id}`,
  model: 'm',
  repository: '/repo',
  baseBranch: 'main',
  branch: `quire/agent-${id}`,
  draft: false,
  userId: 'key1',
  createdAt,
});

const completed: AgentJobOutcome = {
  kind: 'completed',
  prLink: 'https://forge/pull/1',
  commit: 'abc',
  changedFiles: ['docs/a.mdx'],
  branch: 'quire/agent-a',
  todos: [{ id: '1', content: 'x', status: 'completed', priority: 'high' }],
  messageToUser: 'Done.',
};
const failed: AgentJobOutcome = {
  kind: 'failed',
  haltReason: 'error',
  reason: 'x',
  branch: null,
  todos: [],
  messageToUser: 'x',
};

describe.each(STORE_KINDS)('agent jobs on $name', (kind) => {
  const open = openTestStores(kind, AGENT_JOB_MIGRATIONS);

  it('claims each job once when many workers race, oldest first', async () => {
    const store = await open();
    // Postgres: three pools racing. SQLite: one process has one store (its transactions queue); other servers are other processes.
    const others = kind.name === 'postgres' ? await Promise.all([open(), open()]) : [store, store];
    for (let i = 0; i < 12; i++)
      await insertAgentJob(store, newJob(`j${String(i).padStart(2, '0')}`, 1000 + i));
    let clock = 5_000;
    const queues = [store, ...others].map((s) => storeJobQueue(s, () => clock));
    const claims = await Promise.all(
      Array.from({ length: 18 }, (_, i) => queues[i % 3]!.claim(`w${i}`, 10_000, 2)),
    );
    const ids = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(ids.sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `j${String(i).padStart(2, '0')}`),
    );
    expect(claims.filter((c) => c === undefined)).toHaveLength(6);
    // Nothing is claimable while the leases hold; once they run out, the jobs come back (second attempt).
    expect(await queues[0]!.claim('late', 10_000, 2)).toBeUndefined();
    clock += 20_000;
    // The holder itself, late with its heartbeat, does not take its own job again; another worker does.
    const holder = `w${claims.findIndex((c) => c?.id === 'j00')}`;
    expect((await queues[0]!.claim(holder, 10_000, 2))?.id).toMatch(/^j(0[1-9]|1[01])$/);
    const again = await queues[1]!.claim('w-again', 10_000, 2);
    expect(again).toMatchObject({ id: 'j00', attempts: 2, prompts: ['Task j00'] });
  });

  it('ends a job only by the worker holding it, and never moves an ended job back', async () => {
    const store = await open();
    let clock = 1_000;
    const queue = storeJobQueue(store, () => clock);
    await insertAgentJob(store, newJob('a', 1));
    const claim = await queue.claim('w1', 5_000, 2);
    expect(claim?.id).toBe('a');
    await queue.progress('a', 'w1', {
      todos: [{ id: '1', content: 'x', status: 'in_progress', priority: 'high' }],
    });
    expect((await findAgentJob(store, 'acme', 'a'))?.todos).toEqual([
      { id: '1', content: 'x', status: 'in_progress', priority: 'high' },
    ]);
    expect(await queue.finish('a', 'intruder', completed)).toBe(false);
    expect(await queue.heartbeat('a', 'w1', 5_000)).toBe(true);
    expect(await queue.finish('a', 'w1', completed)).toBe(true);
    const done = await findAgentJob(store, 'acme', 'a');
    expect(done).toMatchObject({
      status: 'completed',
      prLink: 'https://forge/pull/1',
      haltReason: 'completed',
      branch: 'quire/agent-a',
      leaseOwner: null,
      messageToUser: 'Done.',
      archivedAt: null,
    });
    // Ended: no heartbeat, no second end, no follow-up, never claimed again.
    expect(await queue.heartbeat('a', 'w1', 5_000)).toBe(false);
    expect(await queue.finish('a', 'w1', failed)).toBe(false);
    expect((await addAgentJobPrompt(store, 'acme', 'a', 'more'))?.prompts).toEqual(['Task a']);
    clock += 60_000;
    expect(await queue.claim('w2', 5_000, 5)).toBeUndefined();
    const archived = await archiveAgentJob(store, 'acme', 'a', 9_999);
    expect(archived).toMatchObject({
      status: 'archived',
      archivedAt: 9_999,
      prLink: 'https://forge/pull/1',
    });
    expect(await archiveAgentJob(store, 'acme', 'missing', 1)).toBeUndefined();
  });

  it('fails a job abandoned after its last attempt as interrupted, and keeps follow-ups of an active job', async () => {
    const store = await open();
    let clock = 1_000;
    const queue = storeJobQueue(store, () => clock);
    await insertAgentJob(store, newJob('b', 1));
    expect((await addAgentJobPrompt(store, 'acme', 'b', 'Also fix the typo.'))?.prompts).toEqual([
      'Task b',
      'Also fix the typo.',
    ]);
    expect(await queue.prompts('b')).toEqual(['Task b', 'Also fix the typo.']);
    await queue.claim('w1', 1_000, 1);
    expect(await queue.failAbandoned('w2', 1)).toEqual([]);
    clock += 5_000;
    expect(await queue.claim('w2', 1_000, 1)).toBeUndefined();
    expect(await queue.failAbandoned('w1', 1)).toEqual([]);
    expect(await queue.failAbandoned('w2', 1)).toEqual(['b']);
    expect(await findAgentJob(store, 'acme', 'b')).toMatchObject({
      status: 'failed',
      haltReason: 'interrupted',
      failure: expect.stringMatching(
        /^the server running the job stopped before it ended \(1 time\)/,
      ),
      messageToUser: expect.stringMatching(/^the server running the job stopped/),
      leaseOwner: null,
    });
    expect(await archiveAgentJob(store, 'acme', 'b', 5)).toMatchObject({ status: 'archived' });
  });

  it('gives a released job back without counting the attempt, and lists a project newest first', async () => {
    const store = await open();
    const queue = storeJobQueue(store, () => 1_000);
    for (const [id, t] of [
      ['c', 1],
      ['d', 2],
      ['e', 3],
    ] as const)
      await insertAgentJob(store, newJob(id, t));
    await insertAgentJob(store, { ...newJob('other', 4), projectId: 'beta' });
    const claimed = await queue.claim('w1', 60_000, 1);
    await queue.release(claimed!.id, 'w1');
    expect(await queue.claim('w2', 60_000, 1)).toMatchObject({ id: claimed!.id, attempts: 1 });
    expect((await listAgentJobs(store, 'acme', { skip: 0, take: 12 })).map((j) => j.id)).toEqual([
      'e',
      'd',
      'c',
    ]);
    expect((await listAgentJobs(store, 'acme', { skip: 1, take: 1 })).map((j) => j.id)).toEqual([
      'd',
    ]);
  });

  it('keeps the jobs of a database made before the column was renamed (hault_reason → halt_reason)', async () => {
    const old = await open([AGENT_JOB_MIGRATIONS[0]!]);
    await old.run(
      `INSERT INTO agent_jobs (id, project_id, status, prompts, title, model, repository, base_branch, branch, pr_link, hault_reason, message_to_user, todos, attempts, created_at)
       VALUES ('old', 'acme', 'completed', '["Task"]', 'Task', 'm', 'https://github.com/acme/docs', 'main', 'quire/agent-old', 'https://forge/pull/9', 'github_missconfigured', 'Refused.', '[]', 1, 5)`,
    );
    await old.close();
    const store = await open();
    expect(await findAgentJob(store, 'acme', 'old')).toMatchObject({
      haltReason: 'github_missconfigured',
      draft: false,
      prLink: 'https://forge/pull/9',
    });
    const columns = await store.all(
      store.dialect === 'sqlite'
        ? `SELECT name FROM pragma_table_info('agent_jobs')`
        : `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'agent_jobs'`,
    );
    const names = columns.map((c) => String(c.name));
    expect(names).toContain('halt_reason');
    expect(names).not.toContain('hault_reason');
  });
});
