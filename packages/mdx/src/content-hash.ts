import { createHash } from 'node:crypto';

/** A short, stable hash of some strings (SHA-256, base64url, 22 characters). Parts are length-prefixed so they cannot run together. */
export function contentHash(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(`${part.length}:`);
    hash.update(part);
  }
  return hash.digest('base64url').slice(0, 22);
}
