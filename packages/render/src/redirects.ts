import { underBasePath } from '@quire/navigation';

export interface Redirect {
  readonly source: string;
  readonly destination: string;
  /** Default true: 308; false: 307. */
  readonly permanent?: boolean | undefined;
}

export interface CompiledRedirect {
  readonly redirect: Redirect;
  readonly status: 307 | 308;
  readonly pattern: RegExp;
  readonly params: readonly string[];
  readonly wildcard: boolean;
}

const escapeRe = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * Compiles a redirect source: `:name` matches one segment, `:name*` the rest of the path
 * (possibly empty), and a bare `*` any run of characters.
 */
export function compileRedirect(redirect: Redirect): CompiledRedirect {
  const params: string[] = [];
  let re = '';
  const src = redirect.source.length > 1 ? redirect.source.replace(/\/+$/, '') : redirect.source;
  const token = /:([A-Za-z_][A-Za-z0-9_]*)(\*)?|\*/g;
  let last = 0;
  let wildcard = false;
  for (let m = token.exec(src); m; m = token.exec(src)) {
    re += escapeRe(src.slice(last, m.index));
    if (m[0] === '*') {
      re += '(.*)';
      params.push(String(params.length));
      wildcard = true;
    } else if (m[2]) {
      re = re.replace(/\/$/, '');
      re += '(?:/(.*))?';
      params.push(m[1]!);
      wildcard = true;
    } else {
      re += '([^/]+)';
      params.push(m[1]!);
      wildcard = true;
    }
    last = m.index + m[0].length;
  }
  re += escapeRe(src.slice(last));
  return {
    redirect,
    status: redirect.permanent === false ? 307 : 308,
    pattern: new RegExp(`^${re}/?$`),
    params,
    wildcard,
  };
}

/** The destination for `path` (query and hash excluded), or undefined when no redirect matches. */
export function matchRedirect(
  compiled: readonly CompiledRedirect[],
  path: string,
): { location: string; status: 307 | 308 } | undefined {
  for (const c of compiled) {
    const m = c.pattern.exec(path);
    if (!m) continue;
    let location = c.redirect.destination;
    c.params.forEach((name, i) => {
      const value = m[i + 1] ?? '';
      location = location
        .replace(new RegExp(`:${escapeRe(name)}\\*?`, 'g'), value)
        .replace(/\*/, value);
    });
    location = location.replace(/\/{2,}/g, '/').replace(/^(https?:)\//, '$1//');
    if (location.length > 1 && location.endsWith('/') && !c.redirect.destination.endsWith('/'))
      location = location.slice(0, -1);
    return { location, status: c.status };
  }
  return undefined;
}

/**
 * The `_redirects` file (Netlify/Cloudflare syntax) for static hosts. Sources are paths as the host
 * serves the site's files; destinations are where the reader's browser goes, under `basePath`.
 */
export function renderRedirectsFile(redirects: readonly Redirect[], basePath = ''): string {
  return (
    redirects
      .map((r) => {
        const src = r.source.replace(/:([A-Za-z_][A-Za-z0-9_]*)\*/g, '*');
        const dst = underBasePath(basePath, r.destination).replace(
          /:([A-Za-z_][A-Za-z0-9_]*)\*/g,
          ':splat',
        );
        return `${src} ${dst} ${r.permanent === false ? 307 : 308}`;
      })
      .join('\n') + (redirects.length ? '\n' : '')
  );
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An HTML page that sends the browser on, for hosts that ignore `_redirects`. */
export function renderRedirectPage(destination: string): string {
  const d = escapeAttr(destination);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><meta http-equiv="refresh" content="0; url=${d}"><link rel="canonical" href="${d}"><meta name="robots" content="noindex"></head><body><p>This page has moved to <a href="${d}">${d}</a>.</p><script>location.replace(${JSON.stringify(destination).replace(/</g, '\\u003c')}+location.hash)</script></body></html>\n`;
}
