import { readFileSync } from 'node:fs';

/** Reads a UTF-8 file; undefined when it does not exist, is a folder or cannot be read. */
export function readTextFile(absolutePath: string): string | undefined {
  try {
    return readFileSync(absolutePath, 'utf8');
  } catch {
    return undefined;
  }
}
