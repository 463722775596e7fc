import type { Command } from 'commander';
import type { KeyRecord, Store } from '@quire/store';
import type { KeyExpiry, ServerConfig } from '@quire/server';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import type { SetExitCode } from './index.js';
import {
  loadConfigOrReport,
  serverOptions,
  storeFailure,
  type ServerFlags,
} from './server-options.js';

type Stream = { write(text: string): unknown; readonly isTTY?: boolean };

export interface KeysIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: Stream;
  readonly stderr: Stream;
  readonly now: number;
}

export interface CreateKeyFlags extends ServerFlags {
  readonly kind: string;
  readonly domain?: string;
  readonly project?: string;
  readonly access?: string;
  readonly expires: string;
  readonly allow?: string[];
  readonly name?: string;
  readonly json: boolean;
}

const fail = (io: KeysIo, message: string, code = EXIT_USAGE) => {
  io.stderr.write(`quire keys: ${message}\n`);
  return code;
};

/** Opens the store of the config, runs `work`, closes it; problems are printed and give exit 1. */
async function withStore(
  flags: ServerFlags,
  io: KeysIo,
  work: (store: Store, config: ServerConfig) => Promise<number>,
): Promise<number> {
  const config = await loadConfigOrReport(flags, undefined, { ...io, command: 'keys' });
  if (!config) return EXIT_PROBLEMS;
  const { openApiStore } = await import('@quire/server/store-admin');
  let store: Store;
  try {
    store = await openApiStore(config);
  } catch (error) {
    io.stderr.write(storeFailure('keys', config, error));
    return EXIT_PROBLEMS;
  }
  try {
    return await work(store, config);
  } finally {
    await store.close();
  }
}

/** The key's scope: the flag given, else the config's only site or project. */
function scopeOf(
  flags: CreateKeyFlags,
  config: ServerConfig,
): string | { readonly problem: string } {
  const assistant = flags.kind === 'assistant';
  const given = assistant ? flags.domain : flags.project;
  const known = assistant ? [...config.sites.keys()] : [...config.projects.keys()];
  const flag = assistant ? '--domain' : '--project';
  if (given !== undefined) {
    if (known.length > 0 && !known.includes(given))
      return {
        problem: `the server config has no ${assistant ? 'site' : 'project'} "${given}" (it has: ${known.join(', ')}); give one of those to ${flag}`,
      };
    return given;
  }
  if (known.length === 1 && known[0] !== undefined) return known[0];
  return {
    problem: `say which ${assistant ? 'site the key is for with --domain <domain>' : 'project the key is for with --project <projectId>'}${known.length > 0 ? ` (the config has: ${known.join(', ')})` : ' (without a server config, a site is served under its docs.json name, such as --domain quire)'}`,
  };
}

function checkCreateFlags(
  flags: CreateKeyFlags,
  expiries: readonly string[],
  cidrProblem: (c: string) => string | undefined,
): string | undefined {
  if (flags.kind !== 'assistant' && flags.kind !== 'admin')
    return `--kind must be assistant or admin (got ${flags.kind})`;
  if (flags.kind === 'assistant' && flags.project !== undefined)
    return 'an assistant key belongs to a site: use --domain, not --project';
  if (flags.kind === 'admin' && flags.domain !== undefined)
    return 'an admin key belongs to a project: use --project, not --domain';
  if (flags.access !== undefined && flags.kind !== 'admin')
    return '--access is for admin keys only (assistant keys can only use the public endpoints)';
  if (flags.access !== undefined && flags.access !== 'read' && flags.access !== 'write')
    return `--access must be read or write (got ${flags.access})`;
  if (!expiries.includes(flags.expires))
    return `--expires must be one of ${expiries.join(', ')} (days, or never; got ${flags.expires})`;
  return (flags.allow ?? []).map(cidrProblem).find((p) => p !== undefined);
}

/** `quire keys create`: stores a new key and prints it, the only time it is shown. */
export async function runKeysCreate(flags: CreateKeyFlags, io: KeysIo): Promise<number> {
  const { createApiKey, KEY_EXPIRIES, cidrProblem } = await import('@quire/server/store-admin');
  const problem = checkCreateFlags(flags, KEY_EXPIRIES, cidrProblem);
  if (problem) return fail(io, problem);
  return withStore(flags, io, async (store, config) => {
    const scope = scopeOf(flags, config);
    if (typeof scope !== 'string') return fail(io, scope.problem);
    const { insertKey } = await import('@quire/store');
    const kind = flags.kind === 'admin' ? 'admin' : 'assistant';
    const access = flags.access === 'write' ? 'write' : 'read';
    const { token, record } = createApiKey(
      {
        kind,
        scope,
        access,
        expiry: flags.expires as KeyExpiry,
        allowedCidrs: flags.allow ?? [],
        name: flags.name ?? '',
      },
      io.now,
    );
    await insertKey(store, record);
    if (flags.json) {
      io.stdout.write(`${JSON.stringify({ key: token, ...describeKey(record) }, null, 2)}\n`);
      return EXIT_OK;
    }
    const what =
      kind === 'assistant'
        ? `public assistant key for the site ${scope} (safe in browsers)`
        : `admin key (${access}) for the project ${scope} (a secret: keep it on servers)`;
    const until =
      record.expiresAt === null
        ? 'never expires'
        : `expires ${new Date(record.expiresAt).toISOString().slice(0, 10)}`;
    io.stdout.write(
      `Created a ${what}; id ${record.id}, ${until}.\n\n  ${token}\n\nThis is the only time the key is shown: copy it now. Revoke it with quire keys revoke ${record.id}.\n`,
    );
    return EXIT_OK;
  });
}

/** A key for lists and JSON: never its hash. */
function describeKey(k: KeyRecord): Record<string, unknown> {
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  return {
    id: k.id,
    kind: k.kind,
    hint: k.hint,
    domain: k.domain,
    projectId: k.projectId,
    access: k.access,
    allowedCidrs: k.allowedCidrs,
    name: k.name,
    createdAt: iso(k.createdAt),
    expiresAt: iso(k.expiresAt),
    revokedAt: iso(k.revokedAt),
    lastUsedAt: iso(k.lastUsedAt),
  };
}

function statusOf(k: KeyRecord, now: number): string {
  if (k.revokedAt !== null) return 'revoked';
  if (k.expiresAt !== null && k.expiresAt <= now) return 'expired';
  return 'active';
}

/** `quire keys list`: every key (newest first) with its scope and status; never a secret. */
export async function runKeysList(
  flags: ServerFlags & {
    readonly domain?: string;
    readonly project?: string;
    readonly json: boolean;
  },
  io: KeysIo,
): Promise<number> {
  return withStore(flags, io, async (store) => {
    const { listKeys } = await import('@quire/store');
    const keys = await listKeys(store, {
      ...(flags.domain ? { domain: flags.domain } : {}),
      ...(flags.project ? { projectId: flags.project } : {}),
    });
    if (flags.json) {
      io.stdout.write(
        `${JSON.stringify({ keys: keys.map((k) => ({ ...describeKey(k), status: statusOf(k, io.now) })) }, null, 2)}\n`,
      );
      return EXIT_OK;
    }
    if (keys.length === 0)
      io.stdout.write(
        'No keys yet. Create one with quire keys create --kind assistant (or admin).\n',
      );
    for (const k of keys) {
      const scope =
        k.kind === 'assistant'
          ? `domain ${k.domain ?? ''}`
          : `project ${k.projectId ?? ''} (${k.access ?? 'read'})`;
      const expiry =
        k.expiresAt === null
          ? 'no expiry'
          : `expires ${new Date(k.expiresAt).toISOString().slice(0, 10)}`;
      const used =
        k.lastUsedAt === null ? 'never used' : `last used ${new Date(k.lastUsedAt).toISOString()}`;
      io.stdout.write(
        `${k.id}  ${statusOf(k, io.now).padEnd(7)}  ${k.kind.padEnd(9)}  ${k.hint}  ${scope}  ${expiry}  ${used}${k.allowedCidrs.length > 0 ? `  from ${k.allowedCidrs.join(', ')}` : ''}${k.name ? `  “${k.name}”` : ''}\n`,
      );
    }
    return EXIT_OK;
  });
}

/** `quire keys revoke <id>`: the key is refused from the next request on, by every server on the store. */
export async function runKeysRevoke(id: string, flags: ServerFlags, io: KeysIo): Promise<number> {
  return withStore(flags, io, async (store) => {
    const { findKey, revokeKey } = await import('@quire/store');
    const key = await findKey(store, id);
    if (!key)
      return fail(io, `no key has the id ${id}; quire keys list shows the ids`, EXIT_PROBLEMS);
    if (!(await revokeKey(store, id, io.now)))
      return fail(
        io,
        `the key ${id} was already revoked on ${new Date(key.revokedAt ?? 0).toISOString()}`,
        EXIT_PROBLEMS,
      );
    io.stdout.write(`Revoked ${key.hint} (${id}); requests with it now get 401 auth_revoked.\n`);
    return EXIT_OK;
  });
}

const io = (): KeysIo => ({
  cwd: process.cwd(),
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  now: Date.now(),
});

export function registerKeys(program: Command, setExitCode: SetExitCode): void {
  const keys = program
    .command('keys')
    .description('create, list and revoke the API keys of the server’s store');
  serverOptions(
    keys
      .command('create')
      .description('create an API key and print it (the only time it is shown)')
      .requiredOption(
        '--kind <kind>',
        'assistant (public svc_dsc_ key for a site: search, page, assistant) or admin (secret svc_ key for a project: agent, analytics)',
      )
      .option('--domain <domain>', 'the site of an assistant key (default: the config’s only site)')
      .option(
        '--project <projectId>',
        'the project of an admin key (default: the config’s only project)',
      )
      .option('--access <access>', 'admin keys: read or write (default: read)')
      .option('--expires <days>', 'days until it expires: 7, 30, 60, 90 or never', '90')
      .option(
        '--allow <cidr...>',
        'accept it only from these client address ranges, such as 10.0.0.0/8',
      )
      .option('--name <text>', 'a note to recognise the key by in quire keys list')
      .option('--json', 'print the key and its record as JSON', false),
  ).action(async (flags: CreateKeyFlags) => setExitCode(await runKeysCreate(flags, io())));
  serverOptions(
    keys
      .command('list')
      .description('list the keys (never their secrets): id, status, kind, scope, expiry, last use')
      .option('--domain <domain>', 'only the keys of this site')
      .option('--project <projectId>', 'only the keys of this project')
      .option('--json', 'print {"keys": [...]}', false),
  ).action(async (flags: ServerFlags & { domain?: string; project?: string; json: boolean }) =>
    setExitCode(await runKeysList(flags, io())),
  );
  serverOptions(
    keys
      .command('revoke')
      .description('revoke a key: every server on the store refuses it from the next request')
      .argument('<id>', 'the key id (quire keys list)'),
  ).action(async (id: string, flags: ServerFlags) =>
    setExitCode(await runKeysRevoke(id, flags, io())),
  );
}
