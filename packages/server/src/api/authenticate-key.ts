import type { KeyRecord } from '@quire/store';
import { addressRanges } from './address-ranges.js';
import { ApiError } from './api-error.js';
import { parseToken, tokenMatches } from './api-key.js';
import type { KeyCache } from './key-cache.js';

/** What an endpoint needs: the public assistant key of a domain, or an admin key of a project with read or write access. */
export type KeyNeed =
  { readonly kind: 'assistant' } | { readonly kind: 'admin'; readonly access: 'read' | 'write' };

/**
 * The stored key of an `Authorization` header, checked for everything that does not depend on the
 * endpoint's domain or project: present, well formed, known, not revoked, not expired, the right kind
 * and used from an allowed address. Throws the `ApiError` of the first check that fails.
 */
export async function authenticateKey(
  keys: KeyCache,
  header: string | undefined,
  need: KeyNeed,
  clientAddress: string,
  now: number,
): Promise<KeyRecord> {
  if (header === undefined || header.trim() === '')
    throw new ApiError(
      'auth_missing',
      'The request has no Authorization header. Send "Authorization: Bearer <key>" with a key from quire keys create.',
    );
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  if (!match?.[1])
    throw new ApiError(
      'auth_malformed',
      'The Authorization header is not "Bearer <key>". Send "Authorization: Bearer <key>" with the whole key quire keys create printed.',
    );
  const token = match[1];
  const parsed = parseToken(token);
  if (parsed.kind === 'malformed')
    throw new ApiError(
      'auth_malformed',
      'The bearer token is not a Quire API key (svc_dsc_… or svc_… followed by 44 letters and digits). Copy the whole key quire keys create printed.',
    );
  const key = await keys.find(parsed.id, now);
  if (!key || key.kind !== parsed.kind || !tokenMatches(token, key.hash))
    throw new ApiError(
      'auth_unknown_key',
      'No such API key exists on this server. Create one with quire keys create.',
    );
  if (key.revokedAt !== null)
    throw new ApiError(
      'auth_revoked',
      `The API key ${key.hint} was revoked on ${new Date(key.revokedAt).toISOString()}. Create a new one with quire keys create.`,
    );
  if (key.expiresAt !== null && key.expiresAt <= now)
    throw new ApiError(
      'auth_expired',
      `The API key ${key.hint} expired on ${new Date(key.expiresAt).toISOString()}. Create a new one with quire keys create.`,
    );
  if (need.kind === 'assistant' && key.kind === 'admin') {
    throw new ApiError(
      'auth_admin_key_in_browser_endpoint',
      'This endpoint is called from browsers and never accepts an admin key (svc_…), which is a server-side secret. Use the site’s public assistant key (svc_dsc_…): quire keys create --kind assistant. If the admin key was exposed, revoke it with quire keys revoke.',
    );
  }
  if (need.kind === 'admin' && key.kind === 'assistant')
    throw new ApiError(
      'auth_wrong_kind',
      'This endpoint needs an admin key (svc_…); a public assistant key (svc_dsc_…) cannot use it. Create one with quire keys create --kind admin.',
    );
  if (key.allowedCidrs.length > 0 && !addressRanges(key.allowedCidrs)(clientAddress)) {
    throw new ApiError(
      'auth_address_denied',
      `The API key ${key.hint} only accepts requests from ${key.allowedCidrs.join(', ')}; this one came from ${clientAddress}. Call from an allowed address, or create a key that allows it.`,
    );
  }
  return key;
}
