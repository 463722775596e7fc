import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { FrontmatterCache } from '@quire/navigation';
import { hashText } from './render-reuse.js';
import { SETTLED_MS, statSignature } from './settled-stat.js';

const require = createRequire(import.meta.url);

/** The packages whose code changes every page: when it changes, nothing is reused. */
export const RENDER_PACKAGES = [
  '@quire/render',
  '@quire/components',
  '@quire/mdx',
  '@quire/client',
  '@quire/openapi',
];

/** Each list's fingerprint, once a process (the code does not change while it runs). */
const fingerprints = new Map<string, string>();

/**
 * A hash of the compiled code of some of Quire's packages (and of this one): what a build reused from
 * the cache is built again when that code changes (a new version, or a rebuilt checkout). With a cache folder,
 * the folders and files of the code looked at are kept there (`CodeRecord`), and a file that still has the size,
 * modification time and inode it was hashed with is not read again.
 */
export function codeFingerprint(packages: readonly string[], cacheDir?: string): string {
  const key = packages.join('\n');
  let hash = fingerprints.get(key);
  if (hash === undefined) {
    const dirs = [
      dirname(fileURLToPath(import.meta.url)),
      ...packages.map((p) => dirname(require.resolve(p))),
    ];
    fingerprints.set(key, (hash = fingerprintDirs(dirs, cacheDir)));
  }
  return hash;
}

/** The packages whose code reads frontmatter: the key of the frontmatter kept in the cache folder. */
const FRONTMATTER_PACKAGES = ['@quire/config', '@quire/navigation'];

/** Where the pages' parsed frontmatter is kept in the cache folder `dir`, for this Quire's code. */
export const frontmatterCacheIn = (dir: string): FrontmatterCache => ({
  dir,
  key: codeFingerprint(FRONTMATTER_PACKAGES, dir),
});

/**
 * A hash of the contents of the `.js` files below `dirs`, in order, taking what `cacheDir`'s record holds of them
 * and keeping there what it read (see `CodeRecord`). `now`: when the files are looked at.
 */
export function fingerprintDirs(
  dirs: readonly string[],
  cacheDir?: string,
  now = Date.now(),
): string {
  const record = cacheDir === undefined ? undefined : openRecord(cacheDir, now);
  const files = dirs.flatMap((d) => scriptsBelow(d, record));
  const hash = hashText(...files.map((f) => fileHash(f, record)));
  if (record?.changed) saveRecord(record);
  return hash;
}

/**
 * What a cache folder keeps of the code it fingerprinted (`code-files.json`): each folder's modification time and
 * entries, each file's size, modification time and inode with its content's hash. Only what had not changed for
 * `SETTLED_MS` when it was looked at is kept: a folder or file changed within a tick of the file system's clock
 * of being read may change again with the same time, and is read again next time. A file added to or removed from a
 * folder changes the folder's time.
 */
interface CodeRecord {
  readonly version: 1;
  readonly dirs: Record<string, { readonly mtimeMs: number; readonly entries: readonly string[] }>;
  readonly files: Record<string, { readonly sig: string; readonly hash: string }>;
}

/** A record being used by this process: what was kept, with what this process looked at added. */
interface OpenRecord extends CodeRecord {
  readonly cacheDir: string;
  readonly now: number;
  changed: boolean;
}

const RECORD_FILE = 'code-files.json';

/** The record kept in `cacheDir` (an empty one when there is none, or it cannot be read), opened at `now`. */
function openRecord(cacheDir: string, now: number): OpenRecord {
  let kept: CodeRecord | undefined;
  try {
    kept = JSON.parse(readFileSync(join(cacheDir, RECORD_FILE), 'utf8')) as CodeRecord;
  } catch {
    kept = undefined;
  }
  const valid = kept?.version === 1 && kept.dirs && kept.files;
  return {
    version: 1,
    dirs: valid ? kept!.dirs : {},
    files: valid ? kept!.files : {},
    cacheDir,
    now,
    changed: false,
  };
}

/** Written beside and renamed into place (by this thread alone: a build's workers compute it too). A cache folder that cannot be written costs only the reading. */
function saveRecord(record: OpenRecord): void {
  try {
    mkdirSync(record.cacheDir, { recursive: true });
    const tmp = join(record.cacheDir, `${RECORD_FILE}.${process.pid}.${threadId}.tmp`);
    writeFileSync(tmp, JSON.stringify({ version: 1, dirs: record.dirs, files: record.files }));
    renameSync(tmp, join(record.cacheDir, RECORD_FILE));
    record.changed = false;
  } catch {
    // The next run reads the code again.
  }
}

/**
 * The `.js` files below a folder, sorted in each folder. A walk of its own: Node 20's `readdirSync(…, { recursive })`
 * took 4 times as long. A folder the record has, with the same modification time, is not listed again.
 */
function scriptsBelow(dir: string, record: OpenRecord | undefined, out: string[] = []): string[] {
  const info = record && statSync(dir, { throwIfNoEntry: false });
  const kept = record?.dirs[dir];
  let entries: readonly string[];
  if (info && kept && kept.mtimeMs === info.mtimeMs) entries = kept.entries;
  else {
    entries = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() || e.name.endsWith('.js'))
      .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
      .sort();
    if (record && info && info.mtimeMs < record.now - SETTLED_MS) {
      record.dirs[dir] = { mtimeMs: info.mtimeMs, entries };
      record.changed = true;
    }
  }
  for (const entry of entries) {
    if (entry.endsWith('/')) scriptsBelow(join(dir, entry.slice(0, -1)), record, out);
    else out.push(join(dir, entry));
  }
  return out;
}

/** A file's content hash: from the record while its size, modification time and inode are those it was hashed with. */
function fileHash(file: string, record: OpenRecord | undefined): string {
  if (!record) return hashText(readFileSync(file));
  const now = statSignature(file);
  const kept = record.files[file];
  if (now && kept?.sig === now.sig) return kept.hash;
  const hash = hashText(readFileSync(file));
  if (now && now.mtimeMs < record.now - SETTLED_MS) {
    record.files[file] = { sig: now.sig, hash };
    record.changed = true;
  }
  return hash;
}
