import type { MiddlewareHandler } from 'hono';
import type { ApiContext, ApiEnv } from './api-env.js';
import { ApiError } from './api-error.js';
import { authenticateKey, type KeyNeed } from './authenticate-key.js';
import { enforceRateLimit } from './rate-limits.js';

/** The route's name for usage counts: its pattern (`/discovery/v1/search/:domain`), not the concrete path. */
const routeName = (c: Parameters<MiddlewareHandler<ApiEnv>>[0]) =>
  `${c.req.method} ${c.req.routePath}`;

/**
 * Middleware of the public (browser) endpoints: an assistant key of the `:domain` path parameter.
 * Sets `c.get('key')` and `c.get('site')`, counts the key's rate limit and usage.
 */
export function requireAssistantKey(context: ApiContext): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = await authenticateKey(
      context.keys,
      c.req.header('authorization'),
      { kind: 'assistant' },
      c.get('clientAddress'),
      context.now(),
    );
    const domain = c.req.param('domain') ?? '';
    const site = context.config.sites.get(domain);
    if (!site)
      throw new ApiError(
        'unknown_domain',
        `No site with the domain "${domain}" is served here (served: ${[...context.config.sites.keys()].join(', ') || 'none'}). Check the domain in the URL.`,
      );
    if (key.domain !== domain)
      throw new ApiError(
        'auth_wrong_scope',
        `The API key ${key.hint} belongs to the domain "${key.domain ?? ''}", not "${domain}". Use a key created with --domain ${domain}.`,
      );
    c.set('key', key);
    c.set('site', site);
    await enforceRateLimit(
      context.rateLimiter,
      `key:${key.id}`,
      context.config.limits.perKey,
      context.now(),
      'with this API key',
    );
    context.pending.countKeyUse(key.id, routeName(c), context.now());
    await next();
  };
}

/**
 * Middleware of the admin endpoints: an admin key of the `:projectId` path parameter with `access`
 * (a `write` key may also read). Sets `c.get('key')` and `c.get('project')`.
 */
export function requireAdminKey(
  context: ApiContext,
  access: Extract<KeyNeed, { kind: 'admin' }>['access'],
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const key = await authenticateKey(
      context.keys,
      c.req.header('authorization'),
      { kind: 'admin', access },
      c.get('clientAddress'),
      context.now(),
    );
    const projectId = c.req.param('projectId') ?? '';
    const project = context.config.projects.get(projectId);
    if (!project)
      throw new ApiError(
        'unknown_project',
        `No project "${projectId}" is served here (served: ${[...context.config.projects.keys()].join(', ') || 'none'}). Check the projectId in the URL.`,
      );
    if (key.projectId !== projectId)
      throw new ApiError(
        'auth_wrong_scope',
        `The API key ${key.hint} belongs to the project "${key.projectId ?? ''}", not "${projectId}". Use a key created with --project ${projectId}.`,
      );
    if (access === 'write' && key.access !== 'write')
      throw new ApiError(
        'auth_read_only',
        `The API key ${key.hint} can only read, and this endpoint changes data. Create a key with quire keys create --kind admin --access write.`,
      );
    c.set('key', key);
    c.set('project', project);
    await enforceRateLimit(
      context.rateLimiter,
      `key:${key.id}`,
      context.config.limits.perKey,
      context.now(),
      'with this API key',
    );
    context.pending.countKeyUse(key.id, routeName(c), context.now());
    await next();
  };
}
