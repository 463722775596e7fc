import type { Route } from '@quire/navigation';

/** In search: listed (or hidden but `searchable`), not `noindex`, not `searchable: false`. */
export function isSearchable(route: Route, fm: Readonly<Record<string, unknown>>): boolean {
  if (fm.noindex === true || fm.searchable === false || fm.hidden === true) return false;
  return !route.hidden || route.searchable;
}
