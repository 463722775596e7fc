import { Hono } from 'hono';
import { underBasePath, withoutBasePath } from '@quire/navigation';

/** An app that answers requests: the pages, the API beside them, or both (`createServiceApp`). */
export interface FetchHandler {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/** A `Link` header's targets (`</llms.txt>; rel="llms-txt"`) under the base path. */
const linkUnderBasePath = (basePath: string, value: string) =>
  value.replace(/<([^>]*)>/g, (_m, target: string) => `<${underBasePath(basePath, target)}>`);

/** The response with the site paths it names in `Location`, `Link` and `X-Llms-Txt` placed under the base path. */
function responseUnderBasePath(response: Response, basePath: string): Response {
  const location = response.headers.get('location');
  const link = response.headers.get('link');
  const llms = response.headers.get('x-llms-txt');
  const placed = {
    location: location === null ? null : underBasePath(basePath, location),
    link: link === null ? null : linkUnderBasePath(basePath, link),
    'x-llms-txt': llms === null ? null : underBasePath(basePath, llms),
  };
  if (placed.location === location && placed.link === link && placed['x-llms-txt'] === llms)
    return response;
  // Headers of a fetched response cannot be changed: the response is copied.
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(placed))
    if (value !== null) copy.headers.set(name, value);
  return copy;
}

/**
 * The request as the app sees it: the same request at its site path. A view of the request, not a
 * copy: every property but `url` is the request's own, read from it (so its body is read from the
 * socket once, and a copy's cost, a sixth of a search request's CPU, is not paid).
 */
function requestAt(request: Request, url: URL): Request {
  const href = url.href;
  return new Proxy(request, {
    get(target, property) {
      if (property === 'url') return href;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * The app served under a base path (`quire serve --base-path /docs`, `quire dev`): a request under it
 * reaches the app with its site path (`/docs/guide` → `/guide`, `/docs` → `/`), and the site paths the
 * app answers with (a redirect's `Location`, the `Link` to llms.txt) go back under it. `/` sends the
 * browser to the base path; anything else outside it is a 404. At the root the app is served as it is.
 */
export function appUnderBasePath(app: FetchHandler, basePath: string): Hono {
  const outer = new Hono();
  outer.all('*', async (c) => {
    if (basePath === '') return app.fetch(c.req.raw, c.env);
    const url = new URL(c.req.url);
    const path = withoutBasePath(basePath, url.pathname);
    if (path === undefined) {
      if (url.pathname === '/') return c.redirect(`${basePath}/${url.search}`, 302);
      return c.text(`Not Found: this server serves its site under ${basePath}/.`, 404);
    }
    url.pathname = path;
    return responseUnderBasePath(await app.fetch(requestAt(c.req.raw, url), c.env), basePath);
  });
  return outer;
}
