import type { Route } from '@quire/navigation';
import { compileRedirect, type Redirect } from '@quire/render';
import { decodeLinkPart } from './resolve-link.js';

/** What a path of the site is. */
export type TargetMatch =
  | { readonly kind: 'route'; readonly url: string }
  | { readonly kind: 'file' | 'generated' | 'redirect' | 'nav-href' };

export interface LinkTargets {
  /** What the site serves at a decoded path, or undefined when nothing. */
  find(path: string): TargetMatch | undefined;
  /** The URLs of the pages, for suggestions. */
  readonly routeUrls: readonly string[];
  /** The paths of the static files (`/images/a.png`), for suggestions. */
  readonly filePaths: readonly string[];
}

export interface LinkTargetsInput {
  readonly routes: readonly Pick<Route, 'url'>[];
  /** Files of the docs repository that are published as they are (images, downloads, specs), root-relative. */
  readonly staticFiles: readonly string[];
  readonly redirects: readonly Redirect[];
  /** Internal `href`s of the navigation (tabs, anchors, global links) that point outside the pages. */
  readonly navHrefs: readonly string[];
}

/** What every build writes besides the pages (`/` sends the reader to the first page when no page is there). */
const GENERATED = [
  '/',
  '/llms.txt',
  '/llms-full.txt',
  '/.well-known/llms.txt',
  '/.well-known/llms-full.txt',
  '/sitemap.xml',
  '/robots.txt',
  '/404',
];

const normalize = (path: string) => path.split('/').map(decodeLinkPart).join('/');
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * Everything a link may point to: pages (MDX and generated API pages) and their Markdown (`/page.md`),
 * static files, generated files, redirect sources (with `:param` and `*` wildcards) and navigation hrefs.
 * A trailing slash and a final `/index` make no difference, as on the server.
 */
export function createLinkTargets(input: LinkTargetsInput): LinkTargets {
  const routes = new Map<string, string>();
  for (const r of input.routes) routes.set(normalize(r.url), r.url);
  const markdown = new Set([...routes.keys()].map((u) => (u === '/' ? '/index.md' : `${u}.md`)));
  const files = new Set(input.staticFiles.map((f) => `/${f}`));
  const generated = new Set(GENERATED);
  const hrefs = new Set(input.navHrefs.map((h) => trimSlash(normalize(h.split(/[?#]/)[0] ?? h))));
  const redirects = input.redirects.map(compileRedirect);
  return {
    routeUrls: [...routes.values()],
    filePaths: [...files],
    find(path) {
      const clean = trimSlash(path);
      const page = routes.get(clean) ?? routes.get(clean.replace(/\/index$/, '') || '/');
      if (page !== undefined) return { kind: 'route', url: page };
      if (files.has(clean)) return { kind: 'file' };
      if (markdown.has(clean) || generated.has(clean)) return { kind: 'generated' };
      if (hrefs.has(clean)) return { kind: 'nav-href' };
      if (redirects.some((r) => r.pattern.test(path) || r.pattern.test(clean)))
        return { kind: 'redirect' };
      return undefined;
    },
  };
}
