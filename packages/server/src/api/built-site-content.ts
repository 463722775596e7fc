import { readFile, stat } from 'node:fs/promises';
import { resolveSitePath } from '../resolve-site-path.js';
import { createSiteContent, type SiteContent } from './site-content.js';

/** The content of a built site folder (`root` a real path), read from disk; a rebuild is picked up on the next request. */
export function builtSiteContent(root: string): SiteContent {
  const read = async (sitePath: string) => {
    const file = await resolveSitePath(root, `/${sitePath}`);
    return file === undefined ? undefined : readFile(file, 'utf8');
  };
  const stamp = async (sitePath: string) => {
    const file = await resolveSitePath(root, `/${sitePath}`);
    if (file === undefined) return undefined;
    const info = await stat(file);
    return `${info.size}:${info.mtimeMs}:${info.ino}`;
  };
  return createSiteContent(read, stamp);
}
