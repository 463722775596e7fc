import { Hono } from 'hono';
import type { ApiApp } from './api/create-api-app.js';

/** One origin: the API's paths go to the API, every other path to the pages (a built site, or `quire dev`'s app). */
export function createServiceApp(
  api: ApiApp,
  pages: { fetch(request: Request, env?: unknown): Response | Promise<Response> },
): Hono {
  const app = new Hono();
  app.all('*', (c) =>
    api.handles(c.req.path) ? api.fetch(c.req.raw, c.env) : pages.fetch(c.req.raw, c.env),
  );
  return app;
}
