// Imports nothing: the browser runtime reads this module (`@quire/navigation/site-path`) too.

/**
 * A site is served at the root of its origin or under a base path (`/docs`: a GitHub Pages project
 * site, a reverse proxy that sends one path of a domain to the docs). Routes, the search index, the
 * assistant's sources and every JSON file of the site name site paths (`/guide`,
 * `/_quire/search/indexes.json`); what a browser follows by itself (`href`, `src`, `srcset`,
 * `action` in the HTML) is a public path, the site path under the base path (`/docs/guide`). The
 * runtime reads a page's base path from the page (`basePathOfPage`) and places the site paths it
 * fetches or links under it with `underBasePath`, as the build does for the HTML.
 *
 * A base path is `''` at the root, else `/` and segments without a trailing slash (`/docs`, `/a/b`).
 */

/** The attribute of `<html>` that holds the page's base path; absent at the root. */
export const BASE_PATH_ATTRIBUTE = 'data-base-path';

/** A base path read from a flag or a URL, or why it is not one. */
export type BasePathReading = { readonly basePath: string } | { readonly problem: string };

/** Letters, digits and `-._~`: a segment that needs no escaping in a URL, an HTML attribute or a CSS `url()`. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** `docs`, `/docs`, `/docs/` → `/docs`; `''` and `/` → `''` (the root). */
export function parseBasePath(text: string): BasePathReading {
  const trimmed = text.trim().replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return { basePath: '' };
  const segments = trimmed.split('/');
  const bad = segments.find((s) => !SEGMENT.test(s) || s === '.' || s === '..');
  if (bad !== undefined)
    return {
      problem: `"${text}" is not a base path: each segment holds letters, digits and - . _ ~ only (got "${bad}").`,
    };
  return { basePath: `/${segments.join('/')}` };
}

/** The base path named by the path of an absolute URL (`https://acme.github.io/docs/` → `/docs`). */
export function basePathOfUrl(url: string): BasePathReading {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return { problem: `"${url}" is not an absolute URL.` };
  }
  return parseBasePath(pathname);
}

const isRootAbsolute = (href: string) =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/**
 * A link as written (`/guide`, `/_quire/assets/x.css`, `guide`, `#id`, `https://…`) as the browser
 * should follow it: a root-absolute path goes under the base path (`/` → `/docs/`); anything else
 * (relative, a fragment, another origin, `//host`) is left as it is.
 */
export function underBasePath(basePath: string, href: string): string {
  return basePath !== '' && isRootAbsolute(href) ? `${basePath}${href}` : href;
}

/**
 * The site path a request's path names (`/docs/guide` → `/guide`, `/docs` and `/docs/` → `/`), or
 * undefined when it lies outside the base path (`/other`, `/docsx`).
 */
export function withoutBasePath(basePath: string, path: string): string | undefined {
  if (basePath === '') return path;
  if (path === basePath) return '/';
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : undefined;
}

/** The base path a page says it is served under (`<html data-base-path>`); `''` without one. */
export function basePathOfPage(doc: {
  readonly documentElement: { getAttribute(name: string): string | null };
}): string {
  const value = doc.documentElement.getAttribute(BASE_PATH_ATTRIBUTE);
  const reading = value === null ? undefined : parseBasePath(value);
  return reading && 'basePath' in reading ? reading.basePath : '';
}

/** The site path of a site's MCP server (`quire serve`, `quire dev`): under the base path like every other. */
export const MCP_SITE_PATH = '/mcp';

/**
 * The absolute URL of a site's MCP server, from the site's URL under its base path
 * (`https://acme.dev/docs` or `https://acme.dev/docs/` → `https://acme.dev/docs/mcp`). The one
 * derivation for the discovery documents the build writes, those the server answers, and the
 * contextual menu's MCP options (in a page: `mcpUrlOf(location.origin + basePathOfPage(document))`).
 */
export function mcpUrlOf(siteUrl: string): string {
  return `${siteUrl.replace(/[?#].*$/, '').replace(/\/+$/, '')}${MCP_SITE_PATH}`;
}
