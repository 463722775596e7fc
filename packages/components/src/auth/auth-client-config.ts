import { SESSION_ALGORITHMS, type AuthSettings, type SessionAlgorithm } from './auth-settings.js';

/** What the browser needs to verify a session itself: published in `<meta name="quire-auth" content="{json}">`. */
export interface AuthClientConfig {
  /** The SPKI public key, PEM. */
  readonly publicKey: string;
  readonly algorithm: SessionAlgorithm;
  readonly groupsClaim: string;
  readonly issuer?: string;
  readonly audience?: string;
  /** The cookie the token is read from (it must not be HttpOnly for a static site). */
  readonly cookie: string;
  readonly loginUrl?: string;
}

/** The `name` of the meta tag that carries the client auth config. */
export const AUTH_META_NAME = 'quire-auth';

/** The client config for `auth`, with the PEM text already loaded (see `loadAuthPublicKey`). */
export function authClientConfig(settings: AuthSettings, publicKeyPem: string): AuthClientConfig {
  const { publicKey: _path, ...rest } = settings;
  return { ...rest, publicKey: publicKeyPem };
}

/** Meta tags to add to every page (`{ 'quire-auth': '{json}' }`), e.g. through the layout's metatags. */
export function authMetaTags(config: AuthClientConfig): Record<string, string> {
  return { [AUTH_META_NAME]: JSON.stringify(config) };
}

/** Parses the meta tag's content; undefined when it is missing or not a config. */
export function parseAuthClientConfig(
  content: string | null | undefined,
): AuthClientConfig | undefined {
  if (!content) return undefined;
  try {
    const value = JSON.parse(content) as Record<string, unknown>;
    const algorithm = SESSION_ALGORITHMS.find((a) => a === value['algorithm']);
    if (typeof value['publicKey'] !== 'string' || !algorithm) return undefined;
    const optional = (key: string) =>
      typeof value[key] === 'string' ? { [key]: value[key] as string } : {};
    return {
      publicKey: value['publicKey'],
      algorithm,
      groupsClaim: typeof value['groupsClaim'] === 'string' ? value['groupsClaim'] : 'groups',
      cookie: typeof value['cookie'] === 'string' ? value['cookie'] : 'quire_session',
      ...optional('issuer'),
      ...optional('audience'),
      ...optional('loginUrl'),
    };
  } catch {
    return undefined;
  }
}
