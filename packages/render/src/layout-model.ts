import type { ContextualMenu, ContextualMenuView } from './contextual/contextual-menu-model.js';
import type { IntegrationTags } from './integrations/integration-tags.js';
import type { SiteOrganization } from './structured-organization.js';

/**
 * What one rendered page of the site shows, as plain data: the page layout's input.
 * The build maps the site model and a compiled page to this; the layout never looks
 * anything up itself.
 */

import type { ThemeName } from './layout/theme-layout.js';

/** An icon as docs.json gives it: a name from the icon library, a URL, or a repo path. */
export type IconSpec =
  string | { readonly name: string; readonly style?: string; readonly library?: string };

export interface LinkItem {
  readonly label: string;
  readonly href: string;
  readonly icon?: IconSpec | undefined;
  /** Opens outside the site. */
  readonly external?: boolean;
  /** The icon's colour in each mode (docs.json `color` of an anchor, a dropdown or a product). */
  readonly color?: { readonly light?: string; readonly dark?: string } | undefined;
}

export interface ThemedImage {
  readonly light: string;
  readonly dark: string;
}

export interface SiteChrome {
  readonly name: string;
  /** docs.json's `seo.organization`, the publisher in every page's structured data. */
  readonly organization?: SiteOrganization | undefined;
  /** docs.json `theme`: the layout variant and stylesheet the pages use (`<html data-theme>`); absent: `mint`. */
  readonly theme?: ThemeName | undefined;
  readonly description?: string | undefined;
  /** Absolute base URL of the deployed site, for canonical and Open Graph URLs. */
  readonly baseUrl?: string | undefined;
  /** The site has a `/sitemap.xml` (written by the build, or the docs' own); pages link it only then. */
  readonly sitemap?: boolean | undefined;
  /**
   * The path the site is served under (`/docs`; absent at the root): every link and asset URL of the
   * layout model is already under it; the page names it in `<html data-base-path>` for the runtime.
   */
  readonly basePath?: string | undefined;
  readonly logo?: (ThemedImage & { readonly href?: string | undefined }) | undefined;
  readonly favicon?: ThemedImage | undefined;
  readonly colors: {
    readonly primary: string;
    readonly light?: string | undefined;
    readonly dark?: string | undefined;
  };
  readonly appearance: { readonly default: 'system' | 'light' | 'dark'; readonly strict: boolean };
  readonly fonts?:
    { readonly heading?: FontSpec | undefined; readonly body?: FontSpec | undefined } | undefined;
  readonly background?:
    | {
        readonly image?: ThemedImage | undefined;
        readonly decoration?: 'gradient' | 'grid' | 'windows' | undefined;
        readonly color?:
          { readonly light?: string | undefined; readonly dark?: string | undefined } | undefined;
      }
    | undefined;
  readonly banner?:
    | {
        readonly html: string;
        readonly dismissible: boolean;
        readonly type?: string | undefined;
        readonly id: string;
        /** docs.json `banner.color`: the background in each mode, in place of the type's. */
        readonly color?: { readonly light: string; readonly dark: string } | undefined;
      }
    | undefined;
  readonly navbarLinks: readonly LinkItem[];
  readonly primary?: (LinkItem & { readonly kind: 'button' | 'github' | 'discord' }) | undefined;
  readonly footer: {
    readonly socials: readonly { readonly key: string; readonly href: string }[];
    readonly columns: readonly {
      readonly header?: string | undefined;
      readonly items: readonly LinkItem[];
    }[];
  };
  readonly searchPrompt?: string | undefined;
  readonly metatags: Readonly<Record<string, string>>;
  /** Pages name their generated Open Graph image (`thumbnailPathOf`) unless they set `og:image`: docs.json `thumbnails`, in a build. */
  readonly thumbnails?: boolean | undefined;
  /** docs.json `seo.paths`: the meta tags of the pages at or under each path (`/api`); the longest path wins. */
  readonly pathMetatags?:
    | readonly { readonly path: string; readonly metatags: Readonly<Record<string, string>> }[]
    | undefined;
  /** docs.json `contextual`: the menu of page actions every page shows unless its frontmatter says otherwise. */
  readonly contextual?: ContextualMenu | undefined;
  /** The absolute URL the site is published at, under its base path (`https://acme.dev/docs`: `--base-url`, else `seo.metatags.canonical`), when known: pages' public URLs start with it. */
  readonly siteUrl?: string | undefined;
  /** The site's MCP server, when it has one: its URL and its name in an editor's MCP list. */
  readonly mcp?: { readonly url: string; readonly name: string } | undefined;
  /** docs.json `integrations`: the analytics and support tags every page carries (none under `quire dev` unless asked). */
  readonly integrations?: IntegrationTags | undefined;
}

export interface FontSpec {
  readonly family: string;
  readonly weight?: number | undefined;
  readonly source?: string | undefined;
  readonly format?: 'woff' | 'woff2' | undefined;
}

/** One entry of the sidebar tree. */
export type SidebarNode =
  | {
      readonly kind: 'group';
      /** The group's place in its sidebar (`0.2`: the third entry of the first), the same on every page. */
      readonly id?: string | undefined;
      readonly label: string;
      readonly icon?: IconSpec | undefined;
      readonly tag?: string | undefined;
      /** Page opened by the group title. */
      readonly root?: { readonly href: string; readonly active: boolean } | undefined;
      /** Nested groups may collapse; top-level groups are always open. */
      readonly collapsible: boolean;
      readonly open: boolean;
      readonly children: readonly SidebarNode[];
    }
  | {
      readonly kind: 'page';
      readonly label: string;
      readonly href: string;
      readonly icon?: IconSpec | undefined;
      readonly tag?: string | undefined;
      readonly method?: string | undefined;
      readonly deprecated?: boolean | undefined;
      readonly active: boolean;
      readonly external?: boolean | undefined;
    };

/** A division switcher above the sidebar: anchors list, dropdown, products, menu. */
export interface DivisionList {
  readonly kind: 'anchors' | 'dropdown' | 'products' | 'menu';
  readonly items: readonly (LinkItem & {
    readonly active: boolean;
    readonly description?: string | undefined;
  })[];
}

export interface Switcher {
  readonly label: string;
  readonly items: readonly {
    readonly label: string;
    readonly tag?: string | undefined;
    readonly href: string;
    readonly active: boolean;
  }[];
}

export interface TocEntry {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

export interface PageView {
  readonly url: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly mode: 'default' | 'wide' | 'custom' | 'frame' | 'center';
  /** The section name above the title (styling.eyebrows = section). */
  readonly eyebrow?: string | undefined;
  /** The navigation path above the title (styling.eyebrows = breadcrumbs). */
  readonly breadcrumbs?:
    readonly { readonly label: string; readonly href?: string | undefined }[] | undefined;
  readonly toc: readonly TocEntry[];
  readonly prev?: LinkItem | undefined;
  readonly next?: LinkItem | undefined;
  readonly contentHtml: string;
  /** Request/response examples pinned beside the content. */
  readonly asideHtml?: string | undefined;
  readonly noindex?: boolean | undefined;
  readonly keywords?: readonly string[] | undefined;
  readonly canonical?: string | undefined;
  readonly metatags: Readonly<Record<string, string>>;
  readonly jsonLd?: unknown;
  /** A notice shown above the content (for example an unresolved reference in `build`). */
  readonly notices?: readonly string[] | undefined;
  /** The page's RSS feed (a changelog of `<Update>`s); `button`: frontmatter `rss: true` shows a link to it. */
  readonly feed?: { readonly href: string; readonly button: boolean } | undefined;
  /** "Last modified on …" under the content (`metadata.timestamp`), as an ISO 8601 date. */
  readonly lastModified?: string | undefined;
  /** The contextual menu of page actions, where `display` puts it. */
  readonly contextual?: ContextualMenuView | undefined;
  /** The language of the content when it is not the page's (a stand-in for an untranslated page). */
  readonly contentLang?: string | undefined;
}

export interface LayoutModel {
  readonly site: SiteChrome;
  readonly page: PageView;
  readonly tabs: readonly (LinkItem & { readonly active: boolean })[];
  readonly divisions: readonly DivisionList[];
  readonly globalAnchors: readonly LinkItem[];
  /** The sidebar this page carries: all of it, or (with `sharedSidebar`) the current section and the first page of the others. */
  readonly sidebar: readonly SidebarNode[];
  /**
   * The whole sidebar, in a file shared by the pages of the tree: the client renders it in place of the section.
   * `src` is a site path (the runtime places it under the base path).
   */
  readonly sharedSidebar?: { readonly src: string; readonly key: string } | undefined;
  readonly versions?: Switcher | undefined;
  readonly languages?: Switcher | undefined;
  /** The current language's banner (replaces the site banner). */
  readonly languageBanner?:
    | {
        readonly html: string;
        readonly dismissible: boolean;
        readonly id: string;
        readonly color?: { readonly light: string; readonly dark: string } | undefined;
      }
    | undefined;
  readonly assets: {
    readonly css: readonly string[];
    readonly js: readonly string[];
    readonly modules: readonly string[];
  };
  /** Language code for `<html lang>`. */
  readonly lang: string;
  /** The route's language and version as docs.json names them (`data-language`, `data-version`: search picks its index by them). */
  readonly language?: string | undefined;
  readonly version?: string | undefined;
  readonly drilldown: boolean;
}
