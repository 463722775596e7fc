import { readFile, stat } from 'node:fs/promises';
import { resolveSitePath } from '../resolve-site-path.js';
import { createSiteContent, type SiteContent } from './site-content.js';

/**
 * How long a server goes by what it last saw of a built site's index and manifest files (size,
 * modification time, inode) before it looks again: a rebuild is searched within this bound.
 */
export const SITE_RECHECK_MS = 1000;

interface Seen {
  readonly at: number;
  readonly stamp: Promise<string | undefined>;
}

/**
 * The content of a built site folder (`root` a real path), read from disk. Its search indexes and
 * manifests are read again when their files change, which the server looks at once per
 * `recheckMs` at most (a file's size, modification time and inode), not at every request.
 */
export function builtSiteContent(
  root: string,
  now: () => number,
  recheckMs = SITE_RECHECK_MS,
): SiteContent {
  const read = async (sitePath: string) => {
    const file = await resolveSitePath(root, `/${sitePath}`);
    return file === undefined ? undefined : readFile(file, 'utf8');
  };
  const look = async (sitePath: string) => {
    const file = await resolveSitePath(root, `/${sitePath}`);
    if (file === undefined) return undefined;
    const info = await stat(file);
    return `${info.size}:${info.mtimeMs}:${info.ino}`;
  };
  // Only the few files the server stamps (manifests, index halves) are in here.
  const seen = new Map<string, Seen>();
  const stamp = (sitePath: string) => {
    const at = now();
    const last = seen.get(sitePath);
    if (last && at >= last.at && at - last.at < recheckMs) return last.stamp;
    const fresh: Seen = { at, stamp: look(sitePath) };
    seen.set(sitePath, fresh);
    fresh.stamp.catch(() => {
      if (seen.get(sitePath) === fresh) seen.delete(sitePath);
    });
    return fresh.stamp;
  };
  return createSiteContent(read, stamp);
}
