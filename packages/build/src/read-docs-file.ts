import { readFileSync, realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/** Files larger than this are not read for a thumbnail (a logo, a background, a font). */
const MAX_BYTES = 20 * 1024 * 1024;

export type DocsFile = { readonly data: Uint8Array } | { readonly problem: string };

/** A file of the docs repository named in docs.json (`/images/bg.png`, `images/bg.png`), never one outside the root. */
export function readDocsFile(root: string, path: string): DocsFile {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path))
    return { problem: 'is a URL; Quire renders thumbnails offline and does not download it' };
  try {
    const realRoot = realpathSync(root);
    const file = realpathSync(resolve(root, path.replace(/^\/+/, '')));
    if (!file.startsWith(realRoot + sep)) return { problem: 'is outside the docs folder' };
    if (statSync(file).size > MAX_BYTES) return { problem: 'is larger than 20 MB' };
    return { data: readFileSync(file) };
  } catch {
    return { problem: 'was not found in the docs folder' };
  }
}

export interface ThumbnailProblem {
  readonly code: 'build/thumbnail-image' | 'build/thumbnail-font';
  readonly pointer: string;
  readonly message: string;
  readonly hint: string;
}
