import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, loadServerConfig, startApiService, type ApiService } from '@quire/server';
import { insertKey, keyUsage, openStore, revokeKey } from '@quire/store';
import { KEY_CACHE_MS } from '../src/api/key-cache.js';
import { buildApiSite } from '../../../test-support/api-server.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

// The request pipeline that keeps the store off the path of each request: keys read at most once a
// second (a revocation takes effect within that bound), rate limits reserved from the store's shared
// counters (exact across servers), key use and the search log written in batches (nothing lost on close).

let siteDir: string;
beforeAll(() => {
  siteDir = buildApiSite();
});

const LIMIT = 40;

/** A service as `quire serve` starts it, on `target`, with a clock the test moves. */
async function service(target: StoreTarget, clock: { now: number }): Promise<ApiService> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-pipeline-'));
  writeFileSync(
    join(dir, 'quire.server.json'),
    JSON.stringify({
      sites: { 'acme-rockets': { site: siteDir } },
      limits: { perKey: { requests: LIMIT, windowSeconds: 3600 }, perAddress: false },
    }),
  );
  const loaded = loadServerConfig({
    cwd: dir,
    env: {},
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  if (loaded.kind !== 'ok') throw new Error(JSON.stringify(loaded.diagnostics));
  return startApiService({ config: loaded.config, now: () => clock.now });
}

const search = async (s: ApiService, token: string, query = 'rocket') =>
  s.api.fetch(
    new Request('http://127.0.0.1/discovery/v1/search/acme-rockets', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
  );

describe.each(STORE_KINDS)('two servers on one $name store', (kind) => {
  let target: StoreTarget;
  let a: ApiService;
  let b: ApiService;
  const clock = { now: Date.UTC(2026, 10, 27, 12) };
  const newKey = async () => {
    const { token, record } = createApiKey({ kind: 'assistant', scope: 'acme-rockets' }, clock.now);
    await insertKey(a.store, record);
    return { token, id: record.id };
  };
  beforeAll(async () => {
    target = await kind.create();
    [a, b] = [await service(target, clock), await service(target, clock)];
  });
  afterAll(async () => {
    // The last test closes them already; closing again changes nothing.
    await Promise.all([a?.close().catch(() => undefined), b?.close().catch(() => undefined)]);
    await target?.dispose();
  });

  it('admit exactly the per-key limit between them, however the requests are spread', async () => {
    const { token } = await newKey();
    let admitted = 0;
    let refusedInARow = 0;
    for (let round = 0; refusedInARow < 4 && round < 100; round++) {
      const statuses = await Promise.all(
        [a, b, a, b, b].map(async (s) => (await search(s, token)).status),
      );
      admitted += statuses.filter((s) => s === 200).length;
      refusedInARow = statuses.every((s) => s === 429) ? refusedInARow + 1 : 0;
    }
    expect(admitted).toBe(LIMIT);
  });

  it('refuse a client early by at most the other server’s unused reservation (an eighth of the limit)', async () => {
    const { token } = await newKey();
    expect((await search(a, token)).status).toBe(200);
    let onB = 0;
    for (let i = 0; i < LIMIT + 5; i++) if ((await search(b, token)).status === 200) onB++;
    expect(1 + onB).toBeLessThanOrEqual(LIMIT);
    expect(1 + onB).toBeGreaterThanOrEqual(LIMIT - Math.ceil(LIMIT / 8));
  });

  it('refuse a key revoked on the store within the key cache’s bound, on both servers', async () => {
    const { token, id } = await newKey();
    expect((await search(a, token)).status).toBe(200);
    expect((await search(b, token)).status).toBe(200);
    await revokeKey(a.store, id, clock.now);
    clock.now += KEY_CACHE_MS;
    for (const s of [a, b]) {
      const refused = await search(s, token);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { code: string }).code).toBe('auth_revoked');
    }
  });

  it('write every key use and search to the store when they close', async () => {
    const { token, id } = await newKey();
    const queries = Array.from({ length: 13 }, (_, i) => `liftoff ${i}`);
    for (const [i, query] of queries.entries())
      expect((await search(i % 2 ? a : b, token, query)).status).toBe(200);
    // One after the other: two SQLite connections of one process would wait for each other's write lock.
    await a.close();
    await b.close();
    const store = await openStore(target);
    try {
      expect(await keyUsage(store, id)).toEqual([
        { day: '2026-11-27', route: 'POST /discovery/v1/search/:domain', requests: 13 },
      ]);
      const logged = await store.all<{ query: string }>(
        "SELECT query FROM search_log WHERE query LIKE 'liftoff %' ORDER BY query",
      );
      expect(logged.map((r) => r.query)).toEqual([...queries].sort());
      // Ids of version 7, the time logged first: a second's searches are written at one end of the key's index.
      const ids = await store.all<{ id: string; at: number | string }>(
        "SELECT id, at FROM search_log WHERE query LIKE 'liftoff %'",
      );
      for (const { id, at } of ids) {
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Number(at));
      }
      expect(new Set(ids.map((r) => r.id)).size).toBe(queries.length);
    } finally {
      await store.close();
    }
  });
});
