import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createLinkCache, type LinkCache } from './link-cache.js';

const FILE = 'links.json';

/** Reads the links cache of a cache folder; an empty cache when there is none or it is unreadable. */
export async function readLinkCache(cacheDir: string): Promise<LinkCache> {
  try {
    return createLinkCache(JSON.parse(await readFile(join(cacheDir, FILE), 'utf8')));
  } catch {
    return createLinkCache();
  }
}

/** Writes the cache (through a temporary file, so that a reader never sees half of it). */
export async function writeLinkCache(cacheDir: string, cache: LinkCache): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const temp = join(cacheDir, `${FILE}.${process.pid}.tmp`);
  await writeFile(temp, JSON.stringify(cache.toJSON()));
  await rename(temp, join(cacheDir, FILE));
}
