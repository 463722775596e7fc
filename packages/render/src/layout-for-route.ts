import { t } from '@quire/i18n';
import { underBasePath, type Route, type SiteModel } from '@quire/navigation';
import type { LayoutModel, LinkItem, PageView, SiteChrome, TocEntry } from './layout-model.js';
import { bannerFromConfig } from './chrome-from-config.js';
import { chromeForLanguage } from './chrome-links.js';
import { htmlUnderBasePath } from './html-under-base-path.js';
import type { ContextualMenu } from './contextual/contextual-menu-model.js';
import { contextualForPage } from './contextual/contextual-for-page.js';
import { htmlLang } from './language-names.js';
import {
  navigationView,
  treeForRoute,
  type NavigationView,
  type SidebarMemo,
} from './navigation-view.js';
import { metatagsForPath } from './path-metatags.js';
import { organizationNode } from './structured-organization.js';
import { sidebarSection } from './sidebar-section.js';

/** What the page itself contributes to its layout (everything else comes from the site model). */
export interface PageContent {
  readonly title: string;
  readonly description?: string | undefined;
  readonly mode?: PageView['mode'] | undefined;
  readonly contentHtml: string;
  readonly asideHtml?: string | undefined;
  readonly toc: readonly TocEntry[];
  readonly noindex?: boolean | undefined;
  readonly keywords?: readonly string[] | undefined;
  readonly canonical?: string | undefined;
  readonly metatags?: Readonly<Record<string, string>> | undefined;
  readonly hideFooterPagination?: boolean | undefined;
  readonly notices?: readonly string[] | undefined;
  readonly jsonLd?: unknown;
  /** The page's own contextual menu (frontmatter `contextual`), in place of the site's. */
  readonly contextual?: ContextualMenu | undefined;
  /** The page's OpenAPI spec as the site serves it (`/openapi.json`, or its URL), for `download-spec`. */
  readonly specUrl?: string | undefined;
  /** The page's RSS feed, when it has `<Update>` entries. */
  readonly feed?: PageView['feed'];
  /** The date the page shows as last modified (ISO 8601); undefined shows none. */
  readonly lastModified?: string | undefined;
}

export interface SiteAssets {
  readonly css: readonly string[];
  readonly js: readonly string[];
  readonly modules: readonly string[];
}

const link = (
  p: { url: string; title: string } | undefined,
  basePath: string,
): LinkItem | undefined =>
  p ? { label: p.title, href: underBasePath(basePath, p.url) } : undefined;

/** The site's assets as pages link them: under the base path. */
const assetsUnder = (assets: SiteAssets, basePath: string): SiteAssets =>
  basePath === ''
    ? assets
    : {
        css: assets.css.map((u) => underBasePath(basePath, u)),
        js: assets.js.map((u) => underBasePath(basePath, u)),
        modules: assets.modules.map((u) => underBasePath(basePath, u)),
      };

function eyebrowFor(model: SiteModel, route: Route): Pick<PageView, 'eyebrow' | 'breadcrumbs'> {
  if (model.settings.eyebrows === 'breadcrumbs')
    return { breadcrumbs: route.breadcrumbs.map((label) => ({ label })) };
  const group = [...route.path].reverse().find((c) => c.kind === 'group');
  return { eyebrow: group?.label };
}

function jsonLd(route: Route, chrome: SiteChrome, page: PageContent): unknown {
  const url = chrome.baseUrl
    ? `${chrome.baseUrl.replace(/\/$/, '')}${route.url}`
    : underBasePath(chrome.basePath ?? '', route.url);
  const organization = organizationNode(chrome);
  const article = {
    '@type':
      route.kind === 'endpoint' || route.kind === 'webhook' || route.operation
        ? 'APIReference'
        : 'TechArticle',
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    url,
    ...(page.lastModified ? { dateModified: page.lastModified } : {}),
    publisher: organization['@id'] ? { '@id': organization['@id'] } : organization,
    isPartOf: {
      '@type': 'WebSite',
      name: chrome.name,
      ...(chrome.baseUrl ? { url: chrome.baseUrl } : {}),
    },
  };
  const crumbs = route.breadcrumbs.map((name, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name,
  }));
  crumbs.push({ '@type': 'ListItem', position: crumbs.length + 1, name: page.title });
  return {
    '@context': 'https://schema.org',
    '@graph': [
      article,
      { '@type': 'BreadcrumbList', itemListElement: crumbs },
      ...(organization['@id'] ? [organization] : []),
    ],
  };
}

/** The page's sidebar: the whole of it, or its section when the whole is in a shared file (`sharedSidebars`, one URL per tree of the model). */
function sidebarOf(
  model: SiteModel,
  route: Route,
  nav: NavigationView,
  sharedSidebars: readonly (string | undefined)[] | undefined,
): Pick<LayoutModel, 'sidebar' | 'sharedSidebar'> {
  const tree = treeForRoute(model, route);
  const src = tree ? sharedSidebars?.[model.trees.indexOf(tree)] : undefined;
  // A hidden page shows the hidden part of the navigation it is in, which the shared sidebar leaves out.
  if (!src || route.hidden) return { sidebar: nav.sidebar };
  const section = sidebarSection(nav.sidebar);
  return section.elided
    ? { sidebar: section.nodes, sharedSidebar: { src, key: nav.sidebarKey } }
    : { sidebar: nav.sidebar };
}

/**
 * The layout model of one route: the site chrome, the navigation around the route, and the page.
 * With `sharedSidebars` (the URL of each tree's shared sidebar file), the page carries only its section of the sidebar;
 * `sidebarMemo` keeps the sidebar groups that do not hold the page from one page to the next (see `SidebarMemo`).
 * Links, assets and the page's own HTML are placed under the chrome's base path (`htmlUnderBasePath`).
 */
export function layoutForRoute(
  model: SiteModel,
  route: Route,
  chrome: SiteChrome,
  page: PageContent,
  assets: SiteAssets,
  sharedSidebars?: readonly (string | undefined)[],
  sidebarMemo?: SidebarMemo,
): LayoutModel {
  const basePath = chrome.basePath ?? '';
  const nav = navigationView(model, route, basePath, sidebarMemo);
  const language = model.languages.find((l) => l.code === route.language);
  const hide = page.hideFooterPagination === true;
  return {
    site: chromeForLanguage(chrome, language),
    page: {
      url: route.url,
      title: page.title,
      description: page.description,
      mode: page.mode ?? 'default',
      ...eyebrowFor(model, route),
      toc: page.toc,
      prev: hide ? undefined : link(route.prev, basePath),
      next: hide ? undefined : link(route.next, basePath),
      contentHtml: htmlUnderBasePath(page.contentHtml, basePath),
      asideHtml:
        page.asideHtml === undefined ? undefined : htmlUnderBasePath(page.asideHtml, basePath),
      // A stand-in for an untranslated page: the page in its own language, under a notice, never indexed.
      noindex: page.noindex || !!route.untranslated,
      keywords: page.keywords,
      canonical: page.canonical,
      // `seo.paths` over the site's meta tags, the page's own frontmatter over both.
      metatags: { ...metatagsForPath(chrome.pathMetatags, route.url), ...page.metatags },
      jsonLd: page.jsonLd ?? jsonLd(route, chrome, page),
      notices: route.untranslated
        ? [t(route.language, 'layout.notTranslated'), ...(page.notices ?? [])]
        : page.notices,
      contentLang: route.untranslated ? htmlLang(route.untranslated.language) : undefined,
      contextual: contextualForPage(chrome, {
        url: route.url,
        contextual: page.contextual,
        specUrl: page.specUrl,
        canonical: page.canonical,
      }),
      lastModified: page.lastModified,
      feed: page.feed,
    },
    tabs: nav.tabs,
    divisions: nav.divisions,
    globalAnchors: model.global.anchors
      .filter((a) => !a.hidden)
      .map((a) => ({
        label: a.label,
        href: underBasePath(basePath, a.href),
        icon: a.icon,
        color: a.color,
        external: /^[a-z]+:/i.test(a.href),
      })),
    ...sidebarOf(model, route, nav, sharedSidebars),
    versions: nav.versions,
    languages: nav.languages,
    // Rendered as the site banner is: inline Markdown, never raw HTML.
    languageBanner: bannerFromConfig(language?.banner, basePath),
    assets: assetsUnder(assets, basePath),
    lang: htmlLang(route.language),
    language: route.language,
    version: route.version,
    drilldown: model.settings.drilldown ?? false,
  };
}
