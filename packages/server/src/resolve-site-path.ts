import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * The site path a URL path names (`_quire/playground/x.json`, no leading slash), or undefined
 * when it cannot be decoded or could leave the root (encoded `..`, NUL bytes, backslashes).
 */
export function sitePathOf(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  return segments.some((s) => s === '..') ? undefined : segments.join('/');
}

/** Whether a site path has a segment naming a dotfile or dot-folder (`.env`, `.git/`), which are never sent; `.well-known/` is. */
export function isPrivateSitePath(path: string): boolean {
  return path.split('/').some((s) => s.startsWith('.') && s !== '.well-known');
}

/**
 * The file under `root` that a URL path names, or undefined when it does not exist, is a
 * dotfile (`.env`; `.well-known/` excepted) or would leave the root (encoded `..`, NUL bytes,
 * absolute paths, symlinks pointing out). `root` must already be a real path.
 */
export async function resolveSitePath(root: string, urlPath: string): Promise<string | undefined> {
  const path = sitePathOf(urlPath);
  if (path === undefined || isPrivateSitePath(path)) return undefined;
  const candidate = join(root, ...path.split('/'));
  try {
    const real = await realpath(candidate);
    if (real !== root && !real.startsWith(root + sep)) return undefined;
    const info = await stat(real);
    return info.isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}
