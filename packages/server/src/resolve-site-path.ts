import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';

/**
 * The file under `root` that a URL path names, or undefined when it does not exist or
 * would leave the root (encoded `..`, NUL bytes, absolute paths, symlinks pointing out).
 * `root` must already be a real path.
 */
export async function resolveSitePath(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) return undefined;
  const candidate = join(root, ...segments);
  try {
    const real = await realpath(candidate);
    if (real !== root && !real.startsWith(root + sep)) return undefined;
    const info = await stat(real);
    return info.isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}
