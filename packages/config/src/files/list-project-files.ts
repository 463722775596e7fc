import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join, sep } from 'node:path';
import { createIgnoreFilter, isPrivateDotfile, type IgnoreFilter } from './create-ignore-filter.js';
import { readTextFile, specialFileRefusal, type ReadRefusal } from './read-text-file.js';

/** The name of the file that lists extra ignore rules at the docs root. */
export const IGNORE_FILE = '.mintignore';

/**
 * A file or folder of the docs root that is not published: a dotfile (private by default, such as
 * `.env`), or a symbolic link whose target lies outside the docs root.
 */
export interface LeftOutFile {
  readonly kind: 'dotfile' | 'outside-root';
  /** Relative to the docs root, with forward slashes; a folder is named once, not file by file. */
  readonly path: string;
}

export interface ProjectFiles {
  /** What the site publishes (see `listProjectFiles`). */
  readonly files: string[];
  /** What was left out for safety and deserves a warning (not what the default ignores or `.mintignore` leave out). */
  readonly leftOut: LeftOutFile[];
  /** Entries that are neither regular files nor folders (named pipes, devices, sockets), never read, with why: a page there is reported as such. */
  readonly unreadable: Map<string, ReadRefusal>;
}

/** Dotfiles every repository has; left out without a warning. */
const PLUMBING = new Set([
  '.mintignore',
  '.gitignore',
  '.gitattributes',
  '.gitkeep',
  '.gitmodules',
  '.DS_Store',
]);

interface Walk {
  readonly root: string;
  readonly realRoot: string;
  readonly filter: IgnoreFilter;
  readonly explicit: IgnoreFilter;
  readonly out: ProjectFiles;
}

const inside = (real: string, realRoot: string) =>
  real === realRoot || real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);

function kindOf(
  dir: string,
  entry: Dirent,
  realRoot: string,
): 'file' | 'folder' | 'outside' | ReadRefusal | undefined {
  if (entry.isFile()) return 'file';
  if (entry.isDirectory()) return 'folder';
  if (!entry.isSymbolicLink()) return specialFileRefusal(entry);
  try {
    const full = join(dir, entry.name);
    if (!inside(realpathSync(full), realRoot)) return 'outside';
    const stat = statSync(full);
    return stat.isFile() ? 'file' : stat.isDirectory() ? 'folder' : specialFileRefusal(stat);
  } catch {
    return undefined;
  }
}

/** `ancestors` holds the real paths of the folders above, so that a link back up is not followed. */
function walk(w: Walk, relative: string, ancestors: readonly string[]): void {
  const dir = relative ? join(w.root, relative) : w.root;
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
    const kind = kindOf(dir, entry, w.realRoot);
    if (!kind) continue;
    if (typeof kind !== 'string') {
      if (!w.filter(path)) w.out.unreadable.set(path, kind);
      continue;
    }
    const isFolder = kind === 'folder';
    const ignored =
      kind === 'outside' ? w.filter(path) || w.filter(path, true) : w.filter(path, isFolder);
    if (ignored) {
      if (isPrivateDotfile(entry.name) && !PLUMBING.has(entry.name) && !w.explicit(path, isFolder))
        w.out.leftOut.push({ kind: 'dotfile', path });
    } else if (kind === 'outside') w.out.leftOut.push({ kind: 'outside-root', path });
    else if (isFolder) walk(w, path, chain);
    else w.out.files.push(path);
  }
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every file under the docs root that the site publishes, and what was left out for safety.
 * Published: all files except the default ignores, dotfiles (`.well-known/` excepted) and what
 * `.mintignore` matches; `.mintignore` can publish a dotfile with a `!` rule. Symbolic links are
 * followed when their target is inside the docs root (and is not a folder above the link).
 */
export function scanProjectFiles(root: string): ProjectFiles {
  const mintignore = readTextFile(join(root, IGNORE_FILE)) ?? '';
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    return { files: [], leftOut: [], unreadable: new Map() };
  }
  const out: ProjectFiles = { files: [], leftOut: [], unreadable: new Map() };
  walk(
    {
      root,
      realRoot,
      filter: createIgnoreFilter(mintignore),
      explicit: createIgnoreFilter(mintignore, { dotfiles: true }),
      out,
    },
    '',
    [],
  );
  out.files.sort(byCodeUnit);
  out.leftOut.sort((a, b) => byCodeUnit(a.path, b.path));
  return out;
}

/**
 * Every file under the docs root that the site publishes (see `scanProjectFiles`). Paths are
 * relative, with forward slashes, sorted by code unit.
 */
export function listProjectFiles(root: string): string[] {
  return scanProjectFiles(root).files;
}
