import { closeSync, constants, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { realPathInsideRoot } from './read-docs-file.js';

/** The largest file Quire reads as docs.json, an included JSON file or a spec: 25 MB. */
export const MAX_INPUT_BYTES = 25 * 1024 * 1024;

/** Why a file was not read although something is there. */
export interface ReadRefusal {
  readonly refused: string;
}

/**
 * Reads a UTF-8 file; undefined when it does not exist, is a folder or cannot be read. A named
 * pipe, a device (`/dev/zero`) or a file over `MAX_INPUT_BYTES` is not read at all: the result
 * says why, so that no input can hang the process or fill its memory.
 */
export function readTextFile(absolutePath: string): string | undefined;
export function readTextFile(absolutePath: string, options: { explain: true }): string | ReadRefusal | undefined;
export function readTextFile(absolutePath: string, options?: { explain: true }): string | ReadRefusal | undefined {
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe with no writer would otherwise wait forever.
    fd = openSync(absolutePath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch {
    return undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return undefined;
    const refusal = !stat.isFile()
      ? 'it is not a regular file (a named pipe, a device or a socket)'
      : stat.size > MAX_INPUT_BYTES
        ? `it is ${(stat.size / 1024 / 1024).toFixed(1)} MB, over the ${MAX_INPUT_BYTES / 1024 / 1024} MB limit`
        : undefined;
    if (refusal) return options?.explain ? { refused: refusal } : undefined;
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const n = readSync(fd, buffer, read, stat.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * How spec and other files that docs.json names are read: `file` relative to `root`, as UTF-8,
 * never outside the root, never a pipe, a device or a file over `MAX_INPUT_BYTES` (the promise
 * rejects with the reason, which loaders report as a file that cannot be read).
 */
export function docsFileReader(root: string): (file: string) => Promise<string> {
  return async (file) => {
    const path = resolve(root, file);
    const inside = relative(root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) throw new Error(`"${file}" is outside the docs root`);
    // Nor through a symbolic link whose target lies outside the root.
    const real = realPathInsideRoot(realRootOf(root), file);
    if (real === undefined && existsAt(path)) throw new Error(`"${file}" leads outside the docs root`);
    const text = readTextFile(real ?? path, { explain: true });
    if (text === undefined) throw new Error(`"${file}" cannot be read`);
    if (typeof text !== 'string') throw new Error(`"${file}" was not read: ${text.refused}`);
    return text;
  };
}

function realRootOf(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return resolve(root);
  }
}

function existsAt(path: string): boolean {
  try {
    realpathSync(path);
    return true;
  } catch {
    return false;
  }
}
