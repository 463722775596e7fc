const trimSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A regular expression for a redirect source, with a named group per parameter:
 * `:name` matches one segment, `:name*` and `*` match any rest (also nothing).
 */
export function redirectSourcePattern(source: string): RegExp {
  let wildcard = 0;
  const escaped = trimSlash(source.trim())
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:([A-Za-z_]\w*)\*/g, '(?:/(?<$1>.*))?')
    .replace(/:([A-Za-z_]\w*)\*/g, '(?<$1>.*)')
    .replace(/:([A-Za-z_]\w*)(?![\w>])/g, '(?<$1>[^/]+)')
    .replace(/(?<![.)])\*/g, () => `(?<_${wildcard++}>.*)`);
  return new RegExp(`^${escaped}/?$`);
}

/** True when a redirect with this `source` applies to `url` (a path such as `/guides/intro`). */
export function redirectMatches(source: string, url: string): boolean {
  return redirectDestination(source, '', url) !== undefined;
}

/**
 * Where a redirect sends `url`: the destination with the source's parameters substituted,
 * or undefined when the redirect does not apply.
 */
export function redirectDestination(
  source: string,
  destination: string,
  url: string,
): string | undefined {
  let match: RegExpExecArray | null;
  try {
    match = redirectSourcePattern(source).exec(trimSlash(url));
  } catch {
    return undefined;
  }
  if (!match) return undefined;
  const groups = match.groups ?? {};
  let wildcard = 0;
  return destination
    .replace(/:([A-Za-z_]\w*)\*?/g, (_all, name: string) => groups[name] ?? '')
    .replace(/\*/g, () => groups[`_${wildcard++}`] ?? '');
}

/** The URL of a page path: `/guides/intro`; `index` is `/` and `x/index` is `/x`. */
export function pageUrl(path: string): string {
  const url = `/${path}`.replace(/\/?index$/, '');
  return url === '' ? '/' : url;
}
