import { realpath } from 'node:fs/promises';
import { Hono } from 'hono';
import { PROXY_PATH } from '@quire/components';
import {
  createGatedPlaygroundHandler,
  isGatedPlaygroundPath,
  siteDirGatedPlaygrounds,
} from './gated-playground.js';
import { createPlaygroundProxyHandler, type PlaygroundProxyOptions } from './playground-proxy.js';
import { readSiteManifest } from './site-manifest.js';
import { createStaticSiteHandler } from './static-site-handler.js';

export interface SiteAppOptions {
  /** The built site folder (the output of `quire build`). */
  readonly siteDir: string;
  /** The clock for session expiry (tests); default `Date.now`. */
  readonly now?: () => number;
  /** How the playground proxy reaches APIs (tests); default the global `fetch`. */
  readonly fetch?: typeof fetch;
  /** The playground proxy's response limit and upstream timeout (tests); default 10 MB and 30 s. */
  readonly proxy?: Pick<PlaygroundProxyOptions, 'maxResponseBytes' | 'upstreamTimeoutMs'>;
}

/**
 * The HTTP app of `quire serve`: the built site, with real status codes; gated playground specs
 * only for signed-in readers of the right groups; the playground proxy for the specs' servers.
 */
export async function createSiteApp(options: SiteAppOptions): Promise<Hono> {
  const root = await realpath(options.siteDir);
  const manifest = await readSiteManifest(root);
  const app = new Hono();
  const gated = createGatedPlaygroundHandler(
    siteDirGatedPlaygrounds(root, manifest.auth),
    options.now,
  );
  app.use('*', async (c, next) =>
    isGatedPlaygroundPath(new URL(c.req.url).pathname) ? gated(c) : next(),
  );
  app.post(
    PROXY_PATH,
    createPlaygroundProxyHandler({
      servers: manifest.playgroundServers ?? [],
      siteUrl: manifest.siteUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...options.proxy,
    }),
  );
  app.all('*', createStaticSiteHandler(root, manifest));
  return app;
}
