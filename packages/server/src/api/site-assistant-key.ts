import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findKey, insertKey } from '@quire/store';
import type { ApiContext } from './api-env.js';
import { createApiKey, parseToken, tokenMatches } from './api-key.js';

/** The environment variable naming the public assistant key a served site's pages use. */
export const SITE_ASSISTANT_KEY_ENV = 'QUIRE_ASSISTANT_KEY';

/** Where a loopback server keeps the public keys it made for its own pages, by domain. */
export const LOCAL_KEYS_FILE = 'assistant-site-keys.json';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
export const isLoopback = (address: string) => LOOPBACK.test(address);

/** Whether a token is a usable assistant key of the domain in this store (known, not revoked or expired). */
async function usable(context: ApiContext, domain: string, token: string): Promise<boolean> {
  const parsed = parseToken(token);
  if (parsed.kind !== 'assistant') return false;
  const record = await findKey(context.store, parsed.id);
  return (
    record !== undefined &&
    record.domain === domain &&
    record.revokedAt === null &&
    (record.expiresAt === null || record.expiresAt > context.now()) &&
    tokenMatches(token, record.hash)
  );
}

async function readLocalKeys(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

/**
 * The public key a site's own pages call the assistant with: the site's `assistantKey` in the server
 * config, else the service's (`QUIRE_ASSISTANT_KEY`) when set; for a
 * reader on loopback (`npm start`, a local `quire serve`), a key this server made for its pages and
 * kept in the data folder (made on first use); otherwise none, and the pages show no assistant.
 */
export async function siteAssistantKey(
  context: ApiContext,
  domain: string,
  clientAddress: string,
): Promise<string | undefined> {
  const configured = context.config.sites.get(domain)?.assistantKey ?? context.config.assistantKey;
  if (configured) return configured;
  if (!isLoopback(clientAddress)) return undefined;
  const file = join(context.config.dataDir, LOCAL_KEYS_FILE);
  const keys = await readLocalKeys(file);
  const kept = keys[domain];
  if (kept !== undefined && (await usable(context, domain, kept))) return kept;
  const created = createApiKey(
    { kind: 'assistant', scope: domain, expiry: 'never', name: 'site pages (local)' },
    context.now(),
  );
  await insertKey(context.store, created.record);
  await mkdir(context.config.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ ...keys, [domain]: created.token }, null, 2), {
    mode: 0o600,
  });
  return created.token;
}
