import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** A path the agent gave, checked: inside the docs root (`abs`, and `rel` with forward slashes), or refused and why. */
export type ConfinedPath =
  | { readonly kind: 'inside'; readonly abs: string; readonly rel: string }
  | { readonly kind: 'refused'; readonly reason: string };

const refused = (reason: string): ConfinedPath => ({ kind: 'refused', reason });

function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/** Where a symlink at `path` leads, or undefined when `path` is not a symlink (or does not exist). */
function symlinkTarget(path: string): string | undefined {
  try {
    if (!lstatSync(path).isSymbolicLink()) return undefined;
    return resolve(dirname(path), readlinkSync(path));
  } catch {
    return undefined;
  }
}

/** The real location of the deepest part of `path` that exists (symlinks followed). */
function realOfExisting(path: string): string {
  let current = path;
  const rest: string[] = [];
  for (;;) {
    try {
      return join(realpathSync(current), ...rest.reverse());
    } catch {
      const parent = dirname(current);
      if (parent === current) return path;
      rest.push(current.slice(parent.length + 1));
      current = parent;
    }
  }
}

/**
 * Checks a path the agent asked for against the docs root (`root`, a real path): relative, no `..`, not
 * into `.git`, and no symlink on the way that leads out of the root. Never touches anything outside it.
 */
export function confinePath(root: string, input: unknown): ConfinedPath {
  if (typeof input !== 'string' || input.trim() === '')
    return refused(
      'the path is missing; give a path relative to the docs root, such as "guides/intro.mdx".',
    );
  if (input.includes('\0')) return refused('the path contains a NUL character.');
  const path = input.replace(/\\/g, '/');
  if (path.startsWith('/') || isAbsolute(input) || /^[a-z]:/i.test(path)) {
    return refused(
      `"${input}" is an absolute path; only paths relative to the docs root are allowed.`,
    );
  }
  const segments = path.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..'))
    return refused(`"${input}" contains "..": the agent may not leave the docs root.`);
  if (segments.some((s) => s.toLowerCase() === '.git'))
    return refused(`"${input}" is inside .git, which the agent may not touch.`);
  const abs = join(root, ...segments);
  const target = symlinkTarget(abs);
  if (target !== undefined && !isWithin(root, realOfExisting(target))) {
    return refused(`"${input}" is a symbolic link that leads outside the docs root.`);
  }
  if (!isWithin(root, realOfExisting(abs)))
    return refused(`"${input}" goes through a symbolic link that leads outside the docs root.`);
  return { kind: 'inside', abs, rel: segments.join('/') || '.' };
}
