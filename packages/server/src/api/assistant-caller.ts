import type { Caller } from '@quire/assistant';
import { sessionTokenFromCookies } from '@quire/components';
import type { Context } from 'hono';
import { verifyReaderSession } from '../reader-session.js';
import type { ApiEnv } from './api-env.js';
import type { SiteContent } from './site-content.js';

const ANONYMOUS: Caller = { groups: [] };

/**
 * Who is asking: the groups of the reader's signed-in session, read as `quire serve` reads it for
 * gated playgrounds (the docs.json `auth.cookie` cookie, verified with the site's public key), since
 * `Authorization` carries the assistant key. No cookie, no `auth`, or a session that does not verify:
 * an anonymous reader, who gets only public pages.
 */
export async function assistantCaller(
  c: Context<ApiEnv>,
  site: SiteContent | undefined,
  now: number,
): Promise<Caller> {
  const auth = await site?.auth();
  const token = auth && sessionTokenFromCookies(c.req.header('cookie'), auth.cookie);
  if (!auth || !token) return ANONYMOUS;
  const session = await verifyReaderSession(token, auth, now);
  return session.ok ? { groups: session.groups } : ANONYMOUS;
}
