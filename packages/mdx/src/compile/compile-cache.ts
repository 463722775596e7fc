import type { ModuleRecord } from '../types.js';

/** The persisted form of a cache: the module records used since it was created. */
export interface CompileCacheData {
  readonly version: 1;
  readonly modules: readonly ModuleRecord[];
}

/**
 * Compiled files by content hash. The build creates one, passes it to every `compilePage`, and may keep it
 * on disk (`toJSON`, then `createCompileCache(data)`), so that a file that did not change is never compiled again.
 */
export interface CompileCache {
  get(hash: string): ModuleRecord | undefined;
  set(record: ModuleRecord): void;
  /** `hits`: records served from the cache; `compiles`: files actually compiled. */
  readonly stats: { hits: number; compiles: number };
  /** The records used (read or written) since the cache was created, so that stale entries drop out. */
  toJSON(): CompileCacheData;
  /**
   * What changed since the last call: the records compiled, and the hashes of records served from the
   * data the cache was created with. A build worker reports these to the build instead of keeping them.
   */
  takeChanges(): CompileCacheChanges;
  /** Lets go of the records of these files (pages rendered once), keeping memory flat; a later `get` misses. */
  forget(files: ReadonlySet<string>): void;
}

export interface CompileCacheChanges {
  readonly compiled: readonly ModuleRecord[];
  readonly reused: readonly string[];
}

export function createCompileCache(data?: CompileCacheData): CompileCache {
  const records = new Map<string, ModuleRecord>();
  const used = new Set<string>();
  if (data?.version === 1) for (const record of data.modules) records.set(record.hash, record);
  const stats = { hits: 0, compiles: 0 };
  // Hashes only: the records stay in `records` until `forget`, so tracking changes holds nothing more.
  let compiled = new Set<string>();
  let reused = new Set<string>();
  return {
    stats,
    get(hash) {
      const record = records.get(hash);
      if (record) {
        stats.hits++;
        used.add(hash);
        reused.add(hash);
      }
      return record;
    },
    set(record) {
      stats.compiles++;
      records.set(record.hash, record);
      used.add(record.hash);
      compiled.add(record.hash);
    },
    toJSON() {
      const modules = [...used]
        .map((h) => records.get(h))
        .filter((r): r is ModuleRecord => r !== undefined);
      return { version: 1, modules };
    },
    takeChanges() {
      const changes = {
        compiled: [...compiled]
          .map((h) => records.get(h))
          .filter((r): r is ModuleRecord => r !== undefined),
        reused: [...reused].filter((h) => !compiled.has(h)),
      };
      compiled = new Set();
      reused = new Set();
      return changes;
    },
    forget(files) {
      for (const [hash, record] of records) {
        if (files.has(record.file)) {
          records.delete(hash);
          used.delete(hash);
        }
      }
    },
  };
}
