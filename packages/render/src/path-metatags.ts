import type { SiteChrome } from './layout-model.js';
import { asArray, asObject, asString } from './read-json.js';

type PathMetatags = NonNullable<SiteChrome['pathMetatags']>;

/** docs.json `seo.paths`: meta tags per path prefix (`/api`), each path written with one leading slash and no trailing one. */
export function pathMetatagsOf(seo: unknown): PathMetatags {
  return asArray(asObject(seo)?.paths).flatMap((entry) => {
    const o = asObject(entry);
    const path = asString(o?.path)?.trim().replace(/^\/*/, '/').replace(/\/+$/, '');
    const tags = asObject(o?.metatags);
    if (path === undefined || !tags) return [];
    const metatags: Record<string, string> = {};
    for (const [k, v] of Object.entries(tags)) if (typeof v === 'string') metatags[k] = v;
    return [{ path: path === '' ? '/' : path, metatags }];
  });
}

/** The meta tags `seo.paths` gives a page at `url` (a site path): those of the longest path it is at or under. */
export function metatagsForPath(
  paths: PathMetatags | undefined,
  url: string,
): Record<string, string> {
  const match = (paths ?? [])
    .filter((p) => p.path === '/' || url === p.path || url.startsWith(`${p.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return { ...match?.metatags };
}
