import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseAuthClientConfig, type AuthClientConfig } from '@quire/components';
import type { Redirect } from '@quire/render';

/** Facts about a built site that a server needs, written by the build to `_quire/site.json`. */
export interface SiteManifest {
  readonly redirects: readonly Redirect[];
  /** docs.json `auth` with its public key: how `quire serve` verifies sessions for gated playgrounds. */
  readonly auth?: AuthClientConfig;
  /** The API servers of the site's specs: where the playground proxy may send requests. */
  readonly playgroundServers?: readonly string[];
  /** The URL the site was built for (`quire build --base-url`): where the specs' relative servers are. */
  readonly siteUrl?: string;
  /** The path the site was built to be served under (`/docs`; absent at the root): `quire serve` serves it there. */
  readonly basePath?: string;
  /** docs.json `integrations.telemetry.enabled: false`: no page feedback, no page views counted. */
  readonly telemetry?: false;
}

export const SITE_MANIFEST_PATH = '_quire/site.json';

/** The manifest in `text` (the file's contents); anything unreadable is a manifest with nothing in it. */
export function parseSiteManifest(text: string | undefined): SiteManifest {
  try {
    const parsed = JSON.parse(text ?? '{}') as Record<string, unknown>;
    const auth =
      parsed['auth'] === undefined
        ? undefined
        : parseAuthClientConfig(JSON.stringify(parsed['auth']));
    const servers = parsed['playgroundServers'];
    const siteUrl = parsed['siteUrl'];
    const basePath = parsed['basePath'];
    return {
      redirects: Array.isArray(parsed['redirects']) ? (parsed['redirects'] as Redirect[]) : [],
      ...(auth ? { auth } : {}),
      ...(Array.isArray(servers)
        ? { playgroundServers: servers.filter((s): s is string => typeof s === 'string') }
        : {}),
      ...(typeof siteUrl === 'string' && siteUrl !== '' ? { siteUrl } : {}),
      ...(typeof basePath === 'string' && basePath !== '' ? { basePath } : {}),
      ...(parsed['telemetry'] === false ? { telemetry: false as const } : {}),
    };
  } catch {
    return { redirects: [] };
  }
}

/** Reads the manifest of a built site; a folder without one is served as plain static files. */
export async function readSiteManifest(siteDir: string): Promise<SiteManifest> {
  return parseSiteManifest(
    await readFile(join(siteDir, SITE_MANIFEST_PATH), 'utf8').catch(() => undefined),
  );
}
