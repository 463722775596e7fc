import { describe, expect, test } from 'vitest';
import {
  authClientConfig,
  authMetaTags,
  canSeePlayground,
  loadAuthPublicKey,
  parseAuthClientConfig,
  readAuthSettings,
  sessionTokenFromAuthorization,
  sessionTokenFromCookies,
  SESSION_CLOCK_SKEW_SECONDS,
  verifySessionToken,
  type SessionAlgorithm,
} from '@quire/components';
import { createSigner } from './api-auth-keys.js';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const inAnHour = NOW / 1000 + 3600;

describe('verifySessionToken', () => {
  for (const algorithm of ['RS256', 'ES256', 'EdDSA'] as SessionAlgorithm[]) {
    test(`${algorithm}: a valid token gives its groups; a token signed by another key is refused`, async () => {
      const signer = await createSigner(algorithm);
      const token = await signer.sign({ sub: 'ada', groups: ['admin', 'dev'], exp: inAnHour });
      const result = await verifySessionToken(token, {
        publicKeyPem: signer.publicKeyPem,
        algorithm,
        now: NOW,
      });
      expect(result).toEqual({
        ok: true,
        groups: ['admin', 'dev'],
        subject: 'ada',
        claims: { sub: 'ada', groups: ['admin', 'dev'], exp: inAnHour },
      });
      const other = await createSigner(algorithm);
      expect(
        await verifySessionToken(token, { publicKeyPem: other.publicKeyPem, algorithm, now: NOW }),
      ).toEqual({ ok: false, reason: 'bad-signature' });
    });
  }

  test('expiry and not-before are checked against `now`, with a clock-skew allowance (60 s by default)', async () => {
    const signer = await createSigner('ES256');
    const options = { publicKeyPem: signer.publicKeyPem, algorithm: 'ES256' as const, now: NOW };
    const strict = { ...options, leewaySeconds: 0 };
    expect(SESSION_CLOCK_SKEW_SECONDS).toBe(60);
    const expired = await signer.sign({ exp: NOW / 1000 - 1 });
    expect(await verifySessionToken(expired, strict)).toEqual({ ok: false, reason: 'expired' });
    expect((await verifySessionToken(expired, options)).ok).toBe(true);
    const longExpired = await signer.sign({ exp: NOW / 1000 - 61 });
    expect(await verifySessionToken(longExpired, options)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const atExpiry = await signer.sign({ exp: NOW / 1000 });
    expect(await verifySessionToken(atExpiry, strict)).toEqual({ ok: false, reason: 'expired' });
    const early = await signer.sign({ exp: inAnHour, nbf: NOW / 1000 + 61 });
    expect(await verifySessionToken(early, options)).toEqual({
      ok: false,
      reason: 'not-yet-valid',
    });
    expect(
      (
        await verifySessionToken(
          await signer.sign({ exp: inAnHour, nbf: NOW / 1000 + 30 }),
          options,
        )
      ).ok,
    ).toBe(true);
    const badExp = await signer.sign({ exp: 'tomorrow' });
    expect(await verifySessionToken(badExp, options)).toEqual({ ok: false, reason: 'expired' });
  });

  test('a token without `exp` is refused, however valid its signature', async () => {
    const signer = await createSigner('RS256');
    const options = { publicKeyPem: signer.publicKeyPem, algorithm: 'RS256' as const, now: NOW };
    expect(
      await verifySessionToken(await signer.sign({ sub: 'ada', groups: ['admin'] }), options),
    ).toEqual({ ok: false, reason: 'missing-expiry' });
    expect(
      await verifySessionToken(
        await signer.sign({ sub: 'ada', groups: ['admin'], exp: null }),
        options,
      ),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  test('issuer and audience must match when configured; aud may be a list', async () => {
    const signer = await createSigner('RS256');
    const base = {
      publicKeyPem: signer.publicKeyPem,
      algorithm: 'RS256' as const,
      now: NOW,
      issuer: 'https://login.acme.dev',
      audience: 'docs',
    };
    const good = await signer.sign({
      iss: 'https://login.acme.dev',
      aud: ['app', 'docs'],
      exp: inAnHour,
    });
    expect((await verifySessionToken(good, base)).ok).toBe(true);
    expect(
      await verifySessionToken(
        await signer.sign({ iss: 'https://evil.dev', aud: 'docs', exp: inAnHour }),
        base,
      ),
    ).toEqual({ ok: false, reason: 'wrong-issuer' });
    expect(
      await verifySessionToken(
        await signer.sign({ iss: 'https://login.acme.dev', aud: 'app', exp: inAnHour }),
        base,
      ),
    ).toEqual({ ok: false, reason: 'wrong-audience' });
    expect(
      await verifySessionToken(
        await signer.sign({ iss: 'https://login.acme.dev', exp: inAnHour }),
        base,
      ),
    ).toEqual({ ok: false, reason: 'wrong-audience' });
  });

  test('a tampered payload or signature is refused', async () => {
    const signer = await createSigner('EdDSA');
    const options = { publicKeyPem: signer.publicKeyPem, algorithm: 'EdDSA' as const, now: NOW };
    const token = await signer.sign({ groups: ['reader'] });
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ groups: ['admin'] })).toString('base64url');
    expect(await verifySessionToken(`${head}.${forged}.${sig}`, options)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const flipped = `${sig!.slice(0, 5)}${sig![5] === 'A' ? 'B' : 'A'}${sig!.slice(6)}`;
    expect(await verifySessionToken(`${head}.${token.split('.')[1]}.${flipped}`, options)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  test('the header must name the configured algorithm; `none` and garbage are refused', async () => {
    const signer = await createSigner('RS256');
    const options = { publicKeyPem: signer.publicKeyPem, algorithm: 'RS256' as const, now: NOW };
    const token = await signer.sign({}, { alg: 'ES256' });
    expect(await verifySessionToken(token, options)).toEqual({
      ok: false,
      reason: 'algorithm-mismatch',
    });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(await verifySessionToken(none, options)).toEqual({
      ok: false,
      reason: 'unsupported-algorithm',
    });
    expect(await verifySessionToken('not.a-token', options)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await verifySessionToken('a.b.c', options)).toEqual({ ok: false, reason: 'malformed' });
  });

  test('a key that does not fit the algorithm is an invalid key', async () => {
    const rsa = await createSigner('RS256');
    const ec = await createSigner('ES256');
    const token = await ec.sign({});
    expect(
      await verifySessionToken(token, {
        publicKeyPem: rsa.publicKeyPem,
        algorithm: 'ES256',
        now: NOW,
      }),
    ).toEqual({ ok: false, reason: 'invalid-key' });
    expect(
      await verifySessionToken(token, { publicKeyPem: 'not a pem', algorithm: 'ES256', now: NOW }),
    ).toEqual({ ok: false, reason: 'invalid-key' });
  });

  test('groups come from the configured claim: a list, or one space- or comma-separated string', async () => {
    const signer = await createSigner('ES256');
    const options = { publicKeyPem: signer.publicKeyPem, algorithm: 'ES256' as const, now: NOW };
    const custom = await signer.sign({
      'https://acme.dev/roles': ['ops'],
      groups: ['ignored'],
      exp: inAnHour,
    });
    expect(
      await verifySessionToken(custom, { ...options, groupsClaim: 'https://acme.dev/roles' }),
    ).toMatchObject({ ok: true, groups: ['ops'] });
    expect(
      await verifySessionToken(await signer.sign({ groups: 'a b,c', exp: inAnHour }), options),
    ).toMatchObject({ ok: true, groups: ['a', 'b', 'c'] });
    expect(await verifySessionToken(await signer.sign({ exp: inAnHour }), options)).toMatchObject({
      ok: true,
      groups: [],
    });
  });
});

describe('canSeePlayground', () => {
  test('signed in and, when the page lists groups, in one of them', () => {
    expect(canSeePlayground({ ok: true, groups: ['dev'], claims: {} }, undefined)).toBe(true);
    expect(canSeePlayground({ ok: true, groups: [], claims: {} }, [])).toBe(true);
    expect(canSeePlayground({ ok: true, groups: ['dev'], claims: {} }, ['admin', 'dev'])).toBe(
      true,
    );
    expect(canSeePlayground({ ok: true, groups: ['support'], claims: {} }, ['admin', 'dev'])).toBe(
      false,
    );
    expect(canSeePlayground({ ok: false, reason: 'expired' }, undefined)).toBe(false);
    expect(canSeePlayground(null, undefined)).toBe(false);
    expect(canSeePlayground({ groups: ['admin'] }, ['admin'])).toBe(true);
  });
});

describe('auth settings and the client config', () => {
  test('readAuthSettings applies the defaults and needs a public key', () => {
    expect(readAuthSettings({ publicKey: 'keys/auth.pem' })).toEqual({
      publicKey: 'keys/auth.pem',
      algorithm: 'RS256',
      groupsClaim: 'groups',
      cookie: 'quire_session',
    });
    expect(
      readAuthSettings({
        publicKey: 'k.pem',
        algorithm: 'EdDSA',
        issuer: 'i',
        audience: 'a',
        loginUrl: '/login',
        cookie: 's',
        groupsClaim: 'roles',
      }),
    ).toEqual({
      publicKey: 'k.pem',
      algorithm: 'EdDSA',
      issuer: 'i',
      audience: 'a',
      loginUrl: '/login',
      cookie: 's',
      groupsClaim: 'roles',
    });
    expect(readAuthSettings({ algorithm: 'RS256' })).toBeUndefined();
    expect(readAuthSettings(undefined)).toBeUndefined();
  });

  test('the meta tag round-trips the config the browser verifies with', async () => {
    const signer = await createSigner('ES256');
    const settings = readAuthSettings({
      publicKey: 'auth.pem',
      algorithm: 'ES256',
      issuer: 'https://login.acme.dev',
    })!;
    const config = authClientConfig(settings, signer.publicKeyPem);
    const meta = authMetaTags(config);
    expect(Object.keys(meta)).toEqual(['quire-auth']);
    expect(parseAuthClientConfig(meta['quire-auth'])).toEqual(config);
    expect(parseAuthClientConfig('{"publicKey":1}')).toBeUndefined();
    expect(parseAuthClientConfig('nope')).toBeUndefined();
  });

  test('loadAuthPublicKey takes the PEM itself or reads the file it names, and says what is wrong', async () => {
    const signer = await createSigner('RS256');
    const files: Record<string, string> = {
      'keys/auth.pem': signer.publicKeyPem,
      'keys/bad.pem': 'hello',
    };
    const read = async (f: string) => {
      if (!(f in files)) throw new Error('ENOENT');
      return files[f]!;
    };
    expect(await loadAuthPublicKey(signer.publicKeyPem, read)).toEqual({
      ok: true,
      pem: signer.publicKeyPem,
    });
    expect(await loadAuthPublicKey('./keys/auth.pem', read)).toEqual({
      ok: true,
      pem: signer.publicKeyPem,
    });
    expect(await loadAuthPublicKey('keys/missing.pem', read)).toMatchObject({
      ok: false,
      code: 'auth/public-key-not-found',
    });
    expect(await loadAuthPublicKey('keys/bad.pem', read)).toMatchObject({
      ok: false,
      code: 'auth/invalid-public-key',
    });
  });

  test('tokens are read from a cookie header or a bearer header', () => {
    expect(sessionTokenFromCookies('a=1; quire_session=abc.def.ghi; b=2', 'quire_session')).toBe(
      'abc.def.ghi',
    );
    expect(sessionTokenFromCookies('quire_session_x=1', 'quire_session')).toBeUndefined();
    expect(sessionTokenFromCookies(undefined, 'quire_session')).toBeUndefined();
    expect(sessionTokenFromAuthorization('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(sessionTokenFromAuthorization('Basic xyz')).toBeUndefined();
  });
});
