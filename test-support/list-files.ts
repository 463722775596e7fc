import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under `dir`, relative to it with forward slashes, sorted. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) out.push(...(await listFiles(join(dir, entry.name), `${path}/`)));
    else out.push(path);
  }
  return out.sort();
}
