import { describe, expect, it } from 'vitest';
import {
  findKey,
  hitRateLimit,
  pruneRateLimits,
  insertKey,
  listKeys,
  recordKeyUse,
  keyUsage,
  revokeKey,
  type KeyRecord,
  type Migration,
} from '@quire/store';
import { openTestStores } from '../../../test-support/open-test-stores.js';
import { POSTGRES_URL, STORE_KINDS } from '../../../test-support/stores.js';
import pg from 'pg';

const key = (id: string, over: Partial<KeyRecord> = {}): KeyRecord => ({
  id,
  kind: 'assistant',
  hash: 'ab'.repeat(32),
  hint: `svc_dsc_${id}`,
  domain: 'acme',
  projectId: null,
  access: null,
  allowedCidrs: ['10.0.0.0/8'],
  name: 'test',
  createdAt: 1_000,
  expiresAt: 2_000_000_000_000,
  revokedAt: null,
  lastUsedAt: null,
  ...over,
});

const jobs: Migration = {
  name: 'test/001-jobs',
  up: `CREATE TABLE test_jobs (id TEXT PRIMARY KEY, state TEXT NOT NULL, worker TEXT, created_at BIGINT NOT NULL);
       CREATE INDEX test_jobs_state ON test_jobs (state)`,
};

describe.each(STORE_KINDS)('store on $name', (kind) => {
  const open = openTestStores(kind);

  it('keeps keys across a reopen, lists them newest first and revokes once', async () => {
    const first = await open();
    await insertKey(first, key('k1'));
    await insertKey(
      first,
      key('k2', {
        kind: 'admin',
        domain: null,
        projectId: 'proj',
        access: 'write',
        createdAt: 2_000,
        expiresAt: null,
      }),
    );
    await first.close();
    const again = await open();
    expect(await findKey(again, 'k1')).toEqual(key('k1'));
    expect((await listKeys(again)).map((k) => k.id)).toEqual(['k2', 'k1']);
    expect((await listKeys(again, { projectId: 'proj' })).map((k) => k.id)).toEqual(['k2']);
    expect(await revokeKey(again, 'k1', 5_000)).toBe(true);
    expect(await revokeKey(again, 'k1', 6_000)).toBe(false);
    expect((await findKey(again, 'k1'))?.revokedAt).toBe(5_000);
    expect(await findKey(again, 'nope')).toBeUndefined();
  });

  it('runs each migration once, in order, and rolls back a failing one', async () => {
    const store = await open([jobs]);
    await store.run('INSERT INTO test_jobs (id, state, created_at) VALUES ($1, $2, $3)', [
      'j1',
      'queued',
      1,
    ]);
    await store.close();
    const broken: Migration = {
      name: 'test/002-broken',
      up: 'CREATE TABLE test_more (id TEXT);\nCREATE TABLE test_jobs (id TEXT)',
    };
    await expect(open([jobs, broken])).rejects.toThrow();
    const after = await open([jobs]);
    expect(await after.all('SELECT id FROM test_jobs')).toEqual([{ id: 'j1' }]);
    await expect(after.all('SELECT * FROM test_more')).rejects.toThrow();
    const names = await after.all<{ name: string }>(
      'SELECT name FROM quire_migrations ORDER BY name',
    );
    expect(names.map((r) => r.name)).toEqual([
      'store/001-api-keys',
      'store/002-api-usage',
      'store/003-rate-limits',
      'test/001-jobs',
    ]);
  });

  it('claims each job once when workers race, with the claim pattern of Store.skipLocked', async () => {
    const store = await open([jobs]);
    for (let i = 0; i < 6; i++)
      await store.run('INSERT INTO test_jobs (id, state, created_at) VALUES ($1, $2, $3)', [
        `j${i}`,
        'queued',
        i,
      ]);
    const claim = (worker: string) =>
      store.transaction((tx) =>
        tx.one<{ id: string }>(
          `UPDATE test_jobs SET state = 'running', worker = $1
           WHERE id = (SELECT id FROM test_jobs WHERE state = 'queued' ORDER BY created_at LIMIT 1${store.skipLocked}) RETURNING id`,
          [worker],
        ),
      );
    const claimed = await Promise.all(Array.from({ length: 8 }, (_, i) => claim(`w${i}`)));
    const ids = claimed.flatMap((r) => (r ? [r.id] : []));
    expect(ids.sort()).toEqual(['j0', 'j1', 'j2', 'j3', 'j4', 'j5']);
  });

  it('rolls a transaction back when its work throws', async () => {
    const store = await open();
    await expect(
      store.transaction(async (tx) => {
        await insertKey(tx, key('t1'));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await findKey(store, 't1')).toBeUndefined();
  });

  it('counts rate-limit hits per window and records key usage', async () => {
    const store = await open();
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await hitRateLimit(store, 'key:k1', 60_000, 120_500));
    expect(hits.map((h) => h.hits)).toEqual([1, 2, 3]);
    expect(hits[0]?.resetAt).toBe(180_000);
    expect((await hitRateLimit(store, 'key:k1', 60_000, 180_001)).hits).toBe(1);
    await hitRateLimit(store, 'address:10.0.0.1', 60_000, 61_000);
    expect(await pruneRateLimits(store, 120_000)).toBe(1);
    expect((await store.all('SELECT bucket FROM rate_limits')).map((r) => r['bucket'])).toEqual([
      'key:k1',
    ]);
    await insertKey(store, key('k1'));
    await recordKeyUse(store, 'k1', 'search', Date.UTC(2026, 0, 2));
    await recordKeyUse(store, 'k1', 'search', Date.UTC(2026, 0, 2, 5));
    expect(await keyUsage(store, 'k1')).toEqual([
      { day: '2026-01-02', route: 'search', requests: 2 },
    ]);
    expect((await findKey(store, 'k1'))?.lastUsedAt).toBe(Date.UTC(2026, 0, 2, 5));
  });
});

describe.skipIf(!POSTGRES_URL)('store on postgres, when the database drops its connection', () => {
  const open = openTestStores(STORE_KINDS.find((k) => k.name === 'postgres')!);
  /** What pg_terminate_backend does to a store's connections (as a restart or a failover would). */
  async function dropConnections(database: string) {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
    } finally {
      await admin.end();
    }
  }

  it('fails the transaction and the statement in flight, keeps the process up, and answers the next query', async () => {
    const store = await open();
    const database = (await store.one<{ d: string }>('SELECT current_database() AS d'))!.d;
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listener);
    try {
      const outcome = (p: Promise<unknown>) =>
        p.then(
          () => 'answered',
          (error: Error) => error.message,
        );
      const inTransaction = outcome(
        store.transaction(async (tx) => {
          await insertKey(tx, key('t1'));
          await tx.one('SELECT pg_sleep(5)');
        }),
      );
      const statement = outcome(store.one('SELECT pg_sleep(5)'));
      // Both hold a connection when it is dropped.
      await expect
        .poll(async () =>
          Number(
            (
              await store.one<{ n: string }>(
                "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%'",
              )
            )?.n,
          ),
        )
        .toBe(2);
      await dropConnections(database);
      expect(await inTransaction).toMatch(/terminat/);
      expect(await statement).toMatch(/terminat/);
      // The pool opens new connections; what the transaction wrote was never committed.
      expect(await findKey(store, 't1')).toBeUndefined();
      await insertKey(store, key('t2'));
      expect((await findKey(store, 't2'))?.id).toBe('t2');
      await new Promise((r) => setTimeout(r, 100));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', listener);
    }
  });
});
