import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Redirect } from '@quire/render';

/** Facts about a built site that a server needs, written by the build to `_quire/site.json`. */
export interface SiteManifest {
  readonly redirects: readonly Redirect[];
}

export const SITE_MANIFEST_PATH = '_quire/site.json';

/** Reads the manifest of a built site; a folder without one is served as plain static files. */
export async function readSiteManifest(siteDir: string): Promise<SiteManifest> {
  try {
    const parsed = JSON.parse(await readFile(join(siteDir, SITE_MANIFEST_PATH), 'utf8')) as Partial<SiteManifest>;
    return { redirects: Array.isArray(parsed.redirects) ? parsed.redirects : [] };
  } catch {
    return { redirects: [] };
  }
}
