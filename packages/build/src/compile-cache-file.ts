import { mkdir, readFile, writeFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { CompileCacheData } from '@quire/mdx';

const FILE = 'compile-cache.json';

/** Reads the compiled-page cache a previous build left in `cacheDir`; nothing when absent or unreadable. */
export async function readCompileCache(cacheDir: string): Promise<CompileCacheData | undefined> {
  try {
    const data = JSON.parse(await readFile(join(cacheDir, FILE), 'utf8')) as CompileCacheData;
    return data.version === 1 ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the cache (atomically: a half-written cache is never read). */
export async function writeCompileCache(cacheDir: string, data: CompileCacheData): Promise<void> {
  const target = join(cacheDir, FILE);
  await mkdir(dirname(target), { recursive: true });
  const tmp = `${target}.${process.pid}.tmp`;
  await writeFile(tmp, JSON.stringify(data));
  await rename(tmp, target);
}
