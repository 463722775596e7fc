import { verifySessionToken, type AuthClientConfig, type SessionResult } from '@quire/components';

/** Verifies a reader's session token with the site's docs.json `auth` (its public key, issuer, audience, groups claim). */
export function verifyReaderSession(
  token: string,
  auth: AuthClientConfig,
  now: number,
): Promise<SessionResult> {
  const { publicKey, ...rest } = auth;
  return verifySessionToken(token, { ...rest, publicKeyPem: publicKey, now });
}
