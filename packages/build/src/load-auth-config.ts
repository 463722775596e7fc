import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import {
  COMPONENT_CODES,
  authClientConfig,
  loadAuthPublicKey,
  readAuthSettings,
  type AuthClientConfig,
} from '@quire/components';
import type { ConfigSources } from '@quire/config';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';

export interface LoadedAuth {
  /** What pages publish for the browser (and the server checks tokens with); undefined without a usable key. */
  readonly config?: AuthClientConfig;
  readonly diagnostics: readonly Diagnostic[];
}

/** Reads a repository file for `auth.publicKey`, refusing paths outside the docs root. */
function readRepoFile(root: string): (file: string) => Promise<string> {
  const base = resolve(root);
  return async (file) => {
    const full = resolve(base, file);
    if (!full.startsWith(base + sep)) throw new Error(`outside the docs root: ${file}`);
    return readFile(full, 'utf8');
  };
}

/**
 * docs.json `auth` with its public key loaded (the PEM itself or the `.pem` file it names).
 */
export async function loadAuthConfig(
  root: string,
  config: Readonly<Record<string, unknown>>,
  sources: ConfigSources,
): Promise<LoadedAuth> {
  const settings = readAuthSettings(config['auth']);
  const diagnostics: Diagnostic[] = [];
  // `api.playground.display: auth` without `auth` is a docs.json rule (`validateConfig`), reported with the config's problems.
  if (!settings) {
    return { diagnostics };
  }
  const key = await loadAuthPublicKey(settings.publicKey, readRepoFile(root));
  if (!key.ok) {
    diagnostics.push(
      createDiagnostic(
        {
          code: key.code,
          message: key.message,
          hint: key.hint,
          at: sources.locate('/auth/publicKey'),
        },
        COMPONENT_CODES[key.code].severity,
      ),
    );
    return { diagnostics };
  }
  return { config: authClientConfig(settings, key.pem), diagnostics };
}
