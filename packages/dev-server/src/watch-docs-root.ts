import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createIgnoreFilter, IGNORE_FILE, type IgnoreFilter } from '@quire/config';
import type { ChangeEvent } from './apply-source-changes.js';

/** The ignore rules of a docs root, read again when `.mintignore` changes. */
export interface DocsRootIgnores {
  /** For the watcher: absolute paths. */
  ignored(path: string): boolean;
  reload(): void;
}

function readIgnores(root: string): IgnoreFilter {
  let text = '';
  try {
    text = readFileSync(join(root, IGNORE_FILE), 'utf8');
  } catch {
    // No .mintignore: the default ignores alone.
  }
  return createIgnoreFilter(text);
}

/** The path of `absolute` relative to the docs root with forward slashes, or undefined outside it. */
export function docsRelative(root: string, absolute: string): string | undefined {
  const rel = relative(root, absolute);
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) return undefined;
  return rel.split(sep).join('/');
}

export function createDocsRootIgnores(root: string): DocsRootIgnores {
  let filter = readIgnores(root);
  return {
    ignored(path) {
      const rel = docsRelative(root, path);
      return rel !== undefined && filter(rel);
    },
    reload() {
      filter = readIgnores(root);
    },
  };
}

/** Maps a watcher event to a file event (folders count as files added or deleted: the file list is read again). */
export function fileEvent(event: string): ChangeEvent | undefined {
  if (event === 'add' || event === 'addDir') return 'add';
  if (event === 'unlink' || event === 'unlinkDir') return 'unlink';
  return event === 'change' ? 'change' : undefined;
}
