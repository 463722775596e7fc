import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A real npm registry on loopback (Verdaccio) with the public registry behind it, the monorepo's public
// packages published to it, and `npm install --save-dev @quire/cli` in a user's folder: how a user gets
// Quire. Everything is asynchronous: Verdaccio answers from this process.

const REPO = fileURLToPath(new URL('../', import.meta.url));
const require = createRequire(import.meta.url);

export interface RunResult {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a command run as a user runs it: this process's, without the `npm_*` variables an
 * npm script that started the tests leaves (they point npm at the monorepo), and with `extra`.
 */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  return { ...env, ...extra };
}

/** Runs a command to its end without blocking this process's event loop (the registry answers from it). */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, stdout, stderr });
    });
  });
}

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export interface LocalRegistry {
  /** The registry's URL, with a trailing slash, as npm's `registry` takes it. */
  readonly url: string;
  /** A user config for npm that publishes to it (with a token) and installs from it. */
  readonly publishConfig: string;
  /** A user config for npm that installs from it, as a user's would: no token. */
  readonly installConfig: string;
  close(): Promise<void>;
}

/**
 * Starts Verdaccio on loopback, storing in `dir`: `@quire/*` only from what is published to it (never from the
 * public registry, so that a package not published is a 404 as it would be for a user), everything else
 * proxied to the public registry. A user is made to publish with (JWT tokens: a request is not checked
 * against the password file).
 */
export async function startRegistry(dir: string): Promise<LocalRegistry> {
  const { runServer } = require('verdaccio') as {
    runServer(config: Record<string, unknown>): Promise<Server>;
  };
  const server = await runServer({
    self_path: dir,
    storage: join(dir, 'storage'),
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: 1 } },
    security: { api: { jwt: { sign: { expiresIn: '1h' } } } },
    uplinks: { npmjs: { url: 'https://registry.npmjs.org/', timeout: '60s' } },
    packages: {
      '@quire/*': { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'npmjs' },
    },
    log: { type: 'stdout', format: 'pretty', level: 'fatal' },
    web: { enable: false },
  });
  const origin = await listen(server);
  const user = await fetch(`${origin}/-/user/org.couchdb.user:quire`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'quire', password: 'quire-registry-test' }),
  });
  const { token } = (await user.json()) as { token?: string };
  if (!user.ok || !token) throw new Error(`the registry refused the user: ${user.status}`);
  const common = `registry=${origin}/\naudit=false\nfund=false\nupdate-notifier=false\n`;
  const publishConfig = join(dir, 'publish.npmrc');
  const installConfig = join(dir, 'install.npmrc');
  writeFileSync(publishConfig, `${common}${origin.replace(/^https?:/, '')}/:_authToken=${token}\n`);
  writeFileSync(installConfig, common);
  return { url: `${origin}/`, publishConfig, installConfig, close: () => close(server) };
}

/** `npm publish --workspaces`: every package of the monorepo that is not private (built: `tsc -b` and the bundles first). */
export async function publishWorkspaces(registry: LocalRegistry): Promise<RunResult> {
  return run('npm', ['publish', '--workspaces', '--ignore-scripts', '--loglevel', 'warn'], {
    cwd: REPO,
    env: userEnv({ npm_config_userconfig: registry.publishConfig }),
  });
}

export interface NativeMirror {
  readonly url: string;
  /** The version of better-sqlite3 it serves the binary of: the monorepo's. */
  readonly version: string;
  /** The paths it was asked for. */
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/**
 * Stands in for the download host of better-sqlite3's prebuilt binaries (its install script runs
 * prebuild-install, which fetches one from GitHub; this machine reaches no such host): it serves, as
 * `v<version>/better-sqlite3-v<version>-node-v<abi>-<platform>-<arch>.tar.gz`, the binary the
 * monorepo's install built for this machine. `tarball` is that binary packed by `tar`.
 */
export async function startNativeMirror(tarball: string): Promise<NativeMirror> {
  const { version } = JSON.parse(
    readFileSync(join(REPO, 'node_modules/better-sqlite3/package.json'), 'utf8'),
  ) as { version: string };
  const requests: string[] = [];
  const wanted = `/v${version}/better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url !== wanted) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/gzip' }).end(readFileSync(tarball));
  });
  return { url: await listen(server), version, requests, close: () => close(server) };
}

/** Packs the monorepo's built better-sqlite3 binary as a prebuilt binary's archive holds it. */
export async function packNativeBinary(to: string): Promise<void> {
  const packed = await run(
    'tar',
    [
      '-czf',
      to,
      '-C',
      join(REPO, 'node_modules/better-sqlite3'),
      'build/Release/better_sqlite3.node',
    ],
    { cwd: REPO },
  );
  if (packed.status !== 0) throw new Error(`tar failed: ${packed.stderr}`);
}

/**
 * `npm install --save-dev @quire/cli` in `project` from the registry, install scripts and all, preferring
 * npm's cache (the monorepo's install filled it: tarballs come from it by their integrity, only the
 * registry's metadata is fetched). The project pins better-sqlite3 to the version whose binary the
 * mirror has (a user gets the newest 12.x and its binary from GitHub).
 */
export async function installCli(
  project: string,
  registry: LocalRegistry,
  mirror: NativeMirror,
): Promise<RunResult> {
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'my-repo', private: true, overrides: { 'better-sqlite3': mirror.version } }, null, 2)}\n`,
  );
  return run('npm', ['install', '--save-dev', '@quire/cli', '--prefer-offline'], {
    cwd: project,
    env: userEnv({
      npm_config_userconfig: registry.installConfig,
      npm_config_better_sqlite3_binary_host: mirror.url,
    }),
  });
}
