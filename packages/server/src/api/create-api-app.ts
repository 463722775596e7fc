import { createAjv } from '../create-ajv.js';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ApiContext, ApiEnv } from './api-env.js';
import { ApiError, apiErrorResponse } from './api-error.js';
import { isBrowserPath, type ApiModule, type ApiTools } from './api-module.js';
import { BROWSER_CORS_HEADERS, withBrowserCors } from './browser-cors.js';
import { clientAddressOf } from './client-address.js';
import type { SentPage } from './count-page-view.js';
import { compileBody } from './json-body.js';
import { enforceRateLimit } from './rate-limits.js';
import { requireAdminKey, requireAssistantKey } from './require-key.js';

/** The API of a server: a Hono app, and which paths are its own (the rest are pages). */
export interface ApiApp {
  readonly app: Hono<ApiEnv>;
  handles(path: string): boolean;
  fetch(request: Request, env?: unknown): Promise<Response>;
  /** Tells the modules of a response of the pages (not awaited: a failure goes to `onInternalError`). */
  pageSent(c: Context, response: Response): void;
  /** Resolves once what `pageSent` started has finished (before the store closes). */
  idle(): Promise<void>;
}

/**
 * After the routes: each route's path answers the methods it does not take with a 405 and `Allow`,
 * through Hono's own router (a request reaches this only when no route of its method matched).
 */
function answerOtherMethods(app: Hono<ApiEnv>): void {
  const methods = new Map<string, Set<string>>();
  for (const r of app.routes.filter((r) => r.method !== 'ALL'))
    methods.set(r.path, (methods.get(r.path) ?? new Set()).add(r.method));
  for (const [path, allowed] of methods) {
    const allow = [...allowed];
    app.all(path, (c) => {
      throw new ApiError(
        'method_not_allowed',
        `${c.req.path} takes ${allow.join(', ')}, not ${c.req.method}.`,
        { headers: { allow: [...allow, 'OPTIONS'].join(', ') } },
      );
    });
  }
}

function onError(context: ApiContext) {
  return (error: Error, c: Context<ApiEnv>): Response => {
    const known =
      error instanceof ApiError
        ? error
        : new ApiError(
            'internal_error',
            'The server failed to answer this request. The server log has the details; please report it.',
          );
    if (!(error instanceof ApiError)) context.onInternalError?.(error, c.req.raw);
    const response = apiErrorResponse(known);
    return isBrowserPath(c.req.path) ? withBrowserCors(response) : response;
  };
}

/** The shared front of every API request: client address, CORS, the per-address limit, the body limit. */
function front(app: Hono<ApiEnv>, context: ApiContext): void {
  app.use('*', async (c, next) => {
    c.set('clientAddress', clientAddressOf(c, context.config.trustProxy));
    const browser = isBrowserPath(c.req.path);
    if (c.req.method === 'OPTIONS') {
      if (browser) return new Response(null, { status: 204, headers: BROWSER_CORS_HEADERS });
      throw new ApiError(
        'cors_not_allowed',
        'Admin endpoints do not answer browsers (no CORS). Call them from a server with an admin key.',
      );
    }
    await enforceRateLimit(
      context.rateLimiter,
      `address:${c.get('clientAddress')}`,
      context.config.limits.perAddress,
      context.now(),
      'from this address',
    );
    await next();
    if (browser && !c.res.headers.has('access-control-allow-origin')) {
      // Set on the response itself: assigning c.res would copy it (hono keeps the headers it had).
      const withCors = withBrowserCors(c.res);
      if (withCors !== c.res) c.res = withCors;
    }
  });
  const maxSize = context.config.limits.bodyBytes;
  const tooLarge = (c: Context<ApiEnv>) => {
    const response = apiErrorResponse(
      new ApiError(
        'body_too_large',
        `The request body is over the limit of ${maxSize} bytes (limits.bodyBytes in the server config). Send a smaller body.`,
      ),
    );
    return isBrowserPath(c.req.path) ? withBrowserCors(response) : response;
  };
  const limitBody = bodyLimit({ maxSize, onError: tooLarge });
  // A request with neither Content-Length nor Transfer-Encoding has no body (a bare DELETE or POST):
  // nothing to limit, and hono's limiter would fail copying the request (a 500). One with a
  // Content-Length alone is judged by it, here: hono's limiter would do the same, after making the
  // node server's light request into a full one to see whether it has a body (a tenth of a search's CPU).
  app.use('*', (c, next) => {
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    const chunked = headers.has('transfer-encoding');
    if (length === null && !chunked) return next();
    if (length !== null && !chunked)
      return Promise.resolve(parseInt(length, 10) > maxSize ? tooLarge(c) : next());
    return limitBody(c, next);
  });
}

/** The API app: the front, then each module's routes; unknown paths and methods answer JSON 404 and 405. */
export function createApiApp(context: ApiContext, modules: readonly ApiModule[]): ApiApp {
  const app = new Hono<ApiEnv>();
  app.onError(onError(context));
  front(app, context);
  const ajv = createAjv({ allErrors: false, strict: false, useDefaults: true });
  const listeners: ((page: SentPage) => Promise<void>)[] = [];
  const pending = new Set<Promise<void>>();
  const tools: ApiTools = {
    onPageSent: (listener) => void listeners.push(listener),
    context,
    assistantKey: requireAssistantKey(context),
    adminKey: (access) => requireAdminKey(context, access),
    bodySchema: (schema) => compileBody(ajv, schema),
    ajv,
  };
  for (const module of modules) {
    const routes = new Hono<ApiEnv>();
    module.register(routes, tools);
    app.route('/', routes);
  }
  answerOtherMethods(app);
  app.notFound((c) => {
    throw new ApiError(
      'not_found',
      `No API endpoint at ${c.req.method} ${c.req.path}. The endpoints are listed in the API reference.`,
    );
  });
  const prefixes = modules.flatMap((m) => m.prefixes);
  return {
    pageSent(c, response) {
      if (listeners.length === 0) return;
      const page = {
        method: c.req.method,
        urlPath: c.req.path,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        address: clientAddressOf(c, context.config.trustProxy),
        userAgent: c.req.header('user-agent') ?? '',
        at: context.now(),
      };
      for (const listener of listeners) {
        const running: Promise<void> = listener(page)
          .catch((e: unknown) => context.onInternalError?.(e, c.req.raw))
          .finally(() => pending.delete(running));
        pending.add(running);
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    app,
    handles: (path) =>
      prefixes.some((p) => (p.endsWith('/') ? path.startsWith(p) : path === p || path === `${p}/`)),
    fetch: async (request, env) => app.fetch(request, env),
  };
}
