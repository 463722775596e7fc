import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { createIgnoreFilter, type IgnoreFilter } from './create-ignore-filter.js';
import { readTextFile } from './read-text-file.js';

/** The name of the file that lists extra ignore rules at the docs root. */
export const IGNORE_FILE = '.mintignore';

function kindOf(dir: string, entry: Dirent): 'file' | 'folder' | undefined {
  if (entry.isFile()) return 'file';
  if (entry.isDirectory()) return 'folder';
  if (!entry.isSymbolicLink()) return undefined;
  try {
    const stat = statSync(join(dir, entry.name));
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : undefined;
  } catch {
    return undefined;
  }
}

/** `ancestors` holds the real paths of the folders above, so that a link back up is not followed. */
function walk(root: string, relative: string, filter: IgnoreFilter, ancestors: readonly string[], out: string[]): void {
  const dir = relative ? join(root, relative) : root;
  let real: string;
  let entries: Dirent[];
  try {
    real = realpathSync(dir);
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  if (ancestors.includes(real)) return;
  const chain = [...ancestors, real];
  for (const entry of entries) {
    const path = relative ? `${relative}/${entry.name}` : entry.name;
    const kind = kindOf(dir, entry);
    if (!kind || filter(path, kind === 'folder')) continue;
    if (kind === 'folder') walk(root, path, filter, chain, out);
    else out.push(path);
  }
}

/**
 * Every file under the docs root that the site publishes: all files except the default
 * ignores and those matched by `.mintignore`. Paths are relative, with forward slashes,
 * sorted by code unit. Symbolic links are followed, except a link to a folder above it.
 */
export function listProjectFiles(root: string): string[] {
  const filter = createIgnoreFilter(readTextFile(join(root, IGNORE_FILE)) ?? '');
  const out: string[] = [];
  walk(root, '', filter, [], out);
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
