import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ajvModule from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@quire/server';
import { insertKey } from '@quire/store';
import { buildApiSite, startApiServer, type ApiServer } from '../../../test-support/api-server.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

/** The reference platform's own description of its discovery API: what a client written for it expects. */
const reference = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../../../shared/corpora/mintlify-docs/discovery-openapi.json', import.meta.url),
    ),
    'utf8',
  ),
) as {
  servers: { url: string }[];
  paths: Record<
    string,
    { post: { responses: Record<string, { content: { 'application/json': { schema: object } } }> } }
  >;
};

const ajv = new ajvModule.default({ strict: false, allErrors: true });
const responseSchema = (path: string, status: string) =>
  reference.paths[path]?.post.responses[status]?.content['application/json'].schema ?? {};
/** `/v1/search/{domain}` on `https://api.mintlify.com/discovery` is `/discovery/v1/search/{domain}` here. */
const ourPath = (path: string, domain: string) =>
  `${new URL(reference.servers[0]?.url ?? '').pathname}${path.replace('{domain}', domain)}`;

const analytics = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../../../shared/corpora/mintlify-docs/analytics.openapi.json', import.meta.url),
    ),
    'utf8',
  ),
) as {
  paths: Record<
    string,
    {
      get: {
        responses: Record<
          string,
          { content: { 'application/json': { schema: { $ref: string } } } }
        >;
      };
    }
  >;
  components: { schemas: Record<string, object> };
};

let server: ApiServer;
let adminKey: string;
let target: StoreTarget;
let key: string;

beforeAll(async () => {
  const siteDir = buildApiSite();
  target = await STORE_KINDS[0]!.create();
  server = await startApiServer(siteDir, target, {
    sites: { 'acme-rockets': { site: siteDir } },
    projects: { rockets: { repository: '.', domain: 'acme-rockets' } },
  });
  const admin = createApiKey({ kind: 'admin', scope: 'rockets' }, Date.now());
  await insertKey(server.service.store, admin.record);
  adminKey = admin.token;
  const created = createApiKey({ kind: 'assistant', scope: 'acme-rockets' }, Date.now());
  await insertKey(server.service.store, created.record);
  key = created.token;
});
afterAll(async () => {
  await server?.close();
  await target?.dispose();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${ourPath(path, 'acme-rockets')}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Validates a response body against the reference's schema for its path and status; the errors when it does not match. */
async function conforms(
  response: Response,
  path: string,
): Promise<{ status: number; errors: unknown }> {
  const validate = ajv.compile(responseSchema(path, String(response.status)));
  const body: unknown = await response.json();
  validate(body);
  return { status: response.status, errors: validate.errors ?? null };
}

describe('our discovery responses against the reference API description', () => {
  it('POST /v1/search/{domain}: an array of {content, path, metadata}', async () => {
    const r = await post('/v1/search/{domain}', {
      query: 'rocket launch',
      pageSize: 5,
      filter: { language: 'en' },
    });
    expect(await conforms(r.clone(), '/v1/search/{domain}')).toEqual({ status: 200, errors: null });
    const hits = (await r.json()) as { path: string; content: string; metadata: object }[];
    expect(hits.length).toBeGreaterThan(1);
    expect(
      hits.every(
        (h) =>
          typeof h.content === 'string' && h.path.startsWith('/') && typeof h.metadata === 'object',
      ),
    ).toBe(true);
  });

  it('POST /v1/page/{domain}: {path, content}, and the 404 with a message', async () => {
    const found = await post('/v1/page/{domain}', { path: '/guides/fuel' });
    expect(await conforms(found, '/v1/page/{domain}')).toEqual({ status: 200, errors: null });
    const missing = await post('/v1/page/{domain}', { path: '/no/such/page' });
    expect(await conforms(missing, '/v1/page/{domain}')).toEqual({ status: 404, errors: null });
  });

  it('GET /v1/analytics/{projectId}/searches: the SearchesResponse of the reference analytics API', async () => {
    await post('/v1/search/{domain}', { query: 'fuel' });
    const ref =
      analytics.paths['/v1/analytics/{projectId}/searches']?.get.responses['200']?.content[
        'application/json'
      ].schema.$ref ?? '';
    const schema = analytics.components.schemas[ref.split('/').pop() ?? ''] ?? {};
    const r = await fetch(`${server.url}/v1/analytics/rockets/searches?limit=1`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    const body: unknown = await r.json();
    const validate = ajv.compile(schema);
    expect([r.status, validate(body), validate.errors ?? null]).toEqual([200, true, null]);
    expect((body as { searches: unknown[] }).searches).toHaveLength(1);
  });

  it('accepts every request field the reference describes', async () => {
    const search = await post('/v1/search/{domain}', {
      query: 'fuel',
      pageSize: 50,
      scoreThreshold: 0,
      filter: { version: undefined, language: 'en', tag: 'x', groups: ['admins'] },
    });
    expect(search.status).toBe(200);
    const page = await post('/v1/page/{domain}', { path: 'guides/fuel', groups: [] });
    expect(page.status).toBe(200);
  });
});

/** The reference's schema of a 200 of an analytics path, its `$ref`s resolved within the document. */
function analyticsSchema(path: string): object {
  const ref = analytics.paths[path]?.get.responses['200']?.content['application/json'].schema.$ref;
  return { $ref: ref, components: analytics.components };
}

const adminGet = (path: string) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${adminKey}` } });

describe('feedback, views and visitors against the reference analytics API', () => {
  it('answers the four endpoints in the shapes of analytics.openapi.json', async () => {
    const vote = (body: object) =>
      fetch(`${server.url}/_quire/feedback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await vote({ path: '/guides/fuel', helpful: true })).status).toBe(201);
    expect(
      (await vote({ path: '/guides/fuel', helpful: false, comment: 'No units.' })).status,
    ).toBe(201);
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';
    await fetch(`${server.url}/guides/fuel`, { headers: { 'user-agent': browser } });
    await fetch(`${server.url}/guides/fuel.md`, { headers: { 'user-agent': 'ClaudeBot/1.0' } });
    await server.service.api.idle();
    for (const path of [
      '/v1/analytics/{projectId}/feedback',
      '/v1/analytics/{projectId}/feedback/by-page',
      '/v1/analytics/{projectId}/views',
      '/v1/analytics/{projectId}/visitors',
    ]) {
      const url = path.replace('{projectId}', 'rockets');
      const body = (await (await adminGet(url)).json()) as Record<string, unknown[]>;
      const validate = ajv.compile(analyticsSchema(path));
      expect([path, validate(body), validate.errors ?? null]).toEqual([path, true, null]);
      expect(Object.values(body).some((v) => Array.isArray(v) && v.length > 0)).toBe(true);
    }
  });
});
