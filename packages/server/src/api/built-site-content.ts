import { readFile, stat } from 'node:fs/promises';
import { resolveSitePath } from '../resolve-site-path.js';
import { createSiteContent, type SiteContent } from './site-content.js';

/**
 * How long a server goes by what it last saw of a built site's index and manifest files (size,
 * modification time, inode) before it looks again: a rebuild is searched within this bound and the
 * time the look takes (a `stat`, answered in a later turn of the event loop).
 */
export const SITE_RECHECK_MS = 1000;

interface Seen {
  /** When the look began. */
  readonly at: number;
  readonly stamp: Promise<string | undefined>;
  /** Whether the look has answered: its stamp is then given without waiting a turn of the event loop. */
  answered: boolean;
}

/**
 * The content of a built site folder (`root` a real path), read from disk. Its search indexes and
 * manifests are read again when their files change, which the server looks at once per
 * `recheckMs` at most (a file's size, modification time and inode), not at every request. Once a
 * file has been seen, requests never wait for a look: while one is under way they go by what was
 * seen last. (Waiting for it held every request that arrived meanwhile, one in seven under load,
 * for a whole turn of a busy event loop: the API's slowest answers.)
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
  // Only the few files the server stamps (manifests, index halves) are in here: the last look answered (or the
  // first one, under way), and a newer look under way.
  const seen = new Map<string, Seen>();
  const looking = new Map<string, Seen>();
  const start = (sitePath: string, at: number): Seen => {
    const fresh: Seen = { at, stamp: look(sitePath), answered: false };
    fresh.stamp.then(
      () => {
        fresh.answered = true;
        if (looking.get(sitePath) === fresh) looking.delete(sitePath);
        seen.set(sitePath, fresh);
      },
      () => {
        // A failed look is not kept: the next request looks again.
        if (looking.get(sitePath) === fresh) looking.delete(sitePath);
        if (seen.get(sitePath) === fresh) seen.delete(sitePath);
      },
    );
    return fresh;
  };
  const stamp = (sitePath: string) => {
    const at = now();
    const last = seen.get(sitePath);
    if (last && (!last.answered || (at >= last.at && at - last.at < recheckMs))) return last.stamp;
    if (!last) {
      const first = start(sitePath, at);
      seen.set(sitePath, first);
      return first.stamp;
    }
    if (!looking.has(sitePath)) looking.set(sitePath, start(sitePath, at));
    return last.stamp;
  };
  return createSiteContent(read, stamp);
}
