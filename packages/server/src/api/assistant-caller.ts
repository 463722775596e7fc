import type { Caller } from '@quire/assistant';
import { sessionTokenFromCookies } from '@quire/components';
import type { Context } from 'hono';
import { verifyReaderSession } from '../reader-session.js';
import type { ApiEnv } from './api-env.js';
import type { SiteContent } from './site-content.js';

const ANONYMOUS: Caller = { groups: [] };

/**
 * The caller a reader's session token makes: the groups it names once verified with the site's
 * docs.json `auth` (its public key). No token, no `auth`, or a token that does not verify: an
 * anonymous reader, who gets only public pages.
 */
export async function sessionCaller(
  token: (cookieName: string) => string | undefined,
  site: SiteContent | undefined,
  now: number,
): Promise<Caller> {
  const auth = await site?.auth();
  const found = auth && token(auth.cookie);
  if (!auth || !found) return ANONYMOUS;
  const session = await verifyReaderSession(found, auth, now);
  return session.ok ? { groups: session.groups } : ANONYMOUS;
}

/**
 * Who is asking the assistant: the groups of the reader's signed-in session, read as `quire serve`
 * reads it for gated playgrounds (the docs.json `auth.cookie` cookie), since `Authorization` carries
 * the assistant key.
 */
export function assistantCaller(
  c: Context<ApiEnv>,
  site: SiteContent | undefined,
  now: number,
): Promise<Caller> {
  return sessionCaller(
    (cookie) => sessionTokenFromCookies(c.req.header('cookie'), cookie),
    site,
    now,
  );
}
