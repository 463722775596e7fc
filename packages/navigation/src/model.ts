/**
 * The site model: which pages exist at which URL, and what every sidebar, tab bar and
 * switcher shows. Plain, serialisable data: everything after navigation reads it.
 */

/** An icon as written in docs.json or frontmatter: a name, URL or path, or a name with style and library. */
export type Icon =
  string | { readonly name: string; readonly style?: string; readonly library?: string };

/** A colour pair of a division (`color: {light, dark}`). */
export interface DivisionColor {
  readonly light?: string;
  readonly dark?: string;
}

/** The divisions of a site. `language` and `version` are switchers: trees are computed per language × version. */
export type DivisionKind =
  'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'menu-item';

/** A link shown on every page (`global`), such as a changelog or a community link. */
export interface GlobalLink {
  readonly kind: 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor';
  readonly label: string;
  readonly href: string;
  readonly icon?: Icon;
  readonly color?: DivisionColor;
  readonly hidden: boolean;
}

/** The `global` links of the root or of a division, by kind. */
export interface GlobalLinks {
  readonly anchors: readonly GlobalLink[];
  readonly tabs: readonly GlobalLink[];
  readonly dropdowns: readonly GlobalLink[];
  readonly products: readonly GlobalLink[];
  readonly languages: readonly GlobalLink[];
  readonly versions: readonly GlobalLink[];
}

/** A tab, anchor, dropdown, product or menu item (and, in the full tree only, a language or version). */
export interface NavDivisionNode {
  readonly kind: DivisionKind;
  /** The label (`tab`, `anchor`, … value); the language code for languages. */
  readonly label: string;
  /** A product's display name (`name`). */
  readonly name?: string;
  readonly description?: string;
  readonly icon?: Icon;
  readonly color?: DivisionColor;
  readonly hidden: boolean;
  /** A tab's `align`. */
  readonly align?: 'start' | 'end';
  /** A link instead of content (external URL or a path inside the site). */
  readonly href?: string;
  /** The URL of the first visible page inside, where selecting the division goes. */
  readonly url?: string;
  readonly global?: GlobalLinks;
  readonly children: readonly NavNode[];
}

export interface NavGroupNode {
  readonly kind: 'group';
  readonly label: string;
  readonly icon?: Icon;
  readonly tag?: string;
  readonly hidden: boolean;
  /** Open by default. Always true for top-level groups; `expanded` (default false) for nested ones. */
  readonly expanded: boolean;
  /** URL of the `root` page, opened when the group title is selected. */
  readonly root?: string;
  readonly children: readonly NavNode[];
}

/** A page in the navigation: an MDX/Markdown file, a generated endpoint or webhook page, or a page that links out. */
export interface NavPageNode {
  readonly kind: 'page' | 'endpoint' | 'webhook' | 'link';
  /** The page's URL on this site. */
  readonly url: string;
  /** The label in the sidebar: `sidebarTitle`, else the title. */
  readonly title: string;
  readonly icon?: Icon;
  readonly tag?: string;
  /** Hidden from the sidebar (frontmatter `hidden`, `x-hidden`); the page is still routed. */
  readonly hidden: boolean;
  readonly deprecated: boolean;
  /** The HTTP method badge of an API page (`GET`, `WEBHOOK`, …). */
  readonly method?: string;
  /** For `link` pages: the external URL (frontmatter `url`). */
  readonly href?: string;
}

export type NavNode = NavDivisionNode | NavGroupNode | NavPageNode;

/** The navigation as shown for one language and one version (language and version levels removed). */
export interface NavTree {
  readonly language?: string;
  readonly version?: string;
  /** The tree shown when nothing is chosen (default language and default version). */
  readonly isDefault: boolean;
  /** The `tag` badge of this tree's version as its own language writes it (languages may tag versions differently). */
  readonly versionTag?: string;
  readonly children: readonly NavNode[];
}

export interface VersionInfo {
  readonly label: string;
  /** Badge shown in the switcher (`tag`, such as "Latest"). */
  readonly tag?: string;
  readonly default: boolean;
  readonly hidden: boolean;
}

export interface LanguageInfo {
  readonly code: string;
  readonly default: boolean;
  readonly hidden: boolean;
  /** The language's `banner` override, as written. */
  readonly banner?: unknown;
  readonly navbar?: unknown;
  readonly footer?: unknown;
}

/** One step of the path from the root to a page: a division or a group. */
export interface NavCrumb {
  readonly kind: DivisionKind | 'group';
  readonly label: string;
  /** A product's display name (`name`), shown instead of its label. */
  readonly name?: string;
  /** A group's search ranking multiplier (`boost`), inherited by the pages below it. */
  readonly boost?: number;
}

/** The operation behind an API page. */
export interface OperationRef {
  /** The spec file relative to the docs root, or its URL. */
  readonly spec: string;
  /** Lowercase HTTP method, or `webhook`. */
  readonly method: string;
  /** The path (or webhook name) as written in the spec. */
  readonly path: string;
}

export type RouteKind = 'page' | 'endpoint' | 'webhook' | 'link';

/** One URL of the site and what is served there. */
export interface Route {
  readonly url: string;
  readonly kind: RouteKind;
  /** The file relative to the docs root, or for generated pages `<spec> <METHOD> <path>`. */
  readonly source: string;
  readonly title: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly icon?: Icon;
  readonly tag?: string;
  /** Not shown in any navigation (not listed, or listed only under hidden elements, or `hidden: true`). */
  readonly hidden: boolean;
  /** Hidden, but kept in search and the sitemap (`searchable: true` on a hidden tab or group). */
  readonly searchable: boolean;
  readonly deprecated: boolean;
  /** External URL of a `link` page (frontmatter `url`). */
  readonly href?: string;
  /** The operation of an API page (generated, or named by frontmatter `openapi`). */
  readonly operation?: OperationRef;
  readonly language?: string;
  readonly version?: string;
  readonly tab?: string;
  readonly anchor?: string;
  readonly dropdown?: string;
  readonly product?: string;
  readonly menuItem?: string;
  /** Divisions and groups from the root to the page, as listed (language and version included). */
  readonly path: readonly NavCrumb[];
  /** What an eyebrow shows: the labels of divisions and groups above the page, switchers excluded. */
  readonly breadcrumbs: readonly string[];
  /** Previous and next page in reading order within the page's sidebar. */
  readonly prev?: { readonly url: string; readonly title: string };
  readonly next?: { readonly url: string; readonly title: string };
  /**
   * A stand-in for a page of the default language that this route's language has not translated: that
   * page (`url`, the language it is written in) shown in this language's navigation with a notice.
   */
  readonly untranslated?: { readonly url: string; readonly language?: string | undefined };
  /** The equivalent page in each language and version of the page's switchers, by label (its own included). */
  readonly equivalents: {
    readonly languages: Readonly<Record<string, string>>;
    readonly versions: Readonly<Record<string, string>>;
  };
}

export interface SiteSettings {
  /** `styling.eyebrows`: `breadcrumbs` shows the full path above the title; undefined when unset. */
  readonly eyebrows?: 'section' | 'breadcrumbs';
  /** `interaction.drilldown`, or the theme's default (`THEME_DEFAULTS`); undefined: off. */
  readonly drilldown?: boolean;
}

export interface SiteModel {
  /** One per URL, in reading order (navigation first, then pages in no navigation). */
  readonly routes: readonly Route[];
  /** One per language × version, the default first. */
  readonly trees: readonly NavTree[];
  readonly languages: readonly LanguageInfo[];
  readonly versions: readonly VersionInfo[];
  readonly global: GlobalLinks;
  readonly settings: SiteSettings;
  /**
   * One route per page of the default language and language that lacks its translation, at the URL the
   * translation would have (`/es/guide` for `/guide`): the language switcher leads there. Kept out of
   * `routes` (no search, sitemap or llms.txt entry); the build renders them, the dev server serves them.
   */
  readonly untranslated?: readonly Route[];
}
