import { join } from 'node:path';
import { IGNORE_FILE, scanProjectFiles } from '@quire/config/project-files';
import type { Diagnostic } from '@quire/diagnostics';
import { codeFingerprint, RENDER_PACKAGES } from '../code-fingerprint.js';
import { createFileHasher, hashText } from '../render-reuse.js';
import { readCacheJson, writeCacheJson } from '../cache-json-file.js';
import { SETTLED_MS, statSignature } from '../settled-stat.js';

/**
 * The whole of the last `quire validate` in a cache folder: its report, and everything it was made from (Quire's
 * code and the options, the project's file list, the content hash of every file listed and of every file read
 * beyond the list). A run whose inputs all hash the same gives that report again without loading the site.
 */
export interface RunRecord {
  readonly version: 1;
  readonly key: string;
  readonly listing: string;
  readonly hashes: Readonly<Record<string, string>>;
  /** Each hashed file's size, modification time and inode when it was hashed (see `readRunInputs`). */
  readonly stats: Readonly<Record<string, string>>;
  /** When the files were first looked at for this record (milliseconds since the epoch). */
  readonly readAt: number;
  readonly diagnostics: readonly Diagnostic[];
  readonly texts: readonly (readonly [string, string])[];
  readonly pages: number;
}

/** What a run is made from, as found on disk now. */
export interface RunInputs {
  /** The file list, what was left out and what cannot be read: a new, deleted or renamed file changes it. */
  readonly listing: string;
  readonly hashes: Readonly<Record<string, string>>;
  readonly stats: Readonly<Record<string, string>>;
  readonly readAt: number;
}

const FILE = 'validate-run.json';
/** Bump when what the record keeps changes shape or meaning. */
const RECORD_VERSION = 'run-2';
/** Every package a validate may run code of: the per-page check's, and the rest this package depends on. */
const VALIDATE_PACKAGES = [
  ...RENDER_PACKAGES,
  '@quire/config',
  '@quire/navigation',
  '@quire/links',
  '@quire/diagnostics',
  '@quire/i18n',
  '@quire/search',
  '@quire/mcp',
  '@quire/thumbnails',
];

/**
 * Problems of a file looked for and not found. A run that reports one keeps no record: the file may be created
 * where the file list does not look (an ignored folder), and nothing the record hashed would change.
 */
export const FILE_NOT_FOUND_CODES: ReadonlySet<string> = new Set([
  'mdx/import-not-found',
  'mdx/custom-language-not-found',
  'config/ref-not-found',
  'openapi/spec-not-found',
  'nav/missing-page',
  'nav/missing-page-redirected',
  'auth/public-key-not-found',
]);

/** Quire's code and the options that change the answer. */
export const runKeyOf = (options: { readonly network: boolean }, cacheDir: string): string =>
  hashText(RECORD_VERSION, String(options.network), codeFingerprint(VALIDATE_PACKAGES, cacheDir));

/**
 * The listing of the docs root now, and the hashes of its files, of `.mintignore` and of `extra` (files read beyond
 * the list). A file that `known` (an earlier reading: the last record, or this run's first) hashed, whose size,
 * modification time and inode are still those it had then and which had not changed for `SETTLED_MS` before, keeps
 * that hash without being read: a run that finds nothing changed reads no file's content.
 */
export function readRunInputs(
  root: string,
  extra: readonly string[],
  known?: Pick<RunInputs, 'hashes' | 'stats' | 'readAt'>,
): RunInputs {
  const readAt = Date.now();
  const scan = scanProjectFiles(root);
  const listing = hashText(JSON.stringify([scan.files, scan.leftOut, [...scan.unreadable]]));
  const hash = createFileHasher(root);
  const hashes: Record<string, string> = {};
  const stats: Record<string, string> = {};
  for (const file of [IGNORE_FILE, ...scan.files, ...extra]) {
    if (file in hashes) continue;
    // Looked at before it is read: a change after the look gives another look next time.
    const now = statSignature(join(root, file));
    const kept = known?.hashes[file];
    if (
      now &&
      kept !== undefined &&
      known!.stats[file] === now.sig &&
      now.mtimeMs < known!.readAt - SETTLED_MS
    )
      hashes[file] = kept;
    else hashes[file] = hash(file) ?? '-';
    if (now) stats[file] = now.sig;
  }
  return { listing, hashes, stats, readAt };
}

/** Whether the record was made from exactly these inputs (and this Quire, these options). */
export function recordHolds(
  record: RunRecord | undefined,
  key: string,
  now: RunInputs,
): record is RunRecord {
  if (!record || record.key !== key || record.listing !== now.listing) return false;
  const files = Object.keys(now.hashes);
  if (files.some((file) => !(file in record.hashes))) return false;
  return Object.entries(record.hashes).every(([file, h]) => now.hashes[file] === h);
}

/** Whether nothing changed while a run read the files: the same listing, and every file hashed twice the same. */
export function inputsAgree(before: RunInputs, after: RunInputs): boolean {
  if (before.listing !== after.listing) return false;
  return Object.entries(before.hashes).every(
    ([file, h]) => after.hashes[file] === undefined || after.hashes[file] === h,
  );
}

export const readRunRecord = (cacheDir: string) => readCacheJson<RunRecord>(cacheDir, FILE, 1);

export const writeRunRecord = (cacheDir: string, record: RunRecord) =>
  writeCacheJson(cacheDir, FILE, record);
