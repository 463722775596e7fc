import { realpath } from 'node:fs/promises';
import { Hono } from 'hono';
import { readSiteManifest } from './site-manifest.js';
import { createStaticSiteHandler } from './static-site-handler.js';

export interface SiteAppOptions {
  /** The built site folder (the output of `quire build`). */
  readonly siteDir: string;
}

/** The HTTP app of `quire serve`: the built site, with real status codes. */
export async function createSiteApp(options: SiteAppOptions): Promise<Hono> {
  const root = await realpath(options.siteDir);
  const manifest = await readSiteManifest(root);
  const app = new Hono();
  app.all('*', createStaticSiteHandler(root, manifest));
  return app;
}
