import type { Ajv } from 'ajv';
import type { Hono, MiddlewareHandler } from 'hono';
import type { Migration } from '@quire/store';
import type { ApiContext, ApiEnv } from './api-env.js';
import type { SentPage } from './count-page-view.js';
import type { BodyValidator } from './json-body.js';

/** What a route module gets to register its routes with. */
export interface ApiTools {
  readonly context: ApiContext;
  /** Public (browser) endpoints of a `:domain`: the assistant key, CORS for any origin. */
  readonly assistantKey: MiddlewareHandler<ApiEnv>;
  /** Admin endpoints of a `:projectId`: an admin key with this access (a write key may read). */
  adminKey(access: 'read' | 'write'): MiddlewareHandler<ApiEnv>;
  /** Compiles a request body schema (JSON Schema draft 7, as in the reference OpenAPI files); read it with `readJsonBody`. */
  bodySchema<T>(schema: object): BodyValidator<T>;
  /** The Ajv instance of this app, for schemas that need more (formats are not loaded). */
  readonly ajv: Ajv;
  /** Calls `listener` for every response the server sends besides the API's (the site's pages): page views. */
  onPageSent(listener: (page: SentPage) => Promise<void>): void;
}

/**
 * A group of routes in one file. Requests to its `prefixes` go to the API instead of the pages: a
 * prefix ending in `/` takes every path under it, any other prefix that one path (`/mcp`, not
 * `/mcp-guide`). Paths under `/discovery/` are browser endpoints (CORS open), all others are
 * server-to-server (no CORS).
 *
 *     export const agentRoutes: ApiModule = {
 *       name: 'agent',
 *       prefixes: ['/v1/agent/', '/v2/agent/'],
 *       migrations: AGENT_MIGRATIONS,
 *       register(app, tools) {
 *         const job = tools.bodySchema<{ prompt: string }>({ type: 'object', required: ['prompt'], properties: { prompt: { type: 'string' } } });
 *         app.post('/v2/agent/:projectId/job', tools.adminKey('write'), async (c) => {
 *           const { prompt } = await readJsonBody(c, job);
 *           … tools.context.store, c.get('project') …
 *           return c.json(created);
 *         });
 *       },
 *     };
 */
export interface ApiModule {
  readonly name: string;
  readonly prefixes: readonly string[];
  /** This module's tables: run on start after the store's own (`openApiStore` collects them). */
  readonly migrations?: readonly Migration[];
  register(app: Hono<ApiEnv>, tools: ApiTools): void;
  /** Background work of the module (the agent worker): started with the service, stopped before the store closes. */
  start?(context: ApiContext): { stop(): Promise<void> };
}

/** Whether a path is a browser endpoint (public key, CORS open to any origin). */
export const isBrowserPath = (path: string): boolean => path.startsWith('/discovery/');
