import type { SessionResult } from './verify-session-token.js';

/** Who is reading, as far as the playground cares: a verified session's groups, or nobody. */
export type Viewer = Pick<Extract<SessionResult, { ok: true }>, 'groups'> | null | undefined;

/**
 * Whether a reader sees a gated (`auth`) playground: signed in, and when the page lists `groups`,
 * in at least one of them. A failed or missing session sees nothing.
 */
export function canSeePlayground(
  session: SessionResult | Viewer,
  pageGroups: readonly string[] | undefined,
): boolean {
  if (!session || ('ok' in session && session.ok !== true)) return false;
  const groups = 'groups' in session ? session.groups : [];
  if (!pageGroups || pageGroups.length === 0) return true;
  return pageGroups.some((g) => groups.includes(g));
}
