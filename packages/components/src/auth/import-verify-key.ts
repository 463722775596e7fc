import type { SessionAlgorithm } from './auth-settings.js';
import { base64UrlDecode } from './base64url.js';

type VerifyParams = AlgorithmIdentifier | RsaPssParams | EcdsaParams;

const IMPORT: Record<
  SessionAlgorithm,
  { import: RsaHashedImportParams | EcKeyImportParams | Algorithm; verify: VerifyParams }
> = {
  RS256: {
    import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    verify: { name: 'RSASSA-PKCS1-v1_5' },
  },
  ES256: {
    import: { name: 'ECDSA', namedCurve: 'P-256' },
    verify: { name: 'ECDSA', hash: 'SHA-256' },
  },
  EdDSA: { import: { name: 'Ed25519' }, verify: { name: 'Ed25519' } },
};

/** The DER bytes of a `-----BEGIN PUBLIC KEY-----` block. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> | undefined {
  const match = /-----BEGIN PUBLIC KEY-----([\s\S]*?)-----END PUBLIC KEY-----/.exec(pem);
  return match ? base64UrlDecode((match[1] ?? '').replace(/\s+/g, '')) : undefined;
}

/** Imports an SPKI PEM public key for verifying `algorithm` signatures; undefined when it does not fit. */
export async function importVerifyKey(
  pem: string,
  algorithm: SessionAlgorithm,
): Promise<{ key: CryptoKey; params: VerifyParams } | undefined> {
  const der = pemToDer(pem);
  if (!der) return undefined;
  const spec = IMPORT[algorithm];
  try {
    const key = await crypto.subtle.importKey('spki', der, spec.import, false, ['verify']);
    return { key, params: spec.verify };
  } catch {
    return undefined;
  }
}
