import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  API_MODULES,
  createApiKey,
  createServiceApp,
  createSiteApp,
  listen,
  loadServerConfig,
  startApiService,
  type ApiService,
  type RunningServer,
} from '@quire/server';
import { insertKey } from '@quire/store';
import { seededRandom } from '../../../test-support/config-fuzz.js';
import { buildApiSite } from '../../../test-support/api-server.js';

// Issue 33: random JSON shapes, depths, encodings, content types and headers against every
// endpoint of the API description. Every answer is a valid response or a JSON error with a
// documented code; never a 500, never an internal error in the log. QUIRE_API_FUZZ_CASES and
// QUIRE_API_FUZZ_SEED run more.
const CASES = Number(process.env.QUIRE_API_FUZZ_CASES ?? 600);
const SEED = Number(process.env.QUIRE_API_FUZZ_SEED ?? 33);
const OPENAPI = fileURLToPath(new URL('../../../docs/api/openapi.json', import.meta.url));

type Random = () => number;
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

const FIELDS = [
  'query',
  'pageSize',
  'filter',
  'version',
  'language',
  'path',
  'messages',
  'message',
  'prompt',
  'fp',
  'threadId',
  'role',
  'content',
  'parts',
  'repository',
  'branch',
  '__proto__',
  'constructor',
  '',
];
const STRINGS = ['', 'flow', 'Launch', 'a'.repeat(5000), '\u0000\u001f', '🚀', '\ud800', '../..'];
const NUMBERS = [0, -1, 1, 5, 50, 51, 1e308, -1e308, 0.5, 2 ** 53 + 1];

function value(random: Random, depth: number): Json {
  const r = random();
  if (depth > 4 || r < 0.35) {
    const leaf = random();
    if (leaf < 0.1) return null;
    if (leaf < 0.2) return random() < 0.5;
    if (leaf < 0.5) return pick(random, NUMBERS);
    return pick(random, STRINGS);
  }
  if (r < 0.55)
    return Array.from({ length: Math.floor(random() * 4) }, () => value(random, depth + 1));
  const object: { [key: string]: Json } = {};
  for (let i = Math.floor(random() * 5); i > 0; i--)
    object[pick(random, FIELDS)] = value(random, depth + 1);
  return object;
}

/** A body of one of many kinds: JSON of random shape, deep nesting, broken text, other encodings. */
function body(random: Random): { bytes: Buffer; headers: Record<string, string> } {
  const json = () => JSON.stringify(value(random, 0));
  const kind = pick(random, [
    'json',
    'json',
    'json',
    'deep',
    'deep-object',
    'truncated',
    'latin1',
    'utf16',
    'bom',
    'gzip',
    'empty',
    'huge',
    'not-json',
  ]);
  const depth = pick(random, [63, 64, 65, 1000, 100_000]);
  switch (kind) {
    case 'deep':
      return {
        bytes: Buffer.from(`{"query":${'['.repeat(depth)}${']'.repeat(depth)}}`),
        headers: {},
      };
    case 'deep-object':
      return { bytes: Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`), headers: {} };
    case 'truncated': {
      const text = json();
      return { bytes: Buffer.from(text.slice(0, Math.floor(text.length / 2))), headers: {} };
    }
    case 'latin1':
      return { bytes: Buffer.from('{"query":"caf\u00e9"}', 'latin1'), headers: {} };
    case 'utf16':
      return { bytes: Buffer.from(json(), 'utf16le'), headers: {} };
    case 'bom':
      return {
        bytes: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json())]),
        headers: {},
      };
    case 'gzip':
      return { bytes: gzipSync(json()), headers: { 'content-encoding': 'gzip' } };
    case 'empty':
      return { bytes: Buffer.alloc(0), headers: {} };
    case 'huge':
      return { bytes: Buffer.from(JSON.stringify({ query: 'x'.repeat(300_000) })), headers: {} };
    case 'not-json':
      return { bytes: Buffer.from('query=flow&pageSize=5'), headers: {} };
    default:
      return { bytes: Buffer.from(json()), headers: {} };
  }
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'a/b/c;;;charset=',
  undefined,
];
// Not '..': a client normalises it away, to a path of the site rather than the API.
const PARAMS = ['%00', '%2e', 'a'.repeat(2000), '%F0%9F%9A%80', '%ZZ', 'x y'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

interface Endpoint {
  readonly method: string;
  readonly path: string;
}

function endpoints(): Endpoint[] {
  const spec = JSON.parse(readFileSync(OPENAPI, 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => ['get', 'post', 'put', 'delete', 'patch'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
}

interface Answer {
  readonly status: number;
  readonly type: string;
  readonly text: string;
}

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  bytes: Buffer | undefined,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A connection of its own per request (none reused after the server closed it), and the body's length declared.
    const length = bytes ? { 'content-length': String(bytes.length) } : {};
    const options = { method, headers: { ...headers, ...length }, timeout: 30_000, agent: false };
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', reject);
    req.end(bytes);
  });
}

describe('the HTTP API under random requests', () => {
  const work = mkdtempSync(join(tmpdir(), 'quire-api-fuzz-'));
  const internalErrors: string[] = [];
  let service: ApiService;
  let server: RunningServer;
  const keys: string[] = [];

  beforeAll(async () => {
    const site = buildApiSite();
    writeFileSync(
      join(work, 'quire.server.json'),
      JSON.stringify({
        sites: { 'acme-rockets': { site } },
        projects: { rockets: { repository: '.', domain: 'acme-rockets' } },
        limits: { perKey: false, perAddress: false, bodyBytes: 65_536 },
      }),
    );
    const loaded = loadServerConfig({ cwd: work, env: {}, dataDir: join(work, 'data') });
    if (loaded.kind !== 'ok') throw new Error(JSON.stringify(loaded.diagnostics));
    service = await startApiService({
      config: loaded.config,
      modules: API_MODULES,
      onInternalError: (error) =>
        internalErrors.push(
          error instanceof Error ? (error.stack ?? error.message) : String(error),
        ),
    });
    server = await listen(
      createServiceApp(service.api, await createSiteApp({ siteDir: site })),
      0,
      '127.0.0.1',
    );
    for (const request of [
      { kind: 'assistant', scope: 'acme-rockets' },
      { kind: 'admin', scope: 'rockets', access: 'read' },
      { kind: 'admin', scope: 'rockets', access: 'write' },
    ] as const) {
      const { token, record } = createApiKey(request, Date.now());
      await insertKey(service.store, record);
      keys.push(token);
    }
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await service?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(`${CASES} seeded requests: valid responses or documented JSON errors, never a 500`, async () => {
    const documented = new Set(Object.keys(API_ERROR_CODES));
    const random = seededRandom(SEED);
    const all = endpoints();
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < CASES; i++) {
      const endpoint = pick(random, all);
      const method = random() < 0.85 ? endpoint.method : pick(random, METHODS);
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (random() < 0.8)
          return name === 'domain' ? 'acme-rockets' : name === 'projectId' ? 'rockets' : 'job_1';
        return pick(random, PARAMS);
      });
      const query =
        random() < 0.3
          ? `?limit=${pick(random, ['5', '-1', 'x', '1e9'])}&cursor=${pick(random, PARAMS)}`
          : '';
      const headers: Record<string, string> = {};
      const auth = random();
      if (auth < 0.8) headers.authorization = `Bearer ${pick(random, keys)}`;
      else if (auth < 0.9)
        headers.authorization = pick(random, [
          'Bearer',
          'Basic eA==',
          `Bearer ${'k'.repeat(3000)}`,
        ]);
      const type = pick(random, CONTENT_TYPES);
      if (type) headers['content-type'] = type;
      if (random() < 0.2)
        headers['x-forwarded-for'] = pick(random, ['1.2.3.4', 'junk', '::1, 10.0.0.1']);
      if (random() < 0.1) headers.accept = pick(random, ['text/event-stream', '*/*', 'x']);
      // Some requests without a body and without Content-Length (a bare `curl -X DELETE`).
      const sent =
        method === 'GET' || method === 'HEAD' || random() < 0.1 ? undefined : body(random);
      Object.assign(headers, sent?.headers);
      const label = `case ${i}: ${method} ${path.slice(0, 80)}${query} ${type ?? '(no type)'}`;
      const answer = await send(`${server.url}${path}${query}`, method, headers, sent?.bytes).catch(
        (error: Error) => error,
      );
      if (answer instanceof Error) {
        problems.push(`${label}: ${answer.message}`);
        continue;
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500 && answer.status !== 503)
        problems.push(`${label}: ${answer.status}`);
      if (/\n\s+at /.test(answer.text)) problems.push(`${label}: a stack trace in the body`);
      if (method === 'HEAD' || answer.status === 204) continue;
      if (answer.status >= 400) {
        const error = (() => {
          try {
            return JSON.parse(answer.text) as {
              code?: string;
              docs?: string;
              jsonrpc?: string;
              error?: { code?: unknown };
            };
          } catch {
            return undefined;
          }
        })();
        // The MCP server answers as the protocol says (and its OpenAPI entry documents): a JSON-RPC error.
        const jsonRpcError =
          path === '/mcp' && error?.jsonrpc === '2.0' && typeof error.error?.code === 'number';
        if (jsonRpcError && /^application\/json/.test(answer.type)) continue;
        if (!/^application\/json/.test(answer.type) || !error?.code)
          problems.push(`${label}: ${answer.status} ${answer.type} ${answer.text.slice(0, 120)}`);
        else if (!documented.has(error.code)) problems.push(`${label}: undocumented ${error.code}`);
      } else if (!/^(application\/json|text\/event-stream)/.test(answer.type)) {
        problems.push(`${label}: ${answer.status} ${answer.type}`);
      }
    }
    if (process.env.QUIRE_API_FUZZ_CASES)
      process.stdout.write(
        `api fuzz seed ${SEED}: ${CASES} requests, statuses ${JSON.stringify(statuses)}\n`,
      );
    expect(problems.slice(0, 20)).toEqual([]);
    expect(internalErrors.slice(0, 3).map((e) => e.split('\n').slice(0, 4).join(' | '))).toEqual(
      [],
    );
    // The run reached the handlers, not only the front's refusals.
    expect(Object.keys(statuses)).toContain('200');
  }, 600_000);
});
