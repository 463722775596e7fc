import { bytesToBase64 } from './bytes-to-base64.js';
import type { PlaygroundRequest } from './build-playground-request.js';

/** Where the playground posts proxied requests (served by `quire dev` and `quire serve`). */
export const PROXY_PATH = '/_quire/proxy';
/** Set by the proxy on its own failures (bad request, upstream unreachable), with a message. */
export const PROXY_ERROR_HEADER = 'x-quire-proxy-error';

/**
 * The body of `POST /_quire/proxy` (`Content-Type: application/json`). The proxy sends `method`
 * to `url` (http or https) with `headers` (in order, `Cookie` allowed) and `body` (base64 of the
 * exact bytes, absent for no body), then answers with the upstream status, headers (minus
 * hop-by-hop ones) and body as they came, plus `x-quire-proxy: 1`. When the proxy itself fails
 * it answers 400 (bad request), 403 (not a server of the site's specs) or 502 (upstream
 * unreachable) with the `x-quire-proxy-error` header set to a message. A site without a proxy
 * (404/405 without `x-quire-proxy`) makes the playground send directly.
 */
export interface ProxyRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body?: string;
}

/** The proxy request for a playground request: the body encoded the way `fetch` would send it. */
export async function toProxyRequest(request: PlaygroundRequest): Promise<ProxyRequest> {
  const headers = request.headers.map(([k, v]) => [k, v] as const);
  if (request.body === undefined) return { method: request.method, url: request.url, headers };
  const probe = new Request('http://quire.invalid/', { method: 'POST', body: request.body });
  const bytes = new Uint8Array(await probe.arrayBuffer());
  const type = probe.headers.get('content-type');
  const extra =
    type && !headers.some(([k]) => k.toLowerCase() === 'content-type')
      ? [['Content-Type', type] as const]
      : [];
  return {
    method: request.method,
    url: request.url,
    headers: [...headers, ...extra],
    body: bytesToBase64(bytes),
  };
}

const METHOD = /^[A-Z]+$/;

/** Checks a proxy request body (for the server side); a message saying what is wrong otherwise. */
export function parseProxyRequest(
  value: unknown,
): { ok: true; request: ProxyRequest } | { ok: false; error: string } {
  if (typeof value !== 'object' || value === null)
    return { ok: false, error: 'The body must be a JSON object.' };
  const v = value as Record<string, unknown>;
  if (typeof v['method'] !== 'string' || !METHOD.test(v['method']))
    return { ok: false, error: '"method" must be an upper-case HTTP method.' };
  if (typeof v['url'] !== 'string' || !/^https?:\/\//i.test(v['url']))
    return { ok: false, error: '"url" must be an absolute http(s) URL.' };
  const headers = v['headers'] ?? [];
  const pairs =
    Array.isArray(headers) &&
    headers.every(
      (h) =>
        Array.isArray(h) && h.length === 2 && typeof h[0] === 'string' && typeof h[1] === 'string',
    );
  if (!pairs)
    return { ok: false, error: '"headers" must be a list of [name, value] string pairs.' };
  if (
    v['body'] !== undefined &&
    (typeof v['body'] !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(v['body']))
  )
    return { ok: false, error: '"body" must be base64 text.' };
  const request: ProxyRequest = {
    method: v['method'],
    url: v['url'],
    headers: (headers as [string, string][]).map(([k, val]) => [k, val] as const),
    ...(typeof v['body'] === 'string' ? { body: v['body'] } : {}),
  };
  return { ok: true, request };
}
