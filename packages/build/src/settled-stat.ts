import { statSync } from 'node:fs';

/**
 * How long before a file was looked at it must have last changed for its size, modification time and inode to
 * stand for its content, as `git status` trusts its index: a file changed within a tick of the file system's clock
 * (a few milliseconds here, two seconds on some) of being hashed may change again with the same ones. Such a file
 * is hashed again. Used by validate's run record and by the code fingerprint's record.
 */
export const SETTLED_MS = 3000;

/** A file's size, modification time and inode as one string (`sig`), and its modification time; undefined when it cannot be looked at. */
export function statSignature(
  path: string,
): { readonly sig: string; readonly mtimeMs: number } | undefined {
  const info = statSync(path, { throwIfNoEntry: false });
  return info
    ? { sig: `${info.size}:${info.mtimeMs}:${info.ino}`, mtimeMs: info.mtimeMs }
    : undefined;
}
