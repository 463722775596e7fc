import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { CONFIG_FILE } from './load-config.js';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The closest folder at or above `startDir` that holds a docs.json, as git finds `.git`; undefined when none does. */
export function findDocsRoot(startDir: string): string | undefined {
  let dir = resolve(startDir);
  for (;;) {
    if (isFile(join(dir, CONFIG_FILE))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
