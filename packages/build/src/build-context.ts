import { createDocsFileReader, createRootEscapeCheck } from '@quire/config';
import {
  authMetaTags,
  builtinComponentNames,
  createIconRegistry,
  createPageSandbox,
  navigationIconProblems,
  readReferenceSettings,
  renderIcon,
  type AuthClientConfig,
  type FrontmatterIcons,
  type IconInput,
  type IconRegistry,
  type PageSandbox,
  type ReferenceSettings,
} from '@quire/components';
import {
  codeThemesFromStyling,
  createCompileCache,
  type CodeThemes,
  createHighlighter,
  loadCustomLanguages,
  createMdxCompiler,
  type CompileCache,
  type CompileCacheData,
  type MdxCompiler,
} from '@quire/mdx';
import { underBasePath, type LoadedSiteModel } from '@quire/navigation';
import { readApiSettings, type ApiSettings } from '@quire/openapi';
import {
  chromeFromConfig,
  createSidebarMemo,
  integrationTags,
  type IconRenderer,
  type SiteAssets,
  type SiteChrome,
  type SidebarMemo,
} from '@quire/render';
import type { Diagnostic } from '@quire/diagnostics';
import { createParsedLinksCollector, type ParsedLinksCollector } from '@quire/links';
import { loadAuthConfig } from './load-auth-config.js';
import { timestampsOfConfig } from './page-last-modified.js';
import { sitemapBaseUrl } from './sitemap-base-url.js';
import { siteContextual, siteMcp } from './site-contextual.js';
import { siteUrlOf } from './site-address.js';
import { createSharedSidebars, type SharedSidebars } from './shared-sidebars.js';
import { drawsThumbnails } from './thumbnail-look-of-config.js';

type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

/** Everything that is the same for every page of one build, created once. */
export interface BuildContext {
  readonly root: string;
  readonly loaded: LoadedSiteModel;
  readonly config: Readonly<Record<string, unknown>>;
  readonly chrome: SiteChrome;
  readonly compiler: MdxCompiler;
  readonly cache: CompileCache;
  readonly icons: IconRegistry;
  /** Where page code (MDX expressions, components, snippets) is evaluated: a realm without Node in it. */
  readonly sandbox: PageSandbox;
  readonly iconLibrary: IconLibrary;
  readonly renderIcon: IconRenderer;
  /** The whole sidebar of each tree, one shared file each (pages carry their section and the file's URL). */
  readonly sidebars: SharedSidebars;
  /** The sidebar groups that do not hold the page, made once for all the pages outside them (see `SidebarMemo`). */
  readonly sidebarMemo: SidebarMemo;
  readonly api: ApiSettings;
  /** docs.json `api` as the endpoint reference and playground read it. */
  readonly reference: ReferenceSettings;
  /** docs.json `auth` with its key loaded (published in every page's `quire-auth` meta tag); undefined without sign-in. */
  readonly auth?: AuthClientConfig | undefined;
  readonly variables: Readonly<Record<string, string>>;
  readonly assets: SiteAssets;
  /** The site's absolute URL (canonical links, Open Graph), under the base path; undefined when not known. */
  readonly baseUrl: string | undefined;
  /** The path the site is served under (`''` at the root, `/docs`): every URL a page writes is under it (`underBasePath`). */
  readonly basePath: string;
  /** Reads a file of the docs repository (snippets); undefined outside the root or when missing. */
  readonly readFile: (file: string) => string | undefined;
  /** Whether a path `readFile` refused leads outside the docs root through a symbolic link. */
  readonly leavesRoot: (file: string) => boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** When each file last changed in git (`loadLastModified`), for the pages that show a date. */
  readonly lastModified: Readonly<Record<string, string>>;
  /** docs.json's `metadata.timestamp`. */
  readonly timestamps: boolean;
  /** Preview as a signed-in reader of these groups (`quire dev --groups`); undefined renders for an anonymous reader, as the build does. */
  readonly groups?: readonly string[] | undefined;
  /** The links of the pages compiled, from the compiler's own syntax trees (with `collectLinks`), for the link check. */
  readonly parsedLinks?: ParsedLinksCollector | undefined;
}

export interface BuildContextOptions {
  readonly assets: SiteAssets;
  readonly groups?: readonly string[] | undefined;
  readonly cacheData?: CompileCacheData | undefined;
  readonly baseUrl?: string | undefined;
  /** The path the site is served under, as `resolveSiteAddress` chose it; default the root. */
  readonly basePath?: string | undefined;
  /** When each file last changed in git; none by default (pages then show only a `lastUpdatedDate`). */
  readonly lastModified?: Readonly<Record<string, string>> | undefined;
  /** Keep the links of every page compiled (`parsedLinks`), so that the build's link check need not parse it again. */
  readonly collectLinks?: boolean | undefined;
  /** Pages carry the analytics and support tags of docs.json `integrations` (the build's output; `quire dev` only with `--integrations`). */
  readonly integrations?: boolean | undefined;
  /** Pages name the Open Graph image the build draws for them (docs.json `thumbnails`; not in `quire dev`). */
  readonly thumbnails?: boolean | undefined;
  /**
   * False: code blocks are not tokenized, and Shiki is not loaded (`quire validate`, which renders pages for their
   * diagnostics and ids only). Default true.
   */
  readonly tokenize?: boolean | undefined;
}

/** The frontmatter of the pages the navigation routes (their icons show in the sidebar). */
function navigationPages(loaded: LoadedSiteModel): Map<string, FrontmatterIcons> {
  const pages = new Map<string, FrontmatterIcons>();
  for (const route of loaded.model.routes) {
    const fm = route.kind === 'page' ? loaded.frontmatter.get(route.source) : undefined;
    if (fm) pages.set(route.source, fm);
  }
  return pages;
}

const record = (v: unknown): Readonly<Record<string, unknown>> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function stringValues(v: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, value] of Object.entries(record(v))) if (typeof value === 'string') out[k] = value;
  return out;
}

/** The code themes docs.json's `styling.codeblocks` asks for (the highlighter's and the site stylesheet's). */
export function codeThemesOfConfig(config: unknown): CodeThemes {
  return codeThemesFromStyling(record(record(config).styling).codeblocks);
}

/** Prepares the shared parts of a build: highlighter, compiler, icons, chrome, settings. */
export async function createBuildContext(
  root: string,
  loaded: LoadedSiteModel,
  options: BuildContextOptions,
): Promise<BuildContext> {
  const config = record(loaded.config.value);
  const styling = record(config.styling);
  const readFile = createDocsFileReader(root);
  // The TextMate grammars of `styling.codeblocks.languages.custom`, read from the docs root.
  const customPaths = record(record(record(styling.codeblocks).languages)).custom;
  const custom = await loadCustomLanguages(
    Array.isArray(customPaths) ? customPaths.filter((p) => typeof p === 'string') : [],
    readFile,
  );
  const highlighter = await createHighlighter({
    themes: codeThemesOfConfig(config),
    tokenize: options.tokenize !== false,
    customLanguages: custom.languages,
  });
  const variables = stringValues(config.variables);
  const parsedLinks = options.collectLinks ? createParsedLinksCollector(config) : undefined;
  const compiler = createMdxCompiler({
    knownComponents: builtinComponentNames,
    variables,
    highlighter,
    math: styling.latex !== false,
    ...(parsedLinks ? { onParse: parsedLinks.onParse } : {}),
  });
  const library = record(config.icons).library;
  const iconLibrary: IconLibrary =
    library === 'lucide' || library === 'tabler' ? library : 'fontawesome';
  const icons = createIconRegistry();
  const baseUrl = options.baseUrl;
  const basePath = options.basePath ?? '';
  const reference = readReferenceSettings(config.api);
  const auth = await loadAuthConfig(root, config, loaded.config.sources);
  // Pages link the sitemap only when the site has one: the build writes it with an absolute base URL, or the docs have their own.
  const sitemap =
    sitemapBaseUrl(config, baseUrl) !== undefined || loaded.files.includes('sitemap.xml');
  const siteUrl = siteUrlOf(config, baseUrl, basePath);
  const mcp = siteMcp(config, siteUrl);
  const contextual = siteContextual(config, loaded.config.sources, mcp);
  const chrome = {
    ...chromeFromConfig(config, baseUrl, basePath),
    sitemap,
    siteUrl,
    contextual: contextual.menu,
    mcp,
    integrations: options.integrations ? integrationTags(config.integrations) : undefined,
    thumbnails: options.thumbnails === true && drawsThumbnails(config),
  };
  // An icon given as a repository path (`/icons/rocket.svg`) is an image the browser fetches.
  const iconRenderer: IconRenderer = (icon, size) =>
    renderIcon((typeof icon === 'string' ? underBasePath(basePath, icon) : icon) as IconInput, {
      library: iconLibrary,
      registry: icons,
      size,
    });
  return {
    root,
    loaded,
    config,
    chrome: auth.config
      ? { ...chrome, metatags: { ...chrome.metatags, ...authMetaTags(auth.config) } }
      : chrome,
    compiler,
    cache: createCompileCache(options.cacheData),
    icons,
    sandbox: createPageSandbox({ icons, iconLibrary }),
    iconLibrary,
    renderIcon: iconRenderer,
    sidebars: createSharedSidebars(iconRenderer, basePath),
    sidebarMemo: createSidebarMemo(),
    api: { ...readApiSettings(config.api), ...(baseUrl ? { siteUrl: baseUrl } : {}) },
    reference,
    ...(auth.config ? { auth: auth.config } : {}),
    variables,
    assets: options.assets,
    baseUrl,
    basePath,
    readFile,
    lastModified: options.lastModified ?? {},
    timestamps: timestampsOfConfig(config),
    leavesRoot: createRootEscapeCheck(root),
    diagnostics: [
      ...custom.diagnostics,
      ...highlighter.diagnostics,
      ...auth.diagnostics,
      ...contextual.diagnostics,
      ...navigationIconProblems({
        config,
        locate: loaded.config.sources.locate,
        pages: navigationPages(loaded),
        library: iconLibrary,
        registry: icons,
      }),
    ],
    ...(options.groups ? { groups: options.groups } : {}),
    ...(parsedLinks ? { parsedLinks } : {}),
  };
}
