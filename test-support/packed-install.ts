import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));

interface LockEntry {
  readonly name?: string;
  readonly version?: string;
  readonly dev?: boolean;
  readonly link?: boolean;
  readonly resolved?: string;
  readonly devDependencies?: unknown;
  readonly scripts?: unknown;
  readonly [key: string]: unknown;
}

function npm(cwd: string, args: string[]): string {
  const r = spawnSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    },
  });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${r.stderr}`);
  return r.stdout;
}

/** `npm pack`s every package of the monorepo (built: run `tsc -b` and the client bundle first) into `dir`. */
export function packPackages(dir: string): Map<string, string> {
  mkdirSync(dir, { recursive: true });
  npm(REPO, ['pack', '--workspaces', '--ignore-scripts', '--pack-destination', dir]);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.tgz'))
      .map((f) => [f.replace(/^quire-/, '@quire/').replace(/-\d+\.\d+\.\d+\.tgz$/, ''), f]),
  );
}

/**
 * The lockfile a user's project gets when it installs `@quire/cli`: the packed tarballs for the
 * `@quire/*` packages, and for every other package the version, integrity and place the
 * monorepo's lockfile gives it (its production dependencies only). With it, `npm ci --offline`
 * installs from the tarballs and from the npm cache that `npm ci` in the monorepo filled, which
 * holds the tarballs by integrity but not every package's registry metadata.
 */
function userLockfile(
  tarballs: ReadonlyMap<string, string>,
  packsFolder: string,
): Record<string, LockEntry> {
  const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const workspaces = new Map(
    Object.entries(lock.packages)
      .filter(([k]) => /^packages\/[^/]+$/.test(k))
      .map(([k, v]) => [k, v]),
  );
  const cli = `file:${packsFolder}/${tarballs.get('@quire/cli')}`;
  const packages: Record<string, LockEntry> = {
    '': { name: 'my-docs', devDependencies: { '@quire/cli': cli } },
  };
  for (const [rawKey, entry] of Object.entries(lock.packages)) {
    const nested = /^(packages\/[^/]+)\/(node_modules\/.*)$/.exec(rawKey);
    const owner = nested ? workspaces.get(nested[1]!)?.name : undefined;
    const key = nested && owner ? `node_modules/${owner}/${nested[2]}` : rawKey;
    if (!key.startsWith('node_modules/') || entry.dev) continue;
    const name = key.slice('node_modules/'.length);
    if (!entry.link) packages[key] = entry;
    else if (tarballs.has(name)) {
      const {
        devDependencies: _dev,
        scripts: _scripts,
        ...rest
      } = workspaces.get(entry.resolved ?? '') ?? {};
      packages[key] = {
        ...rest,
        resolved: `file:${packsFolder}/${tarballs.get(name)}`,
        ...(name === '@quire/cli' ? { dev: true } : {}),
      };
    }
  }
  return packages;
}

/**
 * Installs the packed `@quire/cli` into `project` as a user would (`npm install --save-dev
 * @quire/cli`), offline. Install scripts are skipped and better-sqlite3's native module, which
 * users get prebuilt from the network or compile, is taken from the monorepo's install (compiling
 * it again would take minutes).
 */
export function installPacked(project: string, packsDir: string): void {
  const tarballs = packPackages(packsDir);
  cpSync(packsDir, join(project, 'packs'), { recursive: true });
  const packages = userLockfile(tarballs, 'packs');
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'my-docs', private: true, devDependencies: packages['']!.devDependencies }, null, 2)}\n`,
  );
  writeFileSync(
    join(project, 'package-lock.json'),
    `${JSON.stringify({ name: 'my-docs', lockfileVersion: 3, requires: true, packages }, null, 2)}\n`,
  );
  npm(project, ['ci', '--offline', '--ignore-scripts']);
  const native = join(REPO, 'node_modules/better-sqlite3/build');
  if (existsSync(native) && existsSync(join(project, 'node_modules/better-sqlite3'))) {
    cpSync(native, join(project, 'node_modules/better-sqlite3/build'), { recursive: true });
  }
}
