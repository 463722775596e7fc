import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KeyAccess, KeyKind, KeyRecord } from '@quire/store';

/** The public assistant key's prefix (safe in browsers) and the admin secret key's. */
export const ASSISTANT_KEY_PREFIX = 'svc_dsc_';
export const ADMIN_KEY_PREFIX = 'svc_';

const ID_LENGTH = 12;
const SECRET_LENGTH = 32;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BODY = new RegExp(`^[A-Za-z0-9]{${ID_LENGTH + SECRET_LENGTH}}$`);

/** Key lifetimes `quire keys create --expires` offers; `never` means no expiry. */
export const KEY_EXPIRIES = ['7', '30', '60', '90', 'never'] as const;
export type KeyExpiry = (typeof KEY_EXPIRIES)[number];
export const DEFAULT_KEY_EXPIRY: KeyExpiry = '90';

const DAY_MS = 86_400_000;

/** What a token says about itself before the store is asked: its kind and id. */
export type ParsedToken =
  { readonly kind: 'malformed' } | { readonly kind: KeyKind; readonly id: string };

function randomText(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  for (const byte of bytes) {
    if (byte < 248) out += ALPHABET[byte % 62];
    if (out.length === length) return out;
  }
  return out + randomText(length - out.length);
}

/** Hex SHA-256 of a token: what the store keeps instead of the token. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Compares a token with a stored hash in constant time. */
export function tokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(hashToken(token), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The kind and id of a token (`svc_dsc_<id><secret>` or `svc_<id><secret>`), or malformed. */
export function parseToken(token: string): ParsedToken {
  const kind: KeyKind = token.startsWith(ASSISTANT_KEY_PREFIX) ? 'assistant' : 'admin';
  const body = token.slice(
    kind === 'assistant' ? ASSISTANT_KEY_PREFIX.length : ADMIN_KEY_PREFIX.length,
  );
  if (!token.startsWith(ADMIN_KEY_PREFIX) || !BODY.test(body)) return { kind: 'malformed' };
  return { kind, id: body.slice(0, ID_LENGTH) };
}

export interface NewKeyRequest {
  readonly kind: KeyKind;
  /** Assistant keys: the domain; admin keys: the projectId. */
  readonly scope: string;
  /** Admin keys only (default `read`). */
  readonly access?: KeyAccess;
  readonly expiry?: KeyExpiry;
  readonly allowedCidrs?: readonly string[];
  readonly name?: string;
}

/** A new key: the token (shown once, never stored) and the record to store. */
export function createApiKey(
  request: NewKeyRequest,
  now: number,
): { readonly token: string; readonly record: KeyRecord } {
  const id = randomText(ID_LENGTH);
  const prefix = request.kind === 'assistant' ? ASSISTANT_KEY_PREFIX : ADMIN_KEY_PREFIX;
  const token = `${prefix}${id}${randomText(SECRET_LENGTH)}`;
  const expiry = request.expiry ?? DEFAULT_KEY_EXPIRY;
  const record: KeyRecord = {
    id,
    kind: request.kind,
    hash: hashToken(token),
    hint: `${prefix}${id.slice(0, 6)}…`,
    domain: request.kind === 'assistant' ? request.scope : null,
    projectId: request.kind === 'admin' ? request.scope : null,
    access: request.kind === 'admin' ? (request.access ?? 'read') : null,
    allowedCidrs: request.allowedCidrs ?? [],
    name: request.name ?? '',
    createdAt: now,
    expiresAt: expiry === 'never' ? null : now + Number(expiry) * DAY_MS,
    revokedAt: null,
    lastUsedAt: null,
  };
  return { token, record };
}
