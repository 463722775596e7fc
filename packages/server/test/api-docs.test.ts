import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, API_MODULES, loadServerConfig } from '@quire/server';
import { createApiApp } from '../src/api/create-api-app.js';
import { createKeyCache } from '../src/api/key-cache.js';
import { createPendingWrites } from '../src/api/pending-writes.js';
import { createRateLimiter } from '../src/api/rate-limiter.js';
import { createQueryCache } from '@quire/search';
import { openStore } from '@quire/store';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const spec = JSON.parse(readFileSync(join(repo, 'docs/api/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};
const errorsPage = readFileSync(join(repo, 'docs/api/errors.mdx'), 'utf8');

describe('the API docs', () => {
  it('docs/api/openapi.json describes exactly the routes the server registers', async () => {
    const loaded = loadServerConfig({
      cwd: mkdtempSync(join(tmpdir(), 'quire-api-docs-')),
      env: {},
    });
    if (loaded.kind !== 'ok') throw new Error('no config');
    const store = await openStore({ dataDir: loaded.config.dataDir });
    try {
      const context = {
        config: loaded.config,
        store,
        keys: createKeyCache(store),
        rateLimiter: createRateLimiter(store),
        pending: createPendingWrites(store, () => undefined),
        searches: createQueryCache(),
        sites: new Map(),
        now: Date.now,
      };
      const { app } = createApiApp(context, API_MODULES);
      await context.pending.close();
      const registered = app.routes
        .filter((r) => r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
      const documented = Object.entries(spec.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      );
      expect([...new Set(registered)].sort()).toEqual(documented.sort());
    } finally {
      await store.close();
    }
  });

  it('every documented error status has a code, and every code is on the errors page', () => {
    const codes = Object.entries(API_ERROR_CODES);
    expect(
      codes
        .filter(([code, info]) => !errorsPage.includes(`### ${code}\n\n**${info.status}**`))
        .map(([code]) => code),
    ).toEqual([]);
    const statuses = new Set(codes.map(([, info]) => String(info.status)));
    const documented = Object.values(spec.paths).flatMap((ops) =>
      Object.values(ops).flatMap((op) => Object.keys(op.responses)),
    );
    expect(documented.filter((s) => !s.startsWith('2') && !statuses.has(s))).toEqual([]);
  });

  it('docs/api/errors.mdx is what scripts/generate-api-errors-doc.mjs writes from the built server', () => {
    const r = spawnSync(
      process.execPath,
      [join(repo, 'scripts/generate-api-errors-doc.mjs'), '--check'],
      { encoding: 'utf8' },
    );
    expect([r.status, r.stderr]).toEqual([0, '']);
  });
});
