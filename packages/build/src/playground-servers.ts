import type { LoadedSiteModel } from '@quire/navigation';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const urlsOf = (servers: unknown): string[] =>
  Array.isArray(servers)
    ? servers
        .map((s) => obj(s)['url'])
        .filter((u): u is string => typeof u === 'string' && u !== '')
    : [];

/**
 * Every API server the site's playgrounds can send to, for the `quire serve` proxy's allow-list
 * (`playgroundServers` in `_quire/site.json`): the servers of each loaded spec (document, path
 * items, operations), `api.mdx.server`, and the origins of full URLs in `api:` frontmatter.
 */
export function playgroundServers(
  loaded: Pick<LoadedSiteModel, 'openapi' | 'frontmatter' | 'config'>,
): string[] {
  const out = new Set<string>();
  for (const spec of loaded.openapi.specs) {
    if (spec.status !== 'ok') continue;
    urlsOf(spec.document['servers']).forEach((u) => out.add(u));
    for (const item of Object.values(obj(spec.document['paths']))) {
      urlsOf(obj(item)['servers']).forEach((u) => out.add(u));
      for (const method of HTTP_METHODS)
        urlsOf(obj(obj(item)[method])['servers']).forEach((u) => out.add(u));
    }
  }
  const server = obj(obj(obj(loaded.config.value)['api'])['mdx'])['server'];
  for (const s of Array.isArray(server) ? server : [server])
    if (typeof s === 'string' && s !== '') out.add(s);
  for (const fm of loaded.frontmatter.values()) {
    const api = fm.data['api'];
    const url =
      typeof api === 'string' ? /^\s*[A-Za-z]+\s+(https?:\/\/\S+)/.exec(api)?.[1] : undefined;
    if (url) {
      try {
        out.add(new URL(url.replace(/[{}]/g, '_')).origin);
      } catch {
        // Not a URL: no playground for that page either.
      }
    }
  }
  return [...out].sort();
}
