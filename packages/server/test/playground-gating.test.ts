import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteApp } from '@quire/server';
import { isProxyTarget } from '../src/proxy-targets.js';
import { createSigner, type TestSigner } from '../../components/test/api-auth-keys.js';

const NOW = Date.UTC(2025, 0, 1);
const SPEC = {
  version: 1,
  groups: ['admin', 'developer'],
  spec: { version: 1, id: 'post-users-1', method: 'POST', path: '/users' },
};
let signer: TestSigner;
let app: Awaited<ReturnType<typeof createSiteApp>>;
let api: Server;
let apiBase: string;

beforeAll(async () => {
  signer = await createSigner('ES256');
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () =>
      res
        .writeHead(req.url === '/v1/missing' ? 404 : 200, {
          'content-type': 'application/json',
          'set-cookie': 'a=b',
        })
        .end(
          JSON.stringify({
            method: req.method,
            url: req.url,
            cookie: req.headers.cookie ?? null,
            body,
          }),
        ),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const site = join(await mkdtemp(join(tmpdir(), 'quire-gate-')), 'site');
  await mkdir(join(site, '_quire/playground'), { recursive: true });
  await writeFile(
    join(site, 'index.html'),
    '<div data-q-playground-gated data-src="/_quire/playground/post-users-1.json" data-groups="admin,developer"></div>',
  );
  await writeFile(join(site, '_quire/playground/post-users-1.json'), JSON.stringify(SPEC));
  await writeFile(
    join(site, '_quire/site.json'),
    JSON.stringify({
      redirects: [],
      auth: {
        publicKey: signer.publicKeyPem,
        algorithm: 'ES256',
        groupsClaim: 'groups',
        cookie: 'quire_session',
        issuer: 'https://login.test',
        loginUrl: 'https://login.test/sign-in',
      },
      playgroundServers: [`${apiBase}/v1`, 'https://{region}.example.com'],
    }),
  );
  app = await createSiteApp({ siteDir: site, now: () => NOW });
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const token = (claims: Record<string, unknown>) =>
  signer.sign({ iss: 'https://login.test', exp: NOW / 1000 + 600, ...claims });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('gated playground specs on quire serve', () => {
  it('are refused without a session, with an invalid one, and outside the groups', async () => {
    const none = await get('/_quire/playground/post-users-1.json');
    expect(none.status).toBe(401);
    expect(none.headers.get('cache-control')).toBe('private, no-store');
    const refusal = await none.text();
    expect(refusal).not.toContain('"path"');
    // auth.loginUrl: where the playground sends the reader to sign in.
    expect((JSON.parse(refusal) as { loginUrl?: string }).loginUrl).toBe(
      'https://login.test/sign-in',
    );
    const expired = await get('/_quire/playground/post-users-1.json', {
      cookie: `quire_session=${await token({ groups: ['admin'], exp: NOW / 1000 - 120 })}`,
    });
    expect(expired.status).toBe(401);
    const noExpiry = await get('/_quire/playground/post-users-1.json', {
      cookie: `quire_session=${await signer.sign({ groups: ['admin'], iss: 'https://login.test' })}`,
    });
    expect(noExpiry.status).toBe(401);
    expect(((await noExpiry.json()) as { error: string }).error).toContain('missing-expiry');
    const otherIssuer = await get('/_quire/playground/post-users-1.json', {
      cookie: `quire_session=${await signer.sign({ groups: ['admin'], iss: 'https://evil.test', exp: NOW / 1000 + 600 })}`,
    });
    expect(otherIssuer.status).toBe(401);
    const outside = await get('/_quire/playground/post-users-1.json', {
      cookie: `quire_session=${await token({ groups: ['support'] })}`,
    });
    expect(outside.status).toBe(403);
    expect(await outside.text()).not.toContain('"path"');
  });

  it('are sent to a signed-in reader in one of the groups (cookie or bearer token)', async () => {
    const byCookie = await get('/_quire/playground/post-users-1.json', {
      cookie: `other=1; quire_session=${await token({ groups: ['developer'] })}`,
    });
    expect(byCookie.status).toBe(200);
    expect(await byCookie.json()).toEqual(SPEC);
    const byBearer = await get('/_quire/playground/post-users-1.json', {
      authorization: `Bearer ${await token({ groups: ['admin'] })}`,
    });
    expect(byBearer.status).toBe(200);
  });

  it('cannot be reached by spelling the path differently', async () => {
    for (const path of [
      '//_quire//playground/post-users-1.json',
      '/_quire/./playground/post-users-1.json',
      '/%5Fquire/playground/post-users-1.json',
      '/_quire/playground%2Fpost-users-1.json',
    ]) {
      const r = await get(path);
      expect([401, 404]).toContain(r.status);
      expect(await r.text()).not.toContain('"path"');
    }
  });

  it('the page itself is public and holds only the placeholder', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(
      '<div data-q-playground-gated data-src="/_quire/playground/post-users-1.json" data-groups="admin,developer"></div>',
    );
  });
});

describe('the playground proxy', () => {
  const proxy = (body: unknown) =>
    app.request('/_quire/proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('sends to a server of the specs and answers with its status, headers and body (cookies included)', async () => {
    const r = await proxy({
      method: 'POST',
      url: `${apiBase}/v1/users?x=1`,
      headers: [
        ['Cookie', 'session=s1'],
        ['Content-Type', 'text/plain'],
      ],
      body: Buffer.from('hello').toString('base64'),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-quire-proxy')).toBe('1');
    expect(await r.json()).toEqual({
      method: 'POST',
      url: '/v1/users?x=1',
      cookie: 'session=s1',
      body: 'hello',
    });
    const missing = await proxy({ method: 'GET', url: `${apiBase}/v1/missing`, headers: [] });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-quire-proxy-error')).toBeNull();
  });

  it('matches server templates with variables, and relative servers on the site URL only', () => {
    expect(
      isProxyTarget(
        'https://eu.example.com/pets',
        ['https://{region}.example.com'],
        'http://docs.test',
      ),
    ).toBe(true);
    expect(
      isProxyTarget(
        'https://eu.example.com.evil.dev/pets',
        ['https://{region}.example.com'],
        'http://docs.test',
      ),
    ).toBe(false);
    expect(
      isProxyTarget(
        'https://attacker.dev\\.example.com/',
        ['https://{region}.example.com'],
        'http://docs.test',
      ),
    ).toBe(false);
    expect(
      isProxyTarget(
        'https://x@attacker.dev/.example.com',
        ['https://{region}.example.com'],
        'http://docs.test',
      ),
    ).toBe(false);
    expect(isProxyTarget('http://docs.test/api/v1/x', ['/api/v1'], 'http://docs.test')).toBe(true);
    expect(isProxyTarget('http://docs.test/api/v10', ['/api/v1'], 'http://docs.test')).toBe(false);
    expect(isProxyTarget('http://docs.test/api/v1/x', ['/api/v1'])).toBe(false);
  });

  it('refuses other hosts and malformed requests, saying why', async () => {
    const other = await proxy({ method: 'GET', url: 'http://169.254.169.254/latest', headers: [] });
    expect(other.status).toBe(403);
    expect(other.headers.get('x-quire-proxy-error')).toContain('is not a server');
    const outsidePath = await proxy({ method: 'GET', url: `${apiBase}/admin`, headers: [] });
    expect(outsidePath.status).toBe(403);
    const bad = await proxy({ method: 'get', url: apiBase });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('x-quire-proxy-error')).toBe(
      '"method" must be an upper-case HTTP method.',
    );
  });
});
