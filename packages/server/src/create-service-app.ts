import { Hono } from 'hono';
import type { ApiApp } from './api/create-api-app.js';

/** One origin: the API's paths go to the API, every other path to the pages (a built site, or `quire dev`'s app), which the API is told of (page views). */
export function createServiceApp(
  api: ApiApp,
  pages: { fetch(request: Request, env?: unknown): Response | Promise<Response> },
): Hono {
  const app = new Hono();
  app.all('*', async (c) => {
    if (api.handles(c.req.path)) return api.fetch(c.req.raw, c.env);
    const response = await pages.fetch(c.req.raw, c.env);
    api.pageSent(c, response);
    return response;
  });
  return app;
}
