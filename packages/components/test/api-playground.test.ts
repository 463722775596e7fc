import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { PlaygroundSpec } from '@quire/components';
import {
  buildPlaygroundRequest,
  initialValues,
  parseProxyRequest,
  sendPlaygroundRequest,
  toProxyRequest,
  type PlaygroundValues,
} from '../src/client/index.js';
import { endpointPage, loadApiFixture, renderReference } from './api-harness.js';

async function specOf(fixture: string, ref: string): Promise<PlaygroundSpec> {
  const f = await loadApiFixture(fixture);
  return renderReference(endpointPage(f, ref), { settings: f.settings }).reference.spec;
}

const withValues = (
  spec: PlaygroundSpec,
  patch: (v: PlaygroundValues) => Partial<PlaygroundValues>,
): PlaygroundValues => {
  const v = initialValues(spec);
  return { ...v, ...patch(v) };
};

describe('buildPlaygroundRequest', () => {
  test('prefilled values, the x-default bearer token and the example body make a complete JSON request', async () => {
    const spec = await specOf('api-playground-interactive', 'POST /pets/{petId}/photos');
    const request = await buildPlaygroundRequest(spec, initialValues(spec));
    expect(request.problems).toEqual([]);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://api.example.com/pets/7/photos');
    expect(request.headers).toEqual([
      ['Idempotency-Key', 'key-1'],
      ['Authorization', 'Bearer test-token'],
      ['Content-Type', 'application/json'],
    ]);
    expect(JSON.parse(request.body as string)).toEqual({ caption: 'Sleepy', public: true });
  });

  test('the JSON form editor types its values; lists repeat in the query; api keys go where the scheme says', async () => {
    const spec = await specOf('api-playground-interactive', 'POST /pets/{petId}/photos');
    const values = withValues(spec, (v) => ({
      params: { ...v.params, path: { petId: 'a b' }, query: { tags: 'cute, funny' } },
      security: 1,
      credentials: { apiKeyQuery: 'k1' },
      body: {
        ...v.body,
        editor: 'form',
        fields: { caption: 'Nap', public: 'false', location: '{"lat":1.5,"lng":2}' },
      },
    }));
    const request = await buildPlaygroundRequest(spec, values);
    expect(request.url).toBe(
      'https://api.example.com/pets/a%20b/photos?tags=cute&tags=funny&api_key=k1',
    );
    expect(JSON.parse(request.body as string)).toEqual({
      caption: 'Nap',
      public: false,
      location: { lat: 1.5, lng: 2 },
    });
  });

  test('basic credentials are encoded; multipart bodies carry files; binary bodies send the file itself', async () => {
    const spec = await specOf('api-playground-interactive', 'POST /pets/{petId}/photos');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pet.png', { type: 'image/png' });
    const multipart = withValues(spec, (v) => ({
      security: 2,
      credentials: { 'basicAuth:username': 'ada', 'basicAuth:password': 'pässword' },
      body: { ...v.body, media: 1, fields: { file, caption: 'Hi' } },
    }));
    const request = await buildPlaygroundRequest(spec, multipart);
    expect(request.headers).toContainEqual([
      'Authorization',
      `Basic ${Buffer.from('ada:pässword').toString('base64')}`,
    ]);
    expect(request.headers.some(([k]) => k === 'Content-Type')).toBe(false);
    const form = request.body as FormData;
    expect((form.get('file') as File).name).toBe('pet.png');
    expect(form.get('caption')).toBe('Hi');
    const binary = await buildPlaygroundRequest(
      spec,
      withValues(spec, (v) => ({ body: { ...v.body, media: 2, file } })),
    );
    expect(binary.body).toBe(file);
    expect(binary.headers).toContainEqual(['Content-Type', 'image/png']);
  });

  test('a missing path parameter stops the request with a message; cookies join into one header', async () => {
    const spec = await specOf('api-parameters', 'GET /stores/{storeId}/items');
    const missing = await buildPlaygroundRequest(spec, initialValues(spec));
    expect(missing.problems).toEqual(['Enter the path parameter storeId.']);
    const values = withValues(spec, (v) => ({
      params: {
        ...v.params,
        path: { storeId: 'st_1' },
        query: { tags: 'a,b', sort: 'price' },
        cookie: { session: 's 1' },
      },
    }));
    const request = await buildPlaygroundRequest(spec, values);
    expect(request.url).toBe('https://api.example.com/v1/stores/st_1/items?sort=price&tags=a%2Cb');
    expect(request.headers).toContainEqual(['Cookie', 'session=s%201']);
  });

  test('server variables fill the chosen server; without servers the reader types the base URL', async () => {
    const spec = await specOf('api-servers', 'GET /ping');
    const us = await buildPlaygroundRequest(
      spec,
      withValues(spec, () => ({ server: 1, serverVariables: { region: 'us' } })),
    );
    expect(us.url).toBe('https://us.sandbox.example.com/v2/ping');
    const prod = await buildPlaygroundRequest(spec, initialValues(spec));
    expect(prod.url).toBe('https://api.example.com/v2/ping');
  });
});

describe('the proxy request', () => {
  test('carries the exact body bytes as base64 with the content type fetch would send', async () => {
    const spec = await specOf('api-playground-interactive', 'POST /pets/{petId}/photos');
    const file = new File([new Uint8Array([1, 2, 3])], 'x.png', { type: 'image/png' });
    const request = await buildPlaygroundRequest(
      spec,
      withValues(spec, (v) => ({ body: { ...v.body, media: 1, fields: { file } } })),
    );
    const proxied = await toProxyRequest(request);
    const type = proxied.headers.find(([k]) => k === 'Content-Type')?.[1] ?? '';
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const bytes = Buffer.from(proxied.body ?? '', 'base64').toString('latin1');
    expect(bytes).toContain('filename="x.png"');
    expect(parseProxyRequest(JSON.parse(JSON.stringify(proxied)))).toEqual({
      ok: true,
      request: proxied,
    });
  });

  test('parseProxyRequest says what is wrong', () => {
    expect(parseProxyRequest({ method: 'get', url: 'https://x' })).toEqual({
      ok: false,
      error: '"method" must be an upper-case HTTP method.',
    });
    expect(parseProxyRequest({ method: 'GET', url: 'file:///etc/passwd' })).toEqual({
      ok: false,
      error: '"url" must be an absolute http(s) URL.',
    });
    expect(parseProxyRequest({ method: 'GET', url: 'http://x', headers: [['a']] })).toMatchObject({
      ok: false,
    });
    expect(parseProxyRequest({ method: 'GET', url: 'http://x', body: '%%' })).toMatchObject({
      ok: false,
    });
    expect(parseProxyRequest({ method: 'GET', url: 'http://x' })).toEqual({
      ok: true,
      request: { method: 'GET', url: 'http://x', headers: [] },
    });
  });
});

describe('sendPlaygroundRequest against a test API on 127.0.0.1', () => {
  let server: Server;
  let base: string;
  const seen: { method?: string; url?: string; auth?: string; body?: string }[] = [];
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  beforeAll(async () => {
    server = createServer(async (req, res) => {
      seen.push({
        method: req.method,
        url: req.url,
        auth: req.headers.authorization,
        body: await readBody(req),
      });
      if (req.url?.startsWith('/image'))
        res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([137, 80, 78, 71]));
      else if (req.url?.startsWith('/_quire/proxy')) res.writeHead(404).end('no proxy here');
      else if (req.url?.startsWith('/missing'))
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      else
        res
          .writeHead(201, { 'content-type': 'application/json', 'x-trace': 't1' })
          .end('{"id":"ph_1"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  let clock = 0;
  const options = { proxy: false, credentials: false, fetch, now: () => (clock += 5) };

  test('JSON: status, headers, body text', async () => {
    const result = await sendPlaygroundRequest(
      {
        method: 'POST',
        url: `${base}/pets`,
        headers: [['Authorization', 'Bearer t']],
        body: '{"a":1}',
        problems: [],
      },
      options,
    );
    expect(result).toMatchObject({
      ok: true,
      status: 201,
      contentType: 'application/json',
      text: '{"id":"ph_1"}',
      timeMs: 5,
    });
    expect(result.ok && result.headers).toContainEqual(['x-trace', 't1']);
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      url: '/pets',
      auth: 'Bearer t',
      body: '{"a":1}',
    });
  });

  test('an error status is a response, not a failure', async () => {
    const result = await sendPlaygroundRequest(
      { method: 'GET', url: `${base}/missing`, headers: [], problems: [] },
      options,
    );
    expect(result).toMatchObject({ ok: true, status: 404, text: '{"error":"not found"}' });
  });

  test('images are kept as bytes, not text; cookies are not sent directly and the reader is told', async () => {
    const result = await sendPlaygroundRequest(
      { method: 'GET', url: `${base}/image`, headers: [['Cookie', 'a=b']], problems: [] },
      options,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.text).toBeUndefined();
    expect([...new Uint8Array(await result.body.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(result.notes).toHaveLength(1);
  });

  test('a site without a proxy: the request goes directly, and the reader is told', async () => {
    const result = await sendPlaygroundRequest(
      { method: 'GET', url: `${base}/pets`, headers: [], problems: [] },
      { ...options, proxy: true, proxyUrl: `${base}/_quire/proxy` },
    );
    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(result.notes[0]).toContain('no request proxy');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/pets' });
  });

  test('an unreachable API is a failure with a hint about the proxy', async () => {
    const result = await sendPlaygroundRequest(
      { method: 'GET', url: 'http://127.0.0.1:1/', headers: [], problems: [] },
      options,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain('api.playground.proxy');
  });
});
