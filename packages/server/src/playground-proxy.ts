import type { Context } from 'hono';
import { PROXY_ERROR_HEADER, parseProxyRequest, type ProxyRequest } from '@quire/components';
import { compileProxyTargets } from './proxy-targets.js';
import { findTooDeepJson, MAX_JSON_DEPTH } from './api/json-depth.js';
import { PROXY_BODY_LIMIT, readLimitedBody, readLimitedStream } from './read-limited-body.js';

/** The largest API response the proxy passes on, in bytes (10 MB): a larger one is cut with `proxy/response-too-large`. */
export const PROXY_RESPONSE_LIMIT = 10 * 1024 * 1024;
/** How long the proxy waits for the API to answer in full, in milliseconds (30 s), before `proxy/upstream-timeout`. */
export const PROXY_UPSTREAM_TIMEOUT_MS = 30_000;

/** Headers that belong to one connection, not to the request or response passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_VALUE = /^[^\r\n\0]*$/;

export interface PlaygroundProxyOptions {
  /** The API servers the playground may reach (URL templates from the specs, `{var}` matching one path segment or host label). */
  readonly servers: readonly string[];
  /** The site's own URL (`quire build --base-url`): where relative servers (`/v1`) are; without it they are not reachable. */
  readonly siteUrl?: string | undefined;
  readonly fetch?: typeof fetch;
  /** The largest proxy request accepted, in bytes (default `PROXY_BODY_LIMIT`, 10 MB). */
  readonly maxBodyBytes?: number;
  /** The largest API response passed on, in bytes (default `PROXY_RESPONSE_LIMIT`, 10 MB). */
  readonly maxResponseBytes?: number;
  /** How long the API may take to answer in full, headers and body, in milliseconds (default `PROXY_UPSTREAM_TIMEOUT_MS`, 30 s). */
  readonly upstreamTimeoutMs?: number;
}

/** The stable codes of the proxy's own failures (the `code` of its JSON error). */
export type ProxyErrorCode =
  | 'proxy/bad-request'
  | 'proxy/bad-url'
  | 'proxy/bad-header'
  | 'proxy/body-too-large'
  | 'proxy/not-allowed'
  | 'proxy/unreachable'
  | 'proxy/response-too-large'
  | 'proxy/upstream-timeout';

const fail = (
  c: Context,
  status: 400 | 403 | 413 | 502 | 504,
  code: ProxyErrorCode,
  message: string,
) => {
  c.header(PROXY_ERROR_HEADER, message);
  c.header('x-quire-proxy', '1');
  return c.json({ code, error: message }, status);
};

/** What is wrong with a well-formed proxy request's URL or headers, before anything is sent. */
function checkRequest(
  request: ProxyRequest,
): { code: ProxyErrorCode; message: string } | undefined {
  try {
    new URL(request.url);
  } catch {
    return {
      code: 'proxy/bad-url',
      message: `"url" is not a valid URL (${request.url.slice(0, 200)}): send an absolute http(s) URL.`,
    };
  }
  for (const [name, value] of request.headers) {
    if (!HEADER_NAME.test(name))
      return {
        code: 'proxy/bad-header',
        message: `The header name "${name.slice(0, 100)}" is not valid: use letters, digits and - only.`,
      };
    if (!HEADER_VALUE.test(value))
      return {
        code: 'proxy/bad-header',
        message: `The value of the header ${name} holds a line break or NUL: remove it.`,
      };
  }
  return undefined;
}

/**
 * `POST /_quire/proxy`: sends a playground request to the API for the browser (so that CORS does
 * not apply) and answers with the API's status, headers and body. Only the servers of the site's
 * specs are reachable (the allow-list is compiled once, here); the proxy's own failures carry the
 * `x-quire-proxy-error` header and a JSON `{ code, error }`: 400, 403, 413 over the body limit, 502
 * when the API cannot be reached or answers more than the response limit (read up to the limit,
 * never further), 504 when it does not answer in full within the timeout.
 */
export function createPlaygroundProxyHandler(
  options: PlaygroundProxyOptions,
): (c: Context) => Promise<Response> {
  const send = options.fetch ?? fetch;
  const allowed = compileProxyTargets(options.servers, options.siteUrl);
  const limit = options.maxBodyBytes ?? PROXY_BODY_LIMIT;
  const responseLimit = options.maxResponseBytes ?? PROXY_RESPONSE_LIMIT;
  return async (c) => {
    const raw = await readLimitedBody(c.req.raw, limit);
    if (raw.kind === 'too-large') {
      // The rest of the body is never read: the connection cannot carry another request.
      c.header('Connection', 'close');
      return fail(
        c,
        413,
        'proxy/body-too-large',
        `The request is larger than ${limit} bytes: send a smaller body.`,
      );
    }
    if (raw.kind === 'ok' && findTooDeepJson(raw.text))
      return fail(
        c,
        400,
        'proxy/bad-request',
        `The body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep: send { "method", "url", "headers", "body" } with the body as a string.`,
      );
    let body: unknown;
    try {
      body = raw.kind === 'ok' ? JSON.parse(raw.text) : undefined;
    } catch {
      body = undefined;
    }
    if (body === undefined)
      return fail(
        c,
        400,
        'proxy/bad-request',
        'The body must be JSON: { "method", "url", "headers", "body" }.',
      );
    const parsed = parseProxyRequest(body);
    if (!parsed.ok) return fail(c, 400, 'proxy/bad-request', parsed.error);
    const { request } = parsed;
    const problem = checkRequest(request);
    if (problem) return fail(c, 400, problem.code, problem.message);
    if (!allowed(request.url)) {
      return fail(
        c,
        403,
        'proxy/not-allowed',
        `${new URL(request.url).origin} is not a server of this site's API specs${options.siteUrl ? '' : ' (relative servers need the site URL: build with --base-url)'}.`,
      );
    }
    return forward(c, request, send, {
      maxBytes: responseLimit,
      timeoutMs: options.upstreamTimeoutMs ?? PROXY_UPSTREAM_TIMEOUT_MS,
    });
  };
}

/** Sends the request to the API and answers with its status, headers and body, read whole but never past `maxBytes` nor `timeoutMs`. */
async function forward(
  c: Context,
  request: ProxyRequest,
  send: typeof fetch,
  limits: { maxBytes: number; timeoutMs: number },
): Promise<Response> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  const timedOut = () =>
    fail(
      c,
      504,
      'proxy/upstream-timeout',
      `The API did not answer within ${limits.timeoutMs / 1000} s: try again, or check that it is up.`,
    );
  let upstream: Response;
  try {
    upstream = await send(request.url, {
      method: request.method,
      headers: request.headers
        .filter(([k]) => !HOP_BY_HOP.has(k.toLowerCase()))
        .map(([k, v]): [string, string] => [k, v]),
      ...(request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD'
        ? { body: Buffer.from(request.body, 'base64') }
        : {}),
      redirect: 'manual',
      signal,
    });
  } catch (error) {
    if (signal.aborted) return timedOut();
    return fail(
      c,
      502,
      'proxy/unreachable',
      `The API could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const body = await readLimitedStream(upstream.headers, upstream.body, limits.maxBytes);
  if (body.kind === 'too-large') {
    return fail(
      c,
      502,
      'proxy/response-too-large',
      `The API answered with more than ${limits.maxBytes} bytes, more than the proxy passes on: ask for less (a smaller page of results).`,
    );
  }
  if (body.kind === 'unreadable') {
    return signal.aborted
      ? timedOut()
      : fail(
          c,
          502,
          'proxy/unreachable',
          'The API closed the connection before its answer was complete.',
        );
  }
  const headers = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key) && key !== 'content-encoding') headers.append(key, value);
  });
  headers.set('x-quire-proxy', '1');
  return new Response(
    upstream.status === 204 || upstream.status === 304 ? null : new Uint8Array(body.bytes),
    { status: upstream.status, statusText: upstream.statusText, headers },
  );
}
