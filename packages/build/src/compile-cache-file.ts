import { closeSync, mkdirSync, openSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CompileCacheData, ModuleRecord } from '@quire/mdx';

/** One compiled module per line, so that a build writes them as they come instead of holding them all. */
const FILE = 'compile-cache.jsonl';

/** Reads the compiled-page cache a previous build left in `cacheDir`; nothing when absent or unreadable. */
export async function readCompileCache(cacheDir: string): Promise<CompileCacheData | undefined> {
  try {
    const text = await readFile(join(cacheDir, FILE), 'utf8');
    const modules = text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ModuleRecord);
    return { version: 1, modules };
  } catch {
    return undefined;
  }
}

/**
 * The next cache, written while the build renders: each compiled module goes to disk as it arrives, then
 * the previous records of the files this build did not compile (their pages were reused), one record
 * per file. `commit` puts it in place (atomically: a half-written cache is never read), `discard` drops it.
 */
export interface CompileCacheWriter {
  add(records: Iterable<ModuleRecord>): void;
  /** Keeps the previous records of the files not added, and puts the new cache in place. */
  commit(previous: CompileCacheData | undefined): Promise<void>;
  discard(): void;
}

function removeIfEmpty(dir: string): boolean {
  try {
    rmdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

/** The file is made at the first record (a build that fails before compiling anything leaves no cache folder). */
export function createCompileCacheWriter(cacheDir: string): CompileCacheWriter {
  const target = join(cacheDir, FILE);
  const tmp = `${target}.${process.pid}.tmp`;
  let fd: number | undefined;
  /** The first folder the writer made, if it made the cache folder: a discarded cache leaves none behind. */
  let made: string | undefined;
  const hashes = new Set<string>();
  const files = new Set<string>();
  const add = (records: Iterable<ModuleRecord>) => {
    for (const record of records) {
      if (hashes.has(record.hash)) continue;
      if (fd === undefined) {
        made = mkdirSync(cacheDir, { recursive: true });
        fd = openSync(tmp, 'w');
      }
      hashes.add(record.hash);
      files.add(record.file);
      writeSync(fd, `${JSON.stringify(record)}\n`);
    }
  };
  const close = () => {
    if (fd !== undefined) closeSync(fd);
    fd = undefined;
  };
  return {
    add,
    async commit(previous) {
      add((previous?.modules ?? []).filter((m) => !files.has(m.file)));
      if (fd === undefined) return;
      close();
      await rename(tmp, target);
    },
    discard() {
      close();
      rmSync(tmp, { force: true });
      for (let dir = cacheDir; made !== undefined; dir = dirname(dir)) {
        if (!removeIfEmpty(dir) || dir === made) break;
      }
    },
  };
}
