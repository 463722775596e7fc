/** The JWS algorithms a session token may be signed with. */
export type SessionAlgorithm = 'RS256' | 'ES256' | 'EdDSA';

export const SESSION_ALGORITHMS: readonly SessionAlgorithm[] = ['RS256', 'ES256', 'EdDSA'];

/** docs.json `auth`, with its defaults applied. `publicKey` is the PEM text or a repository path to a `.pem` file. */
export interface AuthSettings {
  readonly publicKey: string;
  readonly algorithm: SessionAlgorithm;
  readonly groupsClaim: string;
  readonly issuer?: string;
  readonly audience?: string;
  readonly loginUrl?: string;
  readonly cookie: string;
}

export const DEFAULT_SESSION_COOKIE = 'quire_session';
/** Where the browser looks for a token when there is no cookie (set by the customer's login page). */
export const SESSION_STORAGE_KEY = 'quire-session';

const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v : undefined;

/**
 * Reads docs.json `auth` (validated by the schema; anything not understood takes its default).
 * Undefined when there is no `auth` or no `publicKey`: signing in is then not configured.
 */
export function readAuthSettings(auth: unknown): AuthSettings | undefined {
  if (typeof auth !== 'object' || auth === null || Array.isArray(auth)) return undefined;
  const a = auth as Record<string, unknown>;
  const publicKey = text(a['publicKey']);
  if (!publicKey) return undefined;
  const algorithm = SESSION_ALGORITHMS.find((alg) => alg === a['algorithm']) ?? 'RS256';
  const optional = (key: 'issuer' | 'audience' | 'loginUrl') =>
    text(a[key]) ? { [key]: text(a[key]) } : {};
  return {
    publicKey,
    algorithm,
    groupsClaim: text(a['groupsClaim']) ?? 'groups',
    cookie: text(a['cookie']) ?? DEFAULT_SESSION_COOKIE,
    ...optional('issuer'),
    ...optional('audience'),
    ...optional('loginUrl'),
  };
}

/** True when `publicKey` is the key itself rather than a path to a `.pem` file. */
export function isPemText(publicKey: string): boolean {
  return /-----BEGIN [A-Z ]+-----/.test(publicKey);
}
