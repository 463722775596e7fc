import { readFile } from 'node:fs/promises';
import type { StagingDir } from '@quire/build';

/** A site kept in memory: what the build would write, served from here instead. */
export interface MemoryStage extends StagingDir {
  /** The contents of a written or copied file, by its path in the site (no leading slash). */
  read(path: string): Promise<Uint8Array | string | undefined>;
  has(path: string): boolean;
}

/**
 * A `StagingDir` that keeps written files in memory and remembers copied ones by their source
 * (read when first asked for), so that the dev server can reuse the build's asset writer.
 */
export function createMemoryStage(): MemoryStage {
  const written = new Map<string, string | Uint8Array>();
  const copied = new Map<string, string>();
  const key = (path: string) => path.replace(/^\/+/, '');
  return {
    dir: '',
    async write(path, contents) {
      written.set(key(path), contents);
    },
    async copy(path, from) {
      copied.set(key(path), from);
    },
    async reuse(path, from) {
      written.delete(key(path));
      copied.set(key(path), from);
    },
    async remove(path) {
      written.delete(key(path));
      copied.delete(key(path));
    },
    async commit() {},
    async abort() {
      written.clear();
      copied.clear();
    },
    has: (path) => written.has(key(path)) || copied.has(key(path)),
    hasFile: async (path) => written.has(key(path)) || copied.has(key(path)),
    async read(path) {
      const k = key(path);
      const known = written.get(k);
      if (known !== undefined) return known;
      const from = copied.get(k);
      if (from === undefined) return undefined;
      const data = new Uint8Array(await readFile(from));
      written.set(k, data);
      return data;
    },
  };
}
