import { statSync } from 'node:fs';
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

/**
 * The closest folder at or above `startDir` that holds a docs.json (or, in repositories still on
 * the older format, a mint.json), as git finds `.git`; undefined when none does.
 */
export function findDocsRoot(startDir: string): string | undefined {
  let dir = resolve(startDir);
  for (;;) {
    if (isFile(join(dir, CONFIG_FILE)) || isFile(join(dir, LEGACY_CONFIG_FILE))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
