import type { SessionAlgorithm } from './auth-settings.js';
import { base64UrlDecode, decodeJsonSegment } from './base64url.js';
import { importVerifyKey } from './import-verify-key.js';

export interface VerifySessionOptions {
  /** SPKI public key (`-----BEGIN PUBLIC KEY-----`). */
  readonly publicKeyPem: string;
  readonly algorithm: SessionAlgorithm;
  readonly issuer?: string;
  readonly audience?: string;
  /** The claim holding the reader's groups (default `groups`): a list of strings, or one string. */
  readonly groupsClaim?: string;
  /** The current time in milliseconds since the epoch (`Date.now()`). */
  readonly now: number;
  /** Seconds of clock difference tolerated for `exp` and `nbf` (default `SESSION_CLOCK_SKEW_SECONDS`). */
  readonly leewaySeconds?: number;
}

/** The clock difference between the sign-in service and this server that is tolerated by default. */
export const SESSION_CLOCK_SKEW_SECONDS = 60;

export type SessionFailure =
  | 'malformed'
  | 'missing-expiry'
  | 'unsupported-algorithm'
  | 'algorithm-mismatch'
  | 'invalid-key'
  | 'bad-signature'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-issuer'
  | 'wrong-audience';

/** A verified session: the reader's groups and every claim of the token. */
export interface Session {
  readonly ok: true;
  readonly groups: readonly string[];
  readonly subject?: string;
  readonly claims: Readonly<Record<string, unknown>>;
}

export type SessionResult = Session | { readonly ok: false; readonly reason: SessionFailure };

const fail = (reason: SessionFailure): SessionResult => ({ ok: false, reason });

function groupsOf(claims: Record<string, unknown>, claim: string): string[] {
  const value = claims[claim];
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

function checkClaims(
  claims: Record<string, unknown>,
  options: VerifySessionOptions,
): SessionFailure | undefined {
  const now = options.now / 1000;
  const leeway = options.leewaySeconds ?? SESSION_CLOCK_SKEW_SECONDS;
  const exp = claims['exp'];
  const nbf = claims['nbf'];
  // A token without an expiry would open the gate forever once leaked.
  if (exp === undefined) return 'missing-expiry';
  if (typeof exp !== 'number' || now >= exp + leeway) return 'expired';
  if (nbf !== undefined && (typeof nbf !== 'number' || now < nbf - leeway)) return 'not-yet-valid';
  if (options.issuer !== undefined && claims['iss'] !== options.issuer) return 'wrong-issuer';
  if (options.audience !== undefined) {
    const aud = claims['aud'];
    const list = Array.isArray(aud) ? aud : [aud];
    if (!list.includes(options.audience)) return 'wrong-audience';
  }
  return undefined;
}

/**
 * Verifies a session token (a compact JWS: `header.payload.signature`) with WebCrypto only, so
 * the same code runs in the browser and in Node: the header's `alg` must be the configured one,
 * the signature must match the public key, `exp` must be present, `exp`/`nbf` must admit `now`
 * (give or take the clock-skew allowance), and `iss`/`aud` must be
 * the configured ones when set. Never throws.
 */
export async function verifySessionToken(
  token: string,
  options: VerifySessionOptions,
): Promise<SessionResult> {
  const parts = token.trim().split('.');
  if (parts.length !== 3) return fail('malformed');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJsonSegment(headerPart);
  const claims = decodeJsonSegment(payloadPart);
  const signature = base64UrlDecode(signaturePart);
  if (!header || !claims || !signature) return fail('malformed');
  if (header['alg'] !== options.algorithm)
    return fail(
      header['alg'] === 'RS256' || header['alg'] === 'ES256' || header['alg'] === 'EdDSA'
        ? 'algorithm-mismatch'
        : 'unsupported-algorithm',
    );
  const key = await importVerifyKey(options.publicKeyPem, options.algorithm);
  if (!key) return fail('invalid-key');
  const signed = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
  let valid = false;
  try {
    valid = await crypto.subtle.verify(key.params, key.key, signature, signed);
  } catch {
    valid = false;
  }
  if (!valid) return fail('bad-signature');
  const problem = checkClaims(claims, options);
  if (problem) return fail(problem);
  const subject = typeof claims['sub'] === 'string' ? claims['sub'] : undefined;
  return {
    ok: true,
    groups: groupsOf(claims, options.groupsClaim ?? 'groups'),
    ...(subject ? { subject } : {}),
    claims,
  };
}
