import { underBasePath } from '@quire/navigation';
import type { SiteChrome } from '../layout-model.js';
import type {
  ContextualMenu,
  ContextualMenuView,
  ContextualOption,
} from './contextual-menu-model.js';
import { usesMcp } from './contextual-menu-model.js';

/** The Markdown of the page at `url`, as a site path (`/` is `/index.md`). */
export const markdownPathOf = (url: string): string => `${url === '/' ? '/index' : url}.md`;

/** A custom option's plain link written root-absolute (`/support`) goes under the base path, as every link of a page does. */
const optionUnderBasePath = (o: ContextualOption, basePath: string): ContextualOption =>
  o.kind === 'custom' && !/\$(page|path|mcp)\b/.test(o.href)
    ? { ...o, href: underBasePath(basePath, o.href) }
    : o;

/**
 * The contextual menu one page shows: its own (frontmatter `contextual`) or the site's, with
 * `download-spec` only on a page that has a spec and the MCP options only on a site with an MCP
 * server (the build warns where it leaves one out). What the browser follows (the Markdown, the
 * spec, a custom link) is placed under the chrome's base path; the page's public URL is the site's
 * URL (which holds the base path) and the page's path. Undefined when there is nothing to show.
 */
export function contextualForPage(
  site: SiteChrome,
  page: {
    readonly url: string;
    readonly contextual?: ContextualMenu | undefined;
    readonly specUrl?: string | undefined;
    readonly canonical?: string | undefined;
  },
): ContextualMenuView | undefined {
  const menu = page.contextual ?? site.contextual;
  if (!menu) return undefined;
  const basePath = site.basePath ?? '';
  const options = menu.options
    .filter(
      (o) =>
        !(o.kind === 'builtin' && o.id === 'download-spec' && !page.specUrl) &&
        !(usesMcp(o) && !site.mcp),
    )
    .map((o) => optionUnderBasePath(o, basePath));
  if (options.length === 0) return undefined;
  return {
    display: menu.display,
    options,
    pageUrl:
      page.canonical ??
      (site.siteUrl ? `${site.siteUrl.replace(/\/+$/, '')}${page.url}` : undefined),
    markdownUrl: underBasePath(basePath, markdownPathOf(page.url)),
    specUrl: page.specUrl === undefined ? undefined : underBasePath(basePath, page.specUrl),
    mcpUrl: site.mcp?.url,
    mcpName: site.mcp?.name,
  };
}
