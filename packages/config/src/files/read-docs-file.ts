import { lstatSync, realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { readTextFile } from './read-text-file.js';

/**
 * The real path of a file of the docs root (`file` relative to it, forward slashes), or undefined
 * when the path or its real path (symbolic links resolved) leaves the root, or it does not exist.
 * `realRoot` must already be a real path.
 */
export function realPathInsideRoot(realRoot: string, file: string): string | undefined {
  const within = (p: string) =>
    p === realRoot || p.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
  const full = resolve(realRoot, file.replace(/^\/+/, ''));
  if (!within(full)) return undefined;
  try {
    const real = realpathSync(full);
    return within(real) ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads files of a docs root as UTF-8 text for publishing (pages, snippets): undefined for a
 * path that is not a regular file, or that leaves the root, directly or through a symbolic link.
 */
export function createDocsFileReader(root: string): (file: string) => string | undefined {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = resolve(root);
  }
  return (file) => {
    const real = realPathInsideRoot(realRoot, file);
    if (real === undefined) return undefined;
    // Bounded like every other read: regular files of at most MAX_INPUT_BYTES, never a pipe or a device.
    return readTextFile(real);
  };
}

/**
 * Whether a path of the docs root is there but leads outside it through a symbolic link (so that
 * `createDocsFileReader` refuses it): for a message that says so rather than "does not exist".
 */
export function createRootEscapeCheck(root: string): (file: string) => boolean {
  let realRoot: string;
  try {
    realRoot = realpathSync(root);
  } catch {
    realRoot = resolve(root);
  }
  return (file) => {
    const full = resolve(realRoot, file.replace(/^\/+/, ''));
    if (!full.startsWith(realRoot + sep)) return false;
    try {
      lstatSync(full);
    } catch {
      return false;
    }
    return realPathInsideRoot(realRoot, file) === undefined;
  };
}
