import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MODULES, createApiKey, type ApiModule } from '@quire/server';
import { ApiError } from '../src/api/api-error.js';
import type { NewKeyRequest } from '../src/api/api-key.js';
import { readJsonBody } from '../src/api/json-body.js';
import { insertKey, keyUsage, revokeKey } from '@quire/store';
import { buildApiSite, startApiServer, type ApiServer } from '../../../test-support/api-server.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

const DAY = 86_400_000;

/** A module of admin routes, to check the admin-key middleware the agent and analytics routes use. */
const adminProbe: ApiModule = {
  name: 'admin-probe',
  prefixes: ['/v1/probe/'],
  register(app, tools) {
    const body = tools.bodySchema<{ prompt: string }>({
      type: 'object',
      required: ['prompt'],
      properties: { prompt: { type: 'string', maxLength: 20 } },
    });
    app.get('/v1/probe/:projectId/read', tools.adminKey('read'), (c) =>
      c.json({ project: c.get('project').projectId, key: c.get('key').id }),
    );
    app.post('/v1/probe/:projectId/write', tools.adminKey('write'), async (c) =>
      c.json({ prompt: (await readJsonBody(c, body)).prompt }),
    );
    app.get('/v1/probe/:projectId/fail', tools.adminKey('read'), () => {
      throw new ApiError('agent_job_active', 'The probe failed on purpose.');
    });
  },
};

let siteDir: string;
beforeAll(() => {
  siteDir = buildApiSite();
});

describe.each(STORE_KINDS)('the API on $name', (kind) => {
  let target: StoreTarget;
  let server: ApiServer;
  const keys: Record<string, string> = {};
  const ids: Record<string, string> = {};

  const addKey = async (name: string, request: NewKeyRequest, now = Date.now()) => {
    const { token, record } = createApiKey(request, now);
    await insertKey(server.service.store, record);
    keys[name] = token;
    ids[name] = record.id;
  };

  beforeAll(async () => {
    target = await kind.create();
    const config = {
      sites: { 'acme-rockets': { site: siteDir }, other: {} },
      projects: {
        rockets: { repository: '.', domain: 'acme-rockets' },
        moons: { repository: '.' },
      },
      limits: { bodyBytes: 2048 },
    };
    server = await startApiServer(siteDir, target, config, [...API_MODULES, adminProbe]);
    await addKey('assistant', { kind: 'assistant', scope: 'acme-rockets' });
    await addKey('otherSite', { kind: 'assistant', scope: 'other' });
    await addKey('bareSite', { kind: 'assistant', scope: 'other' });
    await addKey('revoked', { kind: 'assistant', scope: 'acme-rockets' });
    await revokeKey(server.service.store, ids['revoked'] ?? '', Date.now());
    await addKey(
      'expired',
      { kind: 'assistant', scope: 'acme-rockets', expiry: '7' },
      Date.now() - 8 * DAY,
    );
    await addKey('elsewhere', {
      kind: 'assistant',
      scope: 'acme-rockets',
      allowedCidrs: ['10.0.0.0/8'],
    });
    await addKey('loopback', {
      kind: 'assistant',
      scope: 'acme-rockets',
      allowedCidrs: ['127.0.0.0/8', '::1'],
    });
    await addKey('adminRead', { kind: 'admin', scope: 'rockets', access: 'read' });
    await addKey('adminWrite', {
      kind: 'admin',
      scope: 'rockets',
      access: 'write',
      expiry: 'never',
    });
  });
  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  const call = (
    path: string,
    init: { method?: string; key?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? 'POST',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.key ? { authorization: `Bearer ${init.key}` } : {}),
        ...init.headers,
      },
      ...(init.body !== undefined
        ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
        : {}),
    });
  const search = (body: unknown, key = keys['assistant']) =>
    call('/discovery/v1/search/acme-rockets', { key, body });
  const expectError = async (response: Response, status: number, code: string, field?: string) => {
    const body = (await response.json()) as {
      code: string;
      message: string;
      field?: string;
      docs: string;
    };
    expect({ status: response.status, code: body.code, field: body.field }).toEqual({
      status,
      code,
      field,
    });
    expect(body.message.length).toBeGreaterThan(20);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return body;
  };

  it('searches the site with its own index: ranking, pageSize, language and scoreThreshold', async () => {
    const r = await search({ query: 'countdown' });
    expect(r.status).toBe(200);
    const hits = (await r.json()) as {
      path: string;
      content: string;
      metadata: { title: string; score: number; anchor?: string };
    }[];
    expect(hits[0]).toMatchObject({
      path: '/guides/launch',
      metadata: { title: 'Launch a rocket', score: 1, anchor: 'countdown' },
    });
    expect(hits[0]?.content).toContain('count down');
    expect(
      ((await (await search({ query: 'rocket', pageSize: 1 })).json()) as unknown[]).length,
    ).toBe(1);
    const fr = (await (await search({ query: 'compte', filter: { language: 'fr' } })).json()) as {
      path: string;
    }[];
    expect(fr[0]?.path).toBe('/fr/launch');
    const top = (await (await search({ query: 'rocket', scoreThreshold: 1 })).json()) as {
      metadata: { score: number };
    }[];
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((h) => h.metadata.score === 1)).toBe(true);
    // A served domain without a built site has nothing to search: 503, not an empty answer.
    await expectError(
      await call('/discovery/v1/search/other', { key: keys['bareSite'], body: { query: 'x' } }),
      503,
      'search_unavailable',
    );
  });

  it('reports ready once the indexes of every built site are loaded (GET /_quire/ready, no key)', async () => {
    await server.service.searchWarmup.done;
    const r = await call('/_quire/ready', { method: 'GET' });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ ready: true, searchIndexes: 2, failedIndexes: 0 });
  });

  it('returns a page as the Markdown the build wrote, by any spelling of its path', async () => {
    for (const path of [
      'guides/launch',
      '/guides/launch',
      '/guides/launch.md',
      'https://docs.acme.dev/guides/launch#liftoff',
    ]) {
      const r = await call('/discovery/v1/page/acme-rockets', {
        key: keys['assistant'],
        body: { path },
      });
      expect(r.status).toBe(200);
      const page = (await r.json()) as { path: string; content: string };
      expect(page.path).toBe(path);
      expect(page.content).toContain('## Countdown');
    }
    await expectError(
      await call('/discovery/v1/page/acme-rockets', {
        key: keys['assistant'],
        body: { path: '/nope' },
      }),
      404,
      'page_not_found',
    );
    await expectError(
      await call('/discovery/v1/page/acme-rockets', {
        key: keys['assistant'],
        body: { path: '/../../../etc/passwd' },
      }),
      404,
      'page_not_found',
    );
  });

  it('refuses each bad key with its own code, and counts nothing for it', async () => {
    await expectError(
      await call('/discovery/v1/search/acme-rockets', { body: { query: 'x' } }),
      401,
      'auth_missing',
    );
    await expectError(
      await call('/discovery/v1/search/acme-rockets', {
        body: { query: 'x' },
        headers: { authorization: `Basic ${keys['assistant']}` },
      }),
      401,
      'auth_malformed',
    );
    await expectError(await search({ query: 'x' }, 'svc_dsc_short'), 401, 'auth_malformed');
    await expectError(
      await search({ query: 'x' }, `${(keys['assistant'] ?? '').slice(0, -4)}AAAA`),
      401,
      'auth_unknown_key',
    );
    await expectError(await search({ query: 'x' }, keys['revoked']), 401, 'auth_revoked');
    await expectError(await search({ query: 'x' }, keys['expired']), 401, 'auth_expired');
    const admin = await expectError(
      await search({ query: 'x' }, keys['adminWrite']),
      403,
      'auth_admin_key_in_browser_endpoint',
    );
    expect(admin.message).toContain('svc_dsc_');
    await expectError(await search({ query: 'x' }, keys['elsewhere']), 403, 'auth_address_denied');
    expect((await search({ query: 'rocket' }, keys['loopback'])).status).toBe(200);
    await expectError(await search({ query: 'x' }, keys['otherSite']), 403, 'auth_wrong_scope');
    await expectError(
      await call('/discovery/v1/search/nowhere', { key: keys['assistant'], body: { query: 'x' } }),
      404,
      'unknown_domain',
    );
    await server.service.context.pending.flush();
    for (const name of ['revoked', 'expired', 'elsewhere', 'otherSite', 'adminWrite'])
      expect(await keyUsage(server.service.store, ids[name] ?? '')).toEqual([]);
    expect((await keyUsage(server.service.store, ids['loopback'] ?? ''))[0]).toMatchObject({
      route: 'POST /discovery/v1/search/:domain',
      requests: 1,
    });
  });

  it('guards the admin routes: kind, scope, project and read-only access', async () => {
    const read = await call('/v1/probe/rockets/read', { method: 'GET', key: keys['adminRead'] });
    expect(await read.json()).toEqual({ project: 'rockets', key: ids['adminRead'] });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    await expectError(
      await call('/v1/probe/rockets/read', { method: 'GET', key: keys['assistant'] }),
      403,
      'auth_wrong_kind',
    );
    await expectError(
      await call('/v1/probe/moons/read', { method: 'GET', key: keys['adminRead'] }),
      403,
      'auth_wrong_scope',
    );
    await expectError(
      await call('/v1/probe/nowhere/read', { method: 'GET', key: keys['adminRead'] }),
      404,
      'unknown_project',
    );
    await expectError(
      await call('/v1/probe/rockets/write', { key: keys['adminRead'], body: { prompt: 'go' } }),
      403,
      'auth_read_only',
    );
    expect(
      await (
        await call('/v1/probe/rockets/write', { key: keys['adminWrite'], body: { prompt: 'go' } })
      ).json(),
    ).toEqual({ prompt: 'go' });
    await expectError(
      await call('/v1/probe/rockets/fail', { method: 'GET', key: keys['adminRead'] }),
      409,
      'agent_job_active',
    );
  });

  it('counts the searches of the site for the project’s search analytics, paged, admin key only', async () => {
    const base = `/v1/analytics/rockets/searches`;
    const read = async (query = '') =>
      (await call(`${base}${query}`, { method: 'GET', key: keys['adminRead'] })).json() as Promise<{
        searches: { searchQuery: string; hits: number }[];
        totalSearches: number;
        nextCursor: string | null;
      }>;
    const before = await read();
    for (const q of ['Liftoff', 'liftoff ', 'zeppelin']) await search({ query: q });
    const after = await read();
    expect(after.totalSearches - before.totalSearches).toBe(3);
    expect(after.searches.find((s) => s.searchQuery === 'liftoff')?.hits).toBe(2);
    const first = await read('?limit=1');
    expect(first.searches).toHaveLength(1);
    const second = await read(`?limit=1&cursor=${first.nextCursor ?? ''}`);
    expect(second.searches[0]?.searchQuery).not.toBe(first.searches[0]?.searchQuery);
    expect((await read('?dateTo=2000-01-01')).totalSearches).toBe(0);
    await expectError(
      await call(`${base}?dateFrom=yesterday`, { method: 'GET', key: keys['adminRead'] }),
      400,
      'invalid_query',
      'dateFrom',
    );
    await expectError(
      await call(`${base}?limit=500`, { method: 'GET', key: keys['adminRead'] }),
      400,
      'invalid_query',
      'limit',
    );
    await expectError(
      await call(base, { method: 'GET', key: keys['assistant'] }),
      403,
      'auth_wrong_kind',
    );
    await expectError(
      await call('/v1/analytics/moons/searches', { method: 'GET', key: keys['adminRead'] }),
      403,
      'auth_wrong_scope',
    );
  });

  it('validates bodies: each failure a 400, 413 or 415 naming the field', async () => {
    await expectError(
      await call('/discovery/v1/search/acme-rockets', {
        key: keys['assistant'],
        body: 'not json',
        headers: { 'content-type': 'text/plain' },
      }),
      415,
      'unsupported_media_type',
    );
    await expectError(await search('{"query": ', keys['assistant']), 400, 'invalid_json');
    await expectError(await search({}), 400, 'invalid_body', 'query');
    await expectError(await search({ query: 5 }), 400, 'invalid_body', 'query');
    await expectError(await search({ query: 'x', pageSize: 0 }), 400, 'invalid_body', 'pageSize');
    await expectError(await search({ query: 'x', pageSize: 51 }), 400, 'invalid_body', 'pageSize');
    await expectError(await search({ query: 'x', pageSize: 2.5 }), 400, 'invalid_body', 'pageSize');
    await expectError(
      await search({ query: 'x', scoreThreshold: 2 }),
      400,
      'invalid_body',
      'scoreThreshold',
    );
    await expectError(
      await search({ query: 'x', filter: { groups: 'admins' } }),
      400,
      'invalid_body',
      'filter.groups',
    );
    await expectError(
      await search({ query: 'x', filter: { language: 'de' } }),
      400,
      'invalid_body',
      'filter.language',
    );
    await expectError(
      await call('/discovery/v1/page/acme-rockets', {
        key: keys['assistant'],
        body: { path: ['a'] },
      }),
      400,
      'invalid_body',
      'path',
    );
    await expectError(
      await call('/v1/probe/rockets/write', {
        key: keys['adminWrite'],
        body: { prompt: 'x'.repeat(21) },
      }),
      400,
      'invalid_body',
      'prompt',
    );
    await expectError(await search({ query: 'x'.repeat(3000) }), 413, 'body_too_large');
    // Nesting is checked before parsing; at the bound the schema speaks, with the value cut short.
    const nested = (depth: number) => `{"query": ${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const deep = await expectError(await search(nested(64)), 400, 'body_too_deep');
    expect(deep.message).toContain('line 1, column 74');
    const atBound = await expectError(await search(nested(63)), 400, 'invalid_body', 'query');
    expect(atBound.message).toContain('(got [[[[');
    // Brackets inside strings (escaped quotes too) are text, not nesting.
    expect((await search(`{"query": "\\"${'['.repeat(100)}"}`)).status).toBe(200);
    // JSON is UTF-8: another declared charset is refused, bytes that are not UTF-8 are not replaced.
    const latin1 = (charset: string) =>
      call('/discovery/v1/search/acme-rockets', {
        key: keys['assistant'],
        body: '{"query": "caf\u00e9"}',
        headers: { 'content-type': `application/json; charset=${charset}` },
      });
    const refused = await expectError(await latin1('latin1'), 415, 'unsupported_media_type');
    expect(refused.message).toContain('charset=latin1');
    await expectError(await latin1('"ISO-8859-1"'), 415, 'unsupported_media_type');
    expect((await latin1('UTF-8')).status).toBe(200);
    const bytes = await fetch(`${server.url}/discovery/v1/search/acme-rockets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys['assistant']}`, 'content-type': 'application/json' },
      body: Buffer.from([...Buffer.from('{"query": "caf'), 0xe9, ...Buffer.from('"}')]),
    });
    await expectError(bytes, 400, 'invalid_json');
  });

  it('opens CORS on the browser endpoints only, and answers unknown paths and methods with JSON', async () => {
    const preflight = await call('/discovery/v1/search/acme-rockets', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const denied = await call('/discovery/v1/search/acme-rockets', { body: { query: 'x' } });
    expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    const admin = await call('/v1/probe/rockets/read', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' },
    });
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
    await expectError(admin, 403, 'cors_not_allowed');
    const wrongMethod = await call('/discovery/v1/search/acme-rockets', { method: 'GET' });
    await expectError(wrongMethod, 405, 'method_not_allowed');
    expect(wrongMethod.headers.get('allow')).toContain('POST');
    await expectError(await call('/discovery/v9/nothing'), 404, 'not_found');
    const page = await fetch(`${server.url}/guides/launch`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

describe.each(STORE_KINDS)('rate limits on $name', (kind) => {
  let target: StoreTarget;
  let server: ApiServer;
  beforeAll(async () => {
    target = await kind.create();
    server = await startApiServer(siteDir, target, {
      sites: { 'acme-rockets': { site: siteDir } },
      limits: {
        perKey: { requests: 3, windowSeconds: 60 },
        perAddress: { requests: 5, windowSeconds: 60 },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  it('answers 429 with Retry-After past the per-key, then the per-address limit', async () => {
    const keyOf = async () => {
      const { token, record } = createApiKey(
        { kind: 'assistant', scope: 'acme-rockets' },
        Date.now(),
      );
      await insertKey(server.service.store, record);
      return token;
    };
    const send = (key: string) =>
      fetch(`${server.url}/discovery/v1/search/acme-rockets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: '{"query":"rocket"}',
      });
    const first = await keyOf();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send(first)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await send(first);
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    // Five requests from this address so far: the sixth is over the address limit, whatever the key.
    const second = await send(await keyOf());
    expect(second.status).toBe(429);
    expect(((await second.json()) as { message: string }).message).toContain('from this address');
  });
});
