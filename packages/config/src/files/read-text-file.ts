import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readSync,
  realpathSync,
  type Stats,
} from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { realPathInsideRoot } from './read-docs-file.js';

/** The largest file Quire reads as docs.json, an included JSON file or a spec: 25 MB. */
export const MAX_INPUT_BYTES = 25 * 1024 * 1024;

/** Why a file was not read although something is there. */
export interface ReadRefusal {
  /** What was found, for a message ("it is a named pipe, not a regular file"). */
  readonly refused: string;
  /** What to do about it, for a hint. */
  readonly fix: string;
}

const FIXES = {
  folder: 'Name a file, not a folder.',
  special:
    'Point at a regular file: a named pipe, a device or a socket is never read, because reading it could hang the build.',
  large: 'Split the file, or move what makes it large out of it (a spec can $ref other files).',
  permission: 'Let the user that runs Quire read the file (chmod a+r), or point at another file.',
  error: 'Check the file and the disk it is on.',
  outside: 'Keep the file inside the docs root, as a regular file rather than a link to elsewhere.',
} as const;

/**
 * Reads a UTF-8 file; undefined when it does not exist or cannot be read. A folder, a named
 * pipe, a device (`/dev/zero`), a file over `MAX_INPUT_BYTES` or one the process may not read is
 * not read at all: with `explain` the result says why, so that no input can hang the process or
 * fill its memory and the user learns what to change.
 */
export function readTextFile(absolutePath: string): string | undefined;
export function readTextFile(
  absolutePath: string,
  options: { explain: true },
): string | ReadRefusal | undefined;
export function readTextFile(
  absolutePath: string,
  options?: { explain: true },
): string | ReadRefusal | undefined {
  const refuse = (refused: string, fix: keyof typeof FIXES) =>
    options?.explain ? { refused, fix: FIXES[fix] } : undefined;
  let fd: number;
  try {
    // O_NONBLOCK: opening a named pipe with no writer would otherwise wait forever.
    fd = openSync(absolutePath, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EACCES' || code === 'EPERM'
      ? refuse('permission denied (the process may not read it)', 'permission')
      : code === 'EISDIR'
        ? refuse(FOLDER, 'folder')
        : undefined;
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return refuse(FOLDER, 'folder');
    if (!stat.isFile()) return refuse(notRegular(stat), 'special');
    if (stat.size > MAX_INPUT_BYTES) return refuse(overLimit(stat.size), 'large');
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const n = readSync(fd, buffer, read, stat.size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } catch (error) {
    return refuse(
      `it could not be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      'error',
    );
  } finally {
    closeSync(fd);
  }
}

const FOLDER = 'it is a folder, not a file';

type SpecialKind = Pick<Stats, 'isFIFO' | 'isCharacterDevice' | 'isBlockDevice' | 'isSocket'>;

/** Why an entry that is neither a regular file nor a folder (a `Dirent` or `Stats`) is not read. */
export function specialFileRefusal(entry: SpecialKind): ReadRefusal {
  return { refused: notRegular(entry), fix: FIXES.special };
}

/** Why a file that is not a regular file is refused, naming what it is. */
function notRegular(stat: SpecialKind): string {
  const kind = stat.isFIFO()
    ? 'a named pipe'
    : stat.isCharacterDevice() || stat.isBlockDevice()
      ? 'a device'
      : stat.isSocket()
        ? 'a socket'
        : 'not a regular file';
  return `it is ${kind}, not a regular file`;
}

function overLimit(size: number): string {
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  return `it is ${mb(size)} MB, ${mb(size - MAX_INPUT_BYTES)} MB over the ${MAX_INPUT_BYTES / 1024 / 1024} MB limit`;
}

/** A file that exists but was not read, and why (`reason`, such as "it is a named pipe, not a regular file"). */
export class FileRefusedError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`"${file}" was not read: ${reason}`);
    this.name = 'FileRefusedError';
  }
}

/** Why a read failed because the file was refused, or undefined (it is missing, or another error). */
export function refusalOf(error: unknown): ReadRefusal | undefined {
  return error instanceof FileRefusedError ? { refused: error.reason, fix: error.fix } : undefined;
}

/**
 * How spec and other files that docs.json names are read: `file` relative to `root`, as UTF-8,
 * never outside the root, never a pipe, a device or a file over `MAX_INPUT_BYTES` (the promise
 * rejects with a `FileRefusedError` saying why, which loaders pass on; a missing file rejects
 * with a plain error).
 */
export function docsFileReader(root: string): (file: string) => Promise<string> {
  return async (file) => {
    const path = resolve(root, file);
    const inside = relative(root, path);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside))
      throw new FileRefusedError(file, 'it is outside the docs root', FIXES.outside);
    // Nor through a symbolic link whose target lies outside the root.
    const real = realPathInsideRoot(realRootOf(root), file);
    if (real === undefined && existsAt(path))
      throw new FileRefusedError(
        file,
        'it leads outside the docs root (a symbolic link)',
        FIXES.outside,
      );
    const text = readTextFile(real ?? path, { explain: true });
    if (text === undefined) throw new Error(`"${file}" cannot be read`);
    if (typeof text !== 'string') throw new FileRefusedError(file, text.refused, text.fix);
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
