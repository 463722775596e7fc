import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import {
  canSeePlayground,
  parseGatedPlaygroundFile,
  sessionTokenFromAuthorization,
  sessionTokenFromCookies,
  type AuthClientConfig,
} from '@quire/components';
import { verifyReaderSession } from './reader-session.js';
import { resolveSitePath } from './resolve-site-path.js';

/** Whether a URL path names something under `/_quire/playground/`, however it is spelled (`//`, `./`, escapes). */
export function isGatedPlaygroundPath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  const segments = decoded.split(/[/\\]/).filter((s) => s !== '' && s !== '.');
  return segments[0] === '_quire' && segments[1] === 'playground';
}

const refuse = (c: Context, status: 401 | 403 | 404, error: string, loginUrl?: string) =>
  c.json({ error, ...(loginUrl ? { loginUrl } : {}) }, status);

/** Where gated playground files come from: a built site folder, or the pages `quire dev` rendered. */
export interface GatedPlaygroundSource {
  /** The text of the file a URL path names; undefined when there is none. */
  read(urlPath: string): Promise<string | undefined>;
  /** docs.json `auth` with its key loaded; undefined when signing in is not configured. */
  auth(): AuthClientConfig | undefined;
}

/** Gated playground files of a built site folder (`root` a real path). */
export function siteDirGatedPlaygrounds(
  root: string,
  auth: AuthClientConfig | undefined,
): GatedPlaygroundSource {
  return {
    async read(urlPath) {
      const file = await resolveSitePath(root, urlPath);
      return file?.endsWith('.json') ? readFile(file, 'utf8') : undefined;
    },
    auth: () => auth,
  };
}

/**
 * Serves a gated playground spec (`/_quire/playground/<id>.json`) only to a reader whose session
 * token (the `auth.cookie` cookie, or `Authorization: Bearer`) verifies with the site's public key
 * and who is in one of the page's groups: 401 without a valid session, 403 outside the groups.
 * Never cached by shared caches.
 */
export function createGatedPlaygroundHandler(
  source: GatedPlaygroundSource,
  now: () => number = Date.now,
): (c: Context) => Promise<Response> {
  return async (c) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('Vary', 'Cookie, Authorization');
    const text = await source.read(new URL(c.req.url).pathname);
    if (text === undefined) return refuse(c, 404, 'No such playground.');
    const auth = source.auth();
    if (!auth) return refuse(c, 403, 'Signing in is not configured for this site.');
    const token =
      sessionTokenFromAuthorization(c.req.header('authorization')) ??
      sessionTokenFromCookies(c.req.header('cookie'), auth.cookie);
    if (!token) return refuse(c, 401, 'Sign in to use this playground.', auth.loginUrl);
    const session = await verifyReaderSession(token, auth, now());
    if (!session.ok)
      return refuse(
        c,
        401,
        `The session is not valid (${session.reason}); sign in again.`,
        auth.loginUrl,
      );
    let parsed: ReturnType<typeof parseGatedPlaygroundFile>;
    try {
      parsed = parseGatedPlaygroundFile(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (!parsed) return refuse(c, 404, 'No such playground.');
    if (!canSeePlayground(session, parsed.groups))
      return refuse(c, 403, 'This playground is for readers in other groups.');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.req.method === 'HEAD' ? c.body(null, 200) : c.body(text, 200);
  };
}
