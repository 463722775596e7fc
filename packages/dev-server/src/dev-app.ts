import { readFile } from 'node:fs/promises';
import { homeRedirect, playgroundServers, redirectsOf, sectionRedirects } from '@quire/build';
import { underBasePath } from '@quire/navigation';
import { PROXY_PATH } from '@quire/components';
import {
  compileRedirect,
  matchRedirect,
  renderRedirectPage,
  type CompiledRedirect,
} from '@quire/render';
import {
  contentTypeFor,
  createGatedPlaygroundHandler,
  createPlaygroundProxyHandler,
  isGatedPlaygroundPath,
  resolveSitePath,
  wantsMarkdown,
} from '@quire/server';
import { Hono, type Context } from 'hono';
import { injectDevClient } from './dev-client.js';
import type { DevSite } from './dev-site.js';
import { renderErrorDocument, withPageProblems } from './error-document.js';

export interface DevAppOptions {
  /** The real path of the docs root (symbolic links resolved). */
  readonly realRoot: string;
  /** Resolves once the changes seen so far are applied, so that a page is never sent from a stale model. */
  readonly settled: () => Promise<void>;
}

const decodePath = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

const routeUrl = (path: string) => path.replace(/\/+$/, '') || '/';

function send(
  c: Context,
  body: string | Uint8Array,
  type: string,
  status: 200 | 404 | 500 = 200,
): Response {
  c.header('Content-Type', type);
  c.header('Cache-Control', 'no-cache');
  if (type.startsWith('text/html')) c.header('X-Llms-Txt', '/llms.txt');
  return c.body(typeof body === 'string' ? body : (body as Uint8Array<ArrayBuffer>), status);
}

async function sendPage(c: Context, site: DevSite, path: string): Promise<Response | undefined> {
  const markdownPath = path.endsWith('.md');
  const url = markdownPath ? (path === '/index.md' ? '/' : path.slice(0, -3)) : routeUrl(path);
  const route = site.route(url);
  if (!route) {
    // As the build does: `/` without a page of its own sends the reader to the first page, a section's path to its first.
    const routes = site.context().loaded.model.routes;
    const home = markdownPath
      ? undefined
      : url === '/'
        ? homeRedirect(routes)
        : sectionRedirects(routes).get(url);
    return home
      ? send(
          c,
          injectDevClient(renderRedirectPage(underBasePath(site.context().basePath, home))),
          contentTypeFor('x.html'),
        )
      : undefined;
  }
  const rendered = await site.render(route);
  if (markdownPath || wantsMarkdown(c.req.header('accept'))) {
    return rendered.markdown === undefined
      ? undefined
      : send(c, rendered.markdown, contentTypeFor('x.md'));
  }
  // A page with an error of its own answers 500 (the build fails on it) and shows the error in the site frame;
  // a page with only warnings answers 200.
  const errors = site.describe(
    rendered.diagnostics.filter((d) => d.severity === 'error'),
    route.url,
  );
  if (rendered.html === undefined)
    return send(
      c,
      renderErrorDocument(site.context(), route, errors),
      contentTypeFor('x.html'),
      500,
    );
  const html = injectDevClient(rendered.html);
  return errors.length === 0
    ? send(c, html, contentTypeFor('x.html'))
    : send(c, withPageProblems(html, errors), contentTypeFor('x.html'), 500);
}

async function sendGenerated(
  c: Context,
  site: DevSite,
  path: string,
): Promise<Response | undefined> {
  if (path.startsWith('/_quire/search/')) {
    const text = (await site.searchFiles()).get(path.slice(1));
    return text === undefined ? undefined : send(c, text, contentTypeFor(path));
  }
  if (!path.startsWith('/_quire/assets/')) return undefined;
  const ctx = site.context();
  const sidebar = ctx.sidebars.forModel(ctx.loaded.model).files.get(path.slice(1));
  if (sidebar !== undefined) return send(c, sidebar, contentTypeFor(path));
  // Besides the site's assets, the ones a page renders with it (the browser code of its components).
  const data = (await site.stage.read(path)) ?? (await site.pageFile(path));
  return data === undefined ? undefined : send(c, data, contentTypeFor(path));
}

async function sendStatic(
  c: Context,
  site: DevSite,
  realRoot: string,
  rawPath: string,
  path: string,
): Promise<Response | undefined> {
  if (!site.servable(path.replace(/^\/+/, ''))) return undefined;
  const file = await resolveSitePath(realRoot, rawPath);
  return file ? send(c, new Uint8Array(await readFile(file)), contentTypeFor(file)) : undefined;
}

/**
 * The dev server's pages: each route rendered on demand exactly as the build renders it (plus
 * the dev script tag), Markdown, assets and search indexes from memory, the docs root's own
 * files (never anything outside it), redirects, and the 404 page with status 404.
 */
export function createDevApp(site: DevSite, options: DevAppOptions): Hono {
  const app = new Hono();
  let redirects: { config: unknown; compiled: CompiledRedirect[] } | undefined;
  const compiledRedirects = () => {
    const config = site.context().config;
    if (redirects?.config !== config)
      redirects = { config, compiled: redirectsOf(config).map(compileRedirect) };
    return redirects.compiled;
  };
  app.get('/_quire/dev/errors', (c) => c.json({ version: site.version(), errors: site.errors() }));
  // The pages' one question to a server, answered as the build's file answers it (no services):
  // with the API on (`quire dev` without --no-api), the API answers it first.
  app.get('/_quire/services.json', (c) => c.json({}, 200, { 'cache-control': 'no-store' }));
  // Gated playground specs, as `quire serve` sends them: only to a signed-in reader of the page's groups.
  const gated = createGatedPlaygroundHandler({
    read: (path) => site.pageFile(path),
    auth: () => site.context().auth,
  });
  app.use('*', async (c, next) =>
    isGatedPlaygroundPath(new URL(c.req.url).pathname)
      ? (await options.settled(), gated(c))
      : next(),
  );
  // The playground's proxy, for the servers of the specs as they are now: its allow-list is compiled
  // again only when the model changes. Relative servers are not reachable (the preview has no site URL).
  let proxy: { loaded: unknown; handler: (c: Context) => Promise<Response> } | undefined;
  app.post(PROXY_PATH, (c) => {
    const { loaded } = site.context();
    if (proxy?.loaded !== loaded)
      proxy = {
        loaded,
        handler: createPlaygroundProxyHandler({ servers: playgroundServers(loaded) }),
      };
    return proxy.handler(c);
  });
  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    await options.settled();
    const rawPath = new URL(c.req.url).pathname;
    const path = decodePath(rawPath);
    if (path === undefined || path.includes('\0'))
      return send(c, injectDevClient(site.notFoundPage()), contentTypeFor('x.html'), 404);
    const redirect = matchRedirect(compiledRedirects(), rawPath);
    if (redirect) return c.redirect(redirect.location, redirect.status);
    const response =
      (await sendGenerated(c, site, path)) ??
      (await sendPage(c, site, path)) ??
      (await sendStatic(c, site, options.realRoot, rawPath, path));
    return response ?? send(c, injectDevClient(site.notFoundPage()), contentTypeFor('x.html'), 404);
  });
  return app;
}
