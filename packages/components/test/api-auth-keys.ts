import type { SessionAlgorithm } from '@quire/components';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

const PARAMS: Record<
  SessionAlgorithm,
  {
    generate: RsaHashedKeyGenParams | EcKeyGenParams | Algorithm;
    sign: AlgorithmIdentifier | EcdsaParams;
  }
> = {
  RS256: {
    generate: {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    sign: { name: 'RSASSA-PKCS1-v1_5' },
  },
  ES256: {
    generate: { name: 'ECDSA', namedCurve: 'P-256' },
    sign: { name: 'ECDSA', hash: 'SHA-256' },
  },
  EdDSA: { generate: { name: 'Ed25519' }, sign: { name: 'Ed25519' } },
};

export interface TestSigner {
  readonly algorithm: SessionAlgorithm;
  readonly publicKeyPem: string;
  sign(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
}

/** A fresh key pair and a signer of compact JWS tokens, made with WebCrypto. */
export async function createSigner(algorithm: SessionAlgorithm): Promise<TestSigner> {
  const spec = PARAMS[algorithm];
  const pair = (await crypto.subtle.generateKey(spec.generate, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const body = Buffer.from(spki)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trim();
  return {
    algorithm,
    publicKeyPem: `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`,
    async sign(claims, header = {}) {
      const head = b64url(
        new TextEncoder().encode(JSON.stringify({ alg: algorithm, typ: 'JWT', ...header })),
      );
      const payload = b64url(new TextEncoder().encode(JSON.stringify(claims)));
      const signature = new Uint8Array(
        await crypto.subtle.sign(
          spec.sign,
          pair.privateKey,
          new TextEncoder().encode(`${head}.${payload}`),
        ),
      );
      return `${head}.${payload}.${b64url(signature)}`;
    },
  };
}
