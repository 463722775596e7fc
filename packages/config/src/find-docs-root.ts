import { readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// A module of its own, importing nothing of the package (`@quire/config/find-docs-root`): `quire build` finds the
// docs root with it before it starts the build's thread, which loads the rest.

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The name of the config file at the docs root. */
export const CONFIG_FILE = 'docs.json';
/** The older config file, read (and upgraded in memory) where there is no docs.json. */
export const LEGACY_CONFIG_FILE = 'mint.json';

/** A folder with a docs.json, or a mint.json (the older format). */
const isDocsRoot = (dir: string) =>
  isFile(join(dir, CONFIG_FILE)) || isFile(join(dir, LEGACY_CONFIG_FILE));

/**
 * The closest folder at or above `startDir` that holds a docs.json (or, in repositories still on
 * the older format, a mint.json), as git finds `.git`; undefined when none does.
 */
export function findDocsRoot(startDir: string): string | undefined {
  let dir = resolve(startDir);
  for (;;) {
    if (isDocsRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Folders never searched for docs, beside hidden ones: dependencies and the build's output. */
const NOT_DOCS = new Set(['node_modules', 'dist']);

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_DOCS.has(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/**
 * The docs folders (folders with a docs.json or a mint.json) at most `depth` levels below `dir`, nearest first, as
 * paths relative to it with `/`: where a command run from a repository's root, which has none, can
 * say the docs are. A docs folder's own subfolders are not searched; nor are hidden folders,
 * `node_modules` and build outputs.
 */
export function findDocsFoldersBelow(dir: string, depth = 2): string[] {
  const found: string[] = [];
  let level = subfolders(dir);
  for (let d = 1; d <= depth && level.length > 0; d++) {
    const next: string[] = [];
    for (const rel of level) {
      if (isDocsRoot(join(dir, rel))) found.push(rel);
      else if (d < depth) next.push(...subfolders(join(dir, rel)).map((name) => `${rel}/${name}`));
    }
    level = next;
  }
  return found;
}
