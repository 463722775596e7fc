import { statSync } from 'node:fs';
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** What a docs folder's `.gitignore` holds: the build's output, the caches, npm's folder. */
export const DOCS_IGNORES = ['node_modules/', 'dist/', '.quire/'] as const;
/** What the repository's `.gitignore` holds when the docs are in a subfolder: npm's folder, and the service's data (`quire serve` and `quire keys` run from the root write `.quire/`). */
export const REPOSITORY_IGNORES = ['node_modules/', '.quire/'] as const;

const exists = (path: string) => {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** `inner` is `outer` or inside it. */
const isWithin = (outer: string, inner: string) => {
  const rel = relative(outer, inner);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && !/^[a-z]:/i.test(rel));
};

/**
 * The repository a docs folder belongs to, where GitHub reads `.github/workflows/`: the closest folder
 * at or above it that has `.git` (a folder, or a file in a worktree or submodule); else the current
 * folder when the docs are inside it (a repository not yet made); else the docs folder itself.
 */
export function repositoryRootOf(docs: string, cwd: string): string {
  for (let dir = docs; ; dir = dirname(dir)) {
    if (exists(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) break;
  }
  return isWithin(cwd, docs) ? cwd : docs;
}

/** A folder as a shell word in a workflow step (quoted when it has more than letters, digits, `.`, `_`, `-`, `/`). */
const shellWord = (path: string) =>
  /^[\w./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;

/**
 * The starter's CI workflow for docs at `docsPath` (relative to the repository's root, `/`-separated,
 * `.` for the root itself): each `npx quire <command>` step names the docs folder, since steps run at
 * the repository's root.
 */
export function workflowFor(text: string, docsPath: string): string {
  if (docsPath === '.') return text;
  return text.replace(/^(\s*- run: npx quire [a-z-]+)/gm, `$1 ${shellWord(docsPath)}`);
}

/** A `.gitignore` line as a name: `/node_modules/`, `**\/node_modules` and `node_modules` all ignore `node_modules`. */
const ignoredName = (line: string) =>
  line
    .trim()
    .replace(/^(\*\*\/|\/)/, '')
    .replace(/\/$/, '');

/** The lines of `wanted` that a `.gitignore`'s text does not have yet (in any of the spellings above). */
export function missingIgnoreLines(text: string, wanted: readonly string[]): string[] {
  const present = new Set(text.split(/\r?\n/).map(ignoredName));
  return wanted.filter((line) => !present.has(ignoredName(line)));
}

/** What `ensureIgnored` did to a `.gitignore`: the lines it added (all of them when it created the file). */
export interface IgnoreUpdate {
  readonly created: boolean;
  readonly added: readonly string[];
}

/**
 * Makes the `.gitignore` at `path` ignore each of `wanted`: creates it, or appends the lines it lacks
 * (the one change `quire init` makes to a file that exists; nothing else in it is touched).
 */
export async function ensureIgnored(
  path: string,
  wanted: readonly string[],
): Promise<IgnoreUpdate> {
  let text: string | undefined;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === undefined) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, `${wanted.join('\n')}\n`, { flag: 'wx' });
    return { created: true, added: wanted };
  }
  const added = missingIgnoreLines(text, wanted);
  if (added.length > 0)
    await appendFile(
      path,
      `${text === '' || text.endsWith('\n') ? '' : '\n'}${added.join('\n')}\n`,
    );
  return { created: false, added };
}
