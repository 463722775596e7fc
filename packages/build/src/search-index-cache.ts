import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { serializeGroup, type SearchIndexGroup, type SerializedSearchIndex } from '@quire/search';
import { codeFingerprint } from './code-fingerprint.js';
import { hashText } from './render-reuse.js';

const DIR = 'search-indexes';

/**
 * The serialized search indexes of earlier builds in the cache folder, one file per index named by a hash of
 * its sections and of Quire's search code: a rebuild whose pages did not change writes them without building
 * them again. `save` (after a successful build) keeps this build's indexes and drops the others.
 */
export interface SearchIndexCache {
  readonly serialize: (group: SearchIndexGroup) => SerializedSearchIndex;
  /** How many indexes were taken from the cache. */
  readonly stats: { readonly hits: number; readonly builds: number };
  save(): void;
}

export function createSearchIndexCache(cacheDir: string): SearchIndexCache {
  const dir = join(cacheDir, DIR);
  const code = codeFingerprint(['@quire/search'], cacheDir);
  const fresh = new Map<string, SerializedSearchIndex>();
  const used = new Set<string>();
  const stats = { hits: 0, builds: 0 };
  return {
    stats,
    serialize(group) {
      const name = `${hashText(code, group.key, JSON.stringify(group.sections))}.json`;
      used.add(name);
      try {
        const cached = JSON.parse(readFileSync(join(dir, name), 'utf8')) as SerializedSearchIndex;
        stats.hits++;
        return cached;
      } catch {
        stats.builds++;
        const built = serializeGroup(group);
        fresh.set(name, built);
        return built;
      }
    },
    save() {
      mkdirSync(dir, { recursive: true });
      for (const [name, index] of fresh) {
        const temp = join(dir, `${name}.${process.pid}.tmp`);
        writeFileSync(temp, JSON.stringify(index));
        renameSync(temp, join(dir, name));
      }
      for (const name of readdirSync(dir))
        if (!used.has(name)) rmSync(join(dir, name), { force: true });
    },
  };
}
