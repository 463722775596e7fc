import { englishText, type PageText } from '@quire/i18n/page';
import type { PlaygroundRequest } from './build-playground-request.js';
import { PROXY_ERROR_HEADER, PROXY_PATH, toProxyRequest } from './proxy-request.js';

/** What came back: the response as the playground shows it, or why there is none. */
export type PlaygroundResult =
  | {
      readonly ok: true;
      readonly status: number;
      readonly statusText: string;
      readonly headers: readonly (readonly [string, string])[];
      readonly contentType: string;
      readonly body: Blob;
      /** The body as text, for everything but images, audio and video. */
      readonly text?: string;
      readonly timeMs: number;
      readonly notes: readonly string[];
    }
  | {
      readonly ok: false;
      readonly error: string;
      readonly timeMs: number;
      readonly notes: readonly string[];
    };

export interface SendOptions {
  readonly proxy: boolean;
  /** Include credentials on direct cross-origin requests (`api.playground.credentials`). */
  readonly credentials: boolean;
  readonly fetch: typeof fetch;
  /** A monotonic clock in milliseconds (`performance.now`). */
  readonly now: () => number;
  readonly proxyUrl?: string;
  /** The page's own origin (`location.origin`): a request to it needs no proxy and is sent directly. */
  readonly pageOrigin?: string;
  /** The notes' and errors' text in the page's language (default English). */
  readonly say?: PageText;
}

/** Images, audio and video are shown as media; everything else is read as text. */
export function isMediaType(contentType: string): boolean {
  return /^(image|audio|video)\//i.test(contentType.trim());
}

async function direct(
  request: PlaygroundRequest,
  options: SendOptions,
  notes: string[],
): Promise<Response> {
  const headers = request.headers.filter(([k]) => k.toLowerCase() !== 'cookie');
  if (headers.length < request.headers.length)
    notes.push((options.say ?? englishText)('playground.cookiesNeedProxy'));
  return options.fetch(request.url, {
    method: request.method,
    headers: headers.map(([k, v]): [string, string] => [k, v]),
    ...(request.body !== undefined ? { body: request.body } : {}),
    credentials: options.credentials ? 'include' : 'same-origin',
  });
}

async function viaProxy(request: PlaygroundRequest, options: SendOptions): Promise<Response> {
  const body = JSON.stringify(await toProxyRequest(request));
  return options.fetch(options.proxyUrl ?? PROXY_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
}

/** Whether the request goes to the page's own origin (a spec server such as `/`), which the browser may call itself. */
function isSameOrigin(url: string, pageOrigin: string | undefined): boolean {
  if (pageOrigin === undefined) return false;
  try {
    return new URL(url, pageOrigin).origin === pageOrigin;
  } catch {
    return false;
  }
}

/**
 * Sends the request (directly, or through the site's proxy) and reads the whole response. A request
 * to the page's own origin goes directly: it needs no CORS, and the proxy only calls the servers the
 * specs name against the site's configured URL.
 */
export async function sendPlaygroundRequest(
  request: PlaygroundRequest,
  options: SendOptions,
): Promise<PlaygroundResult> {
  const notes: string[] = [];
  const say = options.say ?? englishText;
  const start = options.now();
  const proxy = options.proxy && !isSameOrigin(request.url, options.pageOrigin);
  try {
    let response = proxy ? await viaProxy(request, options) : await direct(request, options, notes);
    if (
      proxy &&
      !response.headers.has('x-quire-proxy') &&
      (response.status === 404 || response.status === 405)
    ) {
      notes.push(say('playground.noProxy'));
      response = await direct(request, options, notes);
    }
    const proxyError = response.headers.get(PROXY_ERROR_HEADER);
    const body = await response.blob();
    const timeMs = Math.round(options.now() - start);
    if (proxyError)
      return {
        ok: false,
        error: say('playground.proxyFailed', { reason: proxyError }),
        timeMs,
        notes,
      };
    const contentType = response.headers.get('content-type') ?? '';
    const headers = [...response.headers.entries()].filter(([k]) => k !== PROXY_ERROR_HEADER);
    const text = isMediaType(contentType) ? undefined : await body.text();
    return {
      ok: true,
      status: response.status,
      statusText: response.statusText,
      headers,
      contentType,
      body,
      ...(text !== undefined ? { text } : {}),
      timeMs,
      notes,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const hint = proxy ? '' : ` ${say('playground.corsHint')}`;
    return {
      ok: false,
      error: `${say('playground.requestFailed', { reason })}${hint}`,
      timeMs: Math.round(options.now() - start),
      notes,
    };
  }
}
