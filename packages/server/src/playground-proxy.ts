import type { Context } from 'hono';
import { PROXY_ERROR_HEADER, parseProxyRequest } from '@quire/components';

/** Headers that belong to one connection, not to the request or response passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host', 'content-length']);

export interface PlaygroundProxyOptions {
  /** The API servers the playground may reach (URL templates from the specs, `{var}` matching one path segment or host label). */
  readonly servers: readonly string[];
  readonly fetch?: typeof fetch;
}

function templatePattern(template: string, origin: string): RegExp {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(template) ? template : new URL(template, origin).toString();
  const parts = absolute.replace(/\/+$/, '').split(/(\{[^}]+\})/);
  const body = parts.map((p) => (p.startsWith('{') ? '[^/?#.\\\\@]+(?:\\.[^/?#.\\\\@]+)*' : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
  return new RegExp(`^${body}(?:[/?#]|$)`, 'i');
}

/** Whether the proxy may send to `url`: it must start with one of the servers (relative ones are on the site itself). */
export function isProxyTarget(url: string, servers: readonly string[], siteOrigin: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  return servers.some((s) => templatePattern(s, siteOrigin).test(parsed.href));
}

const fail = (c: Context, status: 400 | 403 | 502, message: string) => {
  c.header(PROXY_ERROR_HEADER, message);
  c.header('x-quire-proxy', '1');
  return c.json({ error: message }, status);
};

/**
 * `POST /_quire/proxy`: sends a playground request to the API for the browser (so that CORS does
 * not apply) and answers with the API's status, headers and body. Only the servers of the site's
 * specs are reachable; the proxy's own failures carry the `x-quire-proxy-error` header.
 */
export function createPlaygroundProxyHandler(options: PlaygroundProxyOptions): (c: Context) => Promise<Response> {
  const send = options.fetch ?? fetch;
  return async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return fail(c, 400, 'The body must be JSON.');
    }
    const parsed = parseProxyRequest(body);
    if (!parsed.ok) return fail(c, 400, parsed.error);
    const { request } = parsed;
    if (!isProxyTarget(request.url, options.servers, new URL(c.req.url).origin)) {
      return fail(c, 403, `${new URL(request.url).origin} is not a server of this site's API specs.`);
    }
    let upstream: Response;
    try {
      upstream = await send(request.url, {
        method: request.method,
        headers: request.headers.filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase())).map(([k, v]): [string, string] => [k, v]),
        ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD' ? { body: Buffer.from(request.body, 'base64') } : {}),
        redirect: 'manual',
      });
    } catch (error) {
      return fail(c, 502, `The API could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
    const headers = new Headers();
    upstream.headers.forEach((value, key) => {
      if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') headers.append(key, value);
    });
    headers.set('x-quire-proxy', '1');
    return new Response(upstream.status === 204 || upstream.status === 304 ? null : await upstream.arrayBuffer(), { status: upstream.status, statusText: upstream.statusText, headers });
  };
}
