/** Tells whether the playground proxy may send to a URL. */
export type ProxyTargets = (url: string) => boolean;

const ESCAPE = /[.*+?^${}()|[\]\\]/g;
const VARIABLE = '[^/?#.\\\\@]+(?:\\.[^/?#.\\\\@]+)*';

/** A server URL template as a pattern; undefined when it is relative and there is no site URL, or not a URL. */
function templatePattern(template: string, siteUrl: string | undefined): RegExp | undefined {
  let absolute = template;
  if (!/^[a-z][a-z0-9+.-]*:/i.test(template)) {
    if (siteUrl === undefined) return undefined;
    try {
      absolute = new URL(template, siteUrl).toString();
    } catch {
      return undefined;
    }
  }
  const parts = absolute.replace(/\/+$/, '').split(/(\{[^}]+\})/);
  const body = parts
    .map((p) => (p.startsWith('{') ? VARIABLE : p.replace(ESCAPE, '\\$&')))
    .join('');
  return new RegExp(`^${body}(?:[/?#]|$)`, 'i');
}

/**
 * The proxy's allow-list, compiled once: a URL may be reached when it starts with one of the
 * spec servers (URL templates, `{var}` matching one path segment or host label). A relative
 * server (`/v1`) is on the site's own URL (`quire build --base-url`), never on the host a request
 * names; without a site URL relative servers are not reachable. URLs with credentials never are.
 */
export function compileProxyTargets(servers: readonly string[], siteUrl?: string): ProxyTargets {
  const patterns = servers
    .map((s) => templatePattern(s, siteUrl))
    .filter((p): p is RegExp => p !== undefined);
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.username || parsed.password) return false;
    return patterns.some((p) => p.test(parsed.href));
  };
}

/** Whether the proxy may send to `url` (see `compileProxyTargets`). */
export function isProxyTarget(url: string, servers: readonly string[], siteUrl?: string): boolean {
  return compileProxyTargets(servers, siteUrl)(url);
}
