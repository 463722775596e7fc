import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '@quire/dev-server';

const fixture = fileURLToPath(new URL('../../../fixtures/api-playground-site/', import.meta.url));
let work: string;
let api: Server;
let apiUrl: string;
let dev: DevServer;

beforeAll(async () => {
  api = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ id: req.url?.split('/').pop(), via: req.headers['x-test'] ?? null }));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
  work = await mkdtemp(join(tmpdir(), 'quire-dev-proxy-'));
  const root = join(work, 'docs');
  await cp(fixture, root, { recursive: true });
  const spec = join(root, 'openapi.yaml');
  await writeFile(spec, (await readFile(spec, 'utf8')).replaceAll('__API__', apiUrl));
  dev = await startDevServer({ root, port: 0, network: false, cacheDir: join(work, 'cache') });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await new Promise((done) => api?.close(done));
  await rm(work, { recursive: true, force: true });
});

const proxy = (body: unknown) =>
  fetch(`${dev.url}/_quire/proxy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the playground proxy under quire dev', () => {
  it('sends a request to a server of the specs and answers with the API response', async () => {
    const r = await proxy({ method: 'GET', url: `${apiUrl}/pets/7`, headers: [['x-test', 'yes']] });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-quire-proxy')).toBe('1');
    expect(await r.json()).toEqual({ id: '7', via: 'yes' });
  });

  it('refuses targets that are not servers of the specs', async () => {
    const r = await proxy({ method: 'GET', url: 'http://127.0.0.1:9/elsewhere', headers: [] });
    expect(r.status).toBe(403);
    expect(r.headers.get('x-quire-proxy-error')).toBeTruthy();
  });
});
