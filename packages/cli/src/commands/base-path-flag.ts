// Light to import: `quire build` reads its flags before it loads the build.
import { basePathOfUrl, parseBasePath } from '@quire/navigation/site-path';

/** The help text of `quire build --base-path`. */
export const BASE_PATH_HELP =
  'the path the site is served under, such as /docs (/ for the root); default: the path of --base-url or of seo.metatags.canonical';

/**
 * Why `--base-path` (with `--base-url`) cannot be used, for a usage error; undefined when it can.
 * A base URL with a path names the base path too: the two must agree.
 */
export function basePathFlagProblem(
  command: string,
  basePath: string | undefined,
  baseUrl?: string | undefined,
): string | undefined {
  const flag = basePath === undefined ? undefined : parseBasePath(basePath);
  if (flag && 'problem' in flag) return `quire ${command}: --base-path ${flag.problem}\n`;
  const url = baseUrl?.trim();
  if (url === undefined || !/^https?:\/\//i.test(url)) return undefined;
  const fromUrl = basePathOfUrl(url);
  if (!flag)
    return 'problem' in fromUrl
      ? `quire ${command}: the path of --base-url cannot be a base path: ${fromUrl.problem} Pass --base-path with the path the site is served under.\n`
      : undefined;
  if ('basePath' in fromUrl && fromUrl.basePath !== '' && fromUrl.basePath !== flag.basePath)
    return `quire ${command}: --base-url ${url} is under ${fromUrl.basePath}, but --base-path says ${flag.basePath || '/'}. Give one of them, or make them agree.\n`;
  return undefined;
}

/** How a build or preview names where it is served, for its summary line (`''` at the root). */
export function servedUnder(basePath: string, from: string): string {
  if (basePath === '') return '';
  const source =
    from === 'canonical'
      ? ', from seo.metatags.canonical'
      : from === 'base-url'
        ? ', from --base-url'
        : '';
  return ` under ${basePath}/${source}`;
}
