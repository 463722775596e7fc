import { connect, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, loadServerConfig, type RunningServer } from '@quire/server';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Issue 33: slowloris connections stayed open as long as the client liked. The server closes a
// connection whose headers or body do not arrive in time, and an idle kept-alive one, and caps the
// connections of one address. Each case waits for the server to act, never on a clock of its own.
const LIMITS = {
  headersTimeoutSeconds: 1,
  requestTimeoutSeconds: 2,
  keepAliveTimeoutSeconds: 1,
  connectionsPerAddress: 3,
};

interface Conversation {
  readonly socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  readonly closed: Promise<string>;
}

function open(port: number): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    const closed = new Promise<string>((done) => socket.once('close', () => done(text)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

let server: RunningServer;
let port: number;
beforeAll(async () => {
  const app = new Hono();
  app.get('/', (c) => c.text('hello'));
  app.post('/', async (c) => {
    const body = await c.req.text().catch(() => undefined);
    return c.text(body === undefined ? 'unread' : `got ${body.length}`);
  });
  server = await listen(app, 0, '127.0.0.1', LIMITS);
  port = server.port;
});
afterAll(() => server?.close());

describe('the HTTP time limits and connection cap', () => {
  it('closes a connection whose headers never finish (slowloris)', async () => {
    const c = await open(port);
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1');
    const answer = await c.closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers 408 when the body does not arrive within the request timeout', async () => {
    const c = await open(port);
    c.socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789');
    const answer = await c.closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    expect(answer).not.toContain('got ');
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const c = await open(port);
    c.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    const answer = await c.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('Keep-Alive: timeout=1');
    expect(answer.endsWith('hello')).toBe(true);
  });

  it('answers a connection past the cap of its address with 503 too_many_connections', async () => {
    const held = await Promise.all([open(port), open(port), open(port)]);
    const refused = await open(port);
    const answer = await refused.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: string };
    expect(body.code).toBe('too_many_connections');
    // Once one closes, the address may open another, which is served.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    const again = await open(port);
    again.socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(await again.closed).toMatch(/^HTTP\/1\.1 200[\s\S]*hello$/);
    for (const h of held.slice(1)) h.socket.destroy();
  });

  it('reads the limits from quire.server.json `http`, with defaults, and refuses bad values', () => {
    const dir = mkdtempSync(join(tmpdir(), 'quire-http-config-'));
    const load = (http: unknown) => {
      writeFileSync(join(dir, 'quire.server.json'), JSON.stringify({ http }));
      return loadServerConfig({ cwd: dir, env: {} });
    };
    const set = load({ keepAliveTimeoutSeconds: 30, connectionsPerAddress: false });
    expect(set.kind === 'ok' && set.config.http).toEqual({
      headersTimeoutSeconds: 20,
      requestTimeoutSeconds: 60,
      keepAliveTimeoutSeconds: 30,
      connectionsPerAddress: null,
    });
    const bad = load({ headersTimeoutSeconds: 0, idleSeconds: 5 });
    expect(bad.kind).toBe('invalid');
    expect(
      bad.kind === 'invalid' &&
        bad.diagnostics.map((d) => `${d.code} ${d.line}:${d.column}`).sort(),
    ).toEqual(['server/config-invalid 1:34', 'server/config-invalid 1:36']);
  });
});
