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
}

export function createCompileCache(data?: CompileCacheData): CompileCache {
  const records = new Map<string, ModuleRecord>();
  const used = new Set<string>();
  if (data?.version === 1) for (const record of data.modules) records.set(record.hash, record);
  const stats = { hits: 0, compiles: 0 };
  return {
    stats,
    get(hash) {
      const record = records.get(hash);
      if (record) {
        stats.hits++;
        used.add(hash);
      }
      return record;
    },
    set(record) {
      stats.compiles++;
      records.set(record.hash, record);
      used.add(record.hash);
    },
    toJSON() {
      const modules = [...used].map((h) => records.get(h)).filter((r): r is ModuleRecord => r !== undefined);
      return { version: 1, modules };
    },
  };
}
