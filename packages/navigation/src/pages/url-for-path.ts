/** The URL of a page path (no extension): `/<path>`, with `index` as `/` and `x/index` as `/x`. */
export function urlForPath(path: string): string {
  if (path === 'index' || path === '') return '/';
  if (path.endsWith('/index')) return `/${path.slice(0, -'/index'.length)}`;
  return `/${path}`;
}
