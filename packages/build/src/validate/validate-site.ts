import { join, resolve } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';
import {
  FILE_NOT_FOUND_CODES,
  inputsAgree,
  readRunInputs,
  readRunRecord,
  recordHolds,
  runKeyOf,
  writeRunRecord,
  type RunInputs,
} from './run-record.js';
import type { SiteChecked } from './check-site.js';

export interface ValidateSiteOptions {
  /** The docs root (where docs.json is). */
  readonly root: string;
  /** Where results are kept between runs (the build's cache folder, default `<root>/.quire/cache`); false: nowhere. */
  readonly cacheDir?: string | false;
  /** Fetch remote specs (default true), as the build does; offline they come from the cache or give warnings. */
  readonly network?: boolean;
  /** Pages checked at once: this thread and a worker for each other one (default: the cores, at most 4). */
  readonly workers?: number;
}

export interface ValidateSiteResult {
  /** Every problem `quire build` would report, with its code, place and severity, and those of files the build skips. */
  readonly diagnostics: readonly Diagnostic[];
  /** The texts of docs.json and the files it includes (for code frames). */
  readonly texts: ReadonlyMap<string, string>;
  /**
   * `checked`: pages rendered now; `reused`: results kept from the last run (their files did not change);
   * `compiled`: files compiled for the pages checked (a file a build compiled into the cache folder is not);
   * `lastRunKept`: nothing the last run read changed (nor Quire, nor the options): its report, given again.
   */
  readonly stats: {
    readonly pages: number;
    readonly checked: number;
    readonly reused: number;
    readonly compiled: number;
    readonly lastRunKept: boolean;
  };
}

/** The report of the last run, when everything it was made from hashes the same now. */
async function lastRunReport(
  root: string,
  cacheDir: string,
  key: string,
): Promise<{ kept?: ValidateSiteResult; before: RunInputs }> {
  const record = await readRunRecord(cacheDir);
  const before = readRunInputs(
    root,
    Object.keys(record?.hashes ?? {}),
    record?.stats && record.readAt !== undefined ? record : undefined,
  );
  if (!recordHolds(record, key, before)) return { before };
  const { pages } = record;
  const stats = { pages, checked: 0, reused: pages, compiled: 0, lastRunKept: true };
  return { before, kept: { diagnostics: record.diagnostics, texts: new Map(record.texts), stats } };
}

/**
 * Keeps the run's report for the next one, unless a remote spec was used, a file was looked for and not found, or
 * a file changed while it ran.
 */
async function keepRun(
  root: string,
  cacheDir: string,
  key: string,
  before: RunInputs,
  checked: SiteChecked,
): Promise<void> {
  if (checked.remote) return;
  if (checked.result.diagnostics.some((d) => FILE_NOT_FOUND_CODES.has(d.code))) return;
  const after = readRunInputs(root, checked.read, before);
  if (!inputsAgree(before, after)) return;
  const { diagnostics, texts, stats } = checked.result;
  await writeRunRecord(cacheDir, {
    version: 1,
    key,
    listing: after.listing,
    hashes: after.hashes,
    stats: after.stats,
    // The hashes kept from the first reading are as old as it.
    readAt: before.readAt,
    diagnostics,
    texts: [...texts],
    pages: stats.pages,
  });
}

/**
 * `quire validate`: every problem `quire build` would report, with the same code, place and severity, without
 * writing the site (see `checkSite`). With a cache folder, a run whose inputs (Quire's code, the options, the
 * file list, every file's content) all hash as the last run's gives the last report again without loading the
 * site; otherwise the pages whose files did not change keep their results and the others are checked.
 */
export async function validateSite(options: ValidateSiteOptions): Promise<ValidateSiteResult> {
  const root = resolve(options.root);
  const cacheDir =
    options.cacheDir === false ? false : resolve(options.cacheDir ?? join(root, '.quire', 'cache'));
  const run = { network: options.network !== false, workers: options.workers };
  // The site model, the renderer and the link check are loaded only when the last report does not hold.
  const checkSite = async () =>
    (await import('./check-site.js')).checkSite(root, { cacheDir, ...run });
  if (!cacheDir) return (await checkSite()).result;
  const key = runKeyOf(run, cacheDir);
  const last = await lastRunReport(root, cacheDir, key);
  if (last.kept) return last.kept;
  const checked = await checkSite();
  // A record that cannot be written (a read-only checkout) costs the next run its speed, not this one its result.
  await keepRun(root, cacheDir, key, last.before, checked).catch(() => undefined);
  return checked.result;
}
