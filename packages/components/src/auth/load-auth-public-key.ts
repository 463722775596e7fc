import { isPemText } from './auth-settings.js';
import { pemToDer } from './import-verify-key.js';

export type AuthPublicKeyResult =
  | { readonly ok: true; readonly pem: string }
  | {
      readonly ok: false;
      readonly code: 'auth/public-key-not-found' | 'auth/invalid-public-key';
      readonly message: string;
      readonly hint: string;
    };

/**
 * The PEM text of docs.json `auth.publicKey`: the value itself when it is a PEM block, else the
 * repository file it names (read with `readText`, path relative to the docs root).
 */
export async function loadAuthPublicKey(
  publicKey: string,
  readText: (file: string) => Promise<string>,
): Promise<AuthPublicKeyResult> {
  let pem = publicKey;
  if (!isPemText(publicKey)) {
    const file = publicKey.replace(/^\.?\//, '');
    try {
      pem = await readText(file);
    } catch {
      return {
        ok: false,
        code: 'auth/public-key-not-found',
        message: `auth.publicKey names the file "${publicKey}", which does not exist.`,
        hint: 'Give the path of a .pem file in the repository (relative to docs.json), or the PEM text itself.',
      };
    }
  }
  if (!pemToDer(pem)) {
    return {
      ok: false,
      code: 'auth/invalid-public-key',
      message: `auth.publicKey${pem === publicKey ? '' : ` ("${publicKey}")`} is not a PEM public key; expected a "-----BEGIN PUBLIC KEY-----" block.`,
      hint: 'Export the public key as SPKI PEM, e.g. `openssl pkey -in private.pem -pubout`.',
    };
  }
  return { ok: true, pem: pem.trim() + '\n' };
}
