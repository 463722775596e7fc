import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A JSON file of the cache folder as `writeCacheJson` left it; undefined when it is missing, unreadable or
 * of another `version` (a cache from another Quire is started afresh, not misread).
 */
export async function readCacheJson<T extends { readonly version: number }>(
  cacheDir: string,
  name: string,
  version: T['version'],
): Promise<T | undefined> {
  try {
    const value = JSON.parse(await readFile(join(cacheDir, name), 'utf8')) as T;
    return value.version === version ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Written beside and renamed into place: a run stopped half-way leaves the previous file whole. */
export async function writeCacheJson(
  cacheDir: string,
  name: string,
  value: unknown,
): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const tmp = join(cacheDir, `${name}.${process.pid}.tmp`);
  await writeFile(tmp, JSON.stringify(value));
  await rename(tmp, join(cacheDir, name));
}
