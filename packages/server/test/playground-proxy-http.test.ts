import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp, listen, type RunningServer } from '@quire/server';
import { PROXY_BODY_LIMIT } from '../src/read-limited-body.js';

/** A loopback HTTP server that records what reaches it. */
async function recordingServer(): Promise<{ server: Server; url: string; seen: string[] }> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(
      `${req.method} ${req.url} host=${req.headers.host} cookie=${req.headers.cookie ?? ''}`,
    );
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen };
}

/** A raw HTTP request, so that the test controls the Host header and how the body is framed. */
function send(
  base: string,
  options: {
    headers?: Record<string, string | number>;
    body?: string | Buffer;
    chunks?: number;
    chunk?: Buffer;
  },
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/_quire/proxy`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...options.headers } },
      (res: IncomingMessage) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<
              string,
              unknown
            >,
          }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (options.chunk) {
      for (let i = 0; i < (options.chunks ?? 1); i++) req.write(options.chunk);
      req.end();
    } else if (options.body !== undefined) req.end(options.body);
    else req.flushHeaders();
  });
}

let work: string;
let api: Awaited<ReturnType<typeof recordingServer>>;
let attacker: Awaited<ReturnType<typeof recordingServer>>;
let plain: RunningServer;
let scripted: { server: Server; url: string; closed: string[] };
let limited: RunningServer;
let withUrl: RunningServer;

/**
 * A loopback API that misbehaves: `/endless` streams without end (no length), `/declared` says
 * 1 GB and sends a little, `/hang` never answers, `/stall` sends its headers and then nothing,
 * `/small` answers normally. `closed` records each path whose connection the proxy dropped.
 */
async function scriptedServer(): Promise<{ server: Server; url: string; closed: string[] }> {
  const closed: string[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    res.on('close', () => closed.push(path));
    if (path === '/endless') {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 120);
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    } else if (path === '/declared') {
      res.writeHead(200, { 'content-length': String(1024 * 1024 * 1024) });
      res.write('x');
    } else if (path === '/stall') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
    } else if (path === '/small') {
      res.end(JSON.stringify({ small: 'y'.repeat(1000) }));
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, closed };
}

async function site(
  name: string,
  manifest: Record<string, unknown>,
  proxy?: { maxResponseBytes?: number; upstreamTimeoutMs?: number },
): Promise<RunningServer> {
  const dir = join(work, name);
  await mkdir(join(dir, '_quire'), { recursive: true });
  await writeFile(join(dir, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(dir, '_quire/site.json'), JSON.stringify({ redirects: [], ...manifest }));
  return listen(await createSiteApp({ siteDir: dir, ...(proxy ? { proxy } : {}) }), 0, '127.0.0.1');
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-proxy-'));
  api = await recordingServer();
  attacker = await recordingServer();
  plain = await site('plain', { playgroundServers: ['/v1', `${api.url}/abs`] });
  withUrl = await site('with-url', { playgroundServers: ['/v1'], siteUrl: `${api.url}/docs/` });
  scripted = await scriptedServer();
  limited = await site(
    'limited',
    { playgroundServers: [scripted.url] },
    { maxResponseBytes: 1024 * 1024, upstreamTimeoutMs: 1000 },
  );
});

afterAll(async () => {
  await plain?.close();
  await withUrl?.close();
  await limited?.close();
  scripted?.server.closeAllConnections();
  await new Promise((done) => scripted?.server.close(done));
  await new Promise((done) => api?.server.close(done));
  await new Promise((done) => attacker?.server.close(done));
  await rm(work, { recursive: true, force: true });
});

const proxyBody = (url: string, headers: [string, string][] = []) =>
  JSON.stringify({ method: 'GET', url, headers });
const attackerHost = () => new URL(attacker.url).host;

describe('the playground proxy of quire serve, over HTTP', () => {
  it('never resolves a relative server against the Host of the request', async () => {
    const forged = await send(plain.url, {
      headers: { host: attackerHost() },
      body: proxyBody(`${attacker.url}/v1/steal`, [['Cookie', 'session=s1']]),
    });
    expect(forged.status).toBe(403);
    expect(forged.json).toMatchObject({ code: 'proxy/not-allowed' });
    expect(String(forged.json['error'])).toContain('--base-url');
    const forgedToo = await send(withUrl.url, {
      headers: { host: attackerHost() },
      body: proxyBody(`${attacker.url}/v1/steal`),
    });
    expect(forgedToo.status).toBe(403);
    expect(attacker.seen).toEqual([]);
  });

  it('resolves relative servers against the site URL the site was built for', async () => {
    const r = await send(withUrl.url, {
      body: proxyBody(`${api.url}/v1/users`, [['Cookie', 'session=s1']]),
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ path: '/v1/users' });
    expect(api.seen.at(-1)).toBe(`GET /v1/users host=${new URL(api.url).host} cookie=session=s1`);
    expect((await send(plain.url, { body: proxyBody(`${api.url}/abs/x`) })).status).toBe(200);
  });

  it('answers 413 to a body over the limit, declared or streamed, without reading it', async () => {
    const declared = await send(plain.url, { headers: { 'content-length': PROXY_BODY_LIMIT + 1 } });
    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ code: 'proxy/body-too-large' });
    const streamed = await send(plain.url, {
      headers: { 'transfer-encoding': 'chunked' },
      chunk: Buffer.alloc(1024 * 1024, 32),
      chunks: 11,
    });
    expect(streamed.status).toBe(413);
    expect(api.seen.some((s) => s.includes('big'))).toBe(false);
  });

  it('answers 400 with a JSON error to line breaks in headers, bad header names, malformed URLs and bad JSON', async () => {
    const cases: [string, string][] = [
      [proxyBody(`${api.url}/abs/x`, [['X-Test', 'a\r\nInjected: yes']]), 'proxy/bad-header'],
      [proxyBody(`${api.url}/abs/x`, [['X-Test', 'a\nb']]), 'proxy/bad-header'],
      [proxyBody(`${api.url}/abs/x`, [['Bad Name', 'a']]), 'proxy/bad-header'],
      [proxyBody('http://[::1/x'), 'proxy/bad-url'],
      [proxyBody('http://exa mple.com/'), 'proxy/bad-url'],
      ['{"method":', 'proxy/bad-request'],
      [proxyBody('ftp://example.com/'), 'proxy/bad-request'],
    ];
    for (const [body, code] of cases) {
      const r = await send(plain.url, { body });
      expect([body, r.status, r.json['code']]).toEqual([body, 400, code]);
      expect(typeof r.json['error']).toBe('string');
    }
    expect(api.seen.filter((s) => s.includes('/abs/x'))).toHaveLength(1);
  });

  it('cuts an API response over the limit with a JSON 502, without reading the rest', async () => {
    // Streamed without end: read whole, it would never finish (and fill the memory).
    const endless = await send(limited.url, { body: proxyBody(`${scripted.url}/endless`) });
    expect(endless.status).toBe(502);
    expect(endless.json).toMatchObject({ code: 'proxy/response-too-large' });
    expect(String(endless.json['error'])).toContain('1048576 bytes');
    await expect.poll(() => scripted.closed).toContain('/endless');
    const declared = await send(limited.url, { body: proxyBody(`${scripted.url}/declared`) });
    expect([declared.status, declared.json['code']]).toEqual([502, 'proxy/response-too-large']);
    const small = await send(limited.url, { body: proxyBody(`${scripted.url}/small`) });
    expect(small.status).toBe(200);
  });

  it('gives up on an API that does not answer, or stops halfway, with a JSON 504', async () => {
    for (const path of ['/hang', '/stall']) {
      const r = await send(limited.url, { body: proxyBody(`${scripted.url}${path}`) });
      expect([path, r.status, r.json['code']]).toEqual([path, 504, 'proxy/upstream-timeout']);
      expect(String(r.json['error'])).toContain('within 1 s');
    }
  });
});
