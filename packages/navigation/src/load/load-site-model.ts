import {
  docsFileReader,
  validateProject,
  type Frontmatter,
  type LeftOutFile,
  type LoadedConfig,
} from '@quire/config';
import { withoutRepeats, type Diagnostic, type Location } from '@quire/diagnostics';
import {
  collectNavigationOpenApi,
  collectOpenApiDiagnostics,
  loadOpenApiIndex,
  specsReached,
  type FetchRemote,
  type FrontmatterOpenApi,
  type OpenApiIndex,
} from '@quire/openapi';
import type { SiteModel } from '../model.js';
import { isPageFile } from '../pages/create-page-index.js';
import { resolveNavigation, type ResolveNavigationInput } from '../resolve-navigation.js';
import { readFrontmatter, type FrontmatterCache } from './frontmatter-cache.js';
import { loadAsyncChannels } from './load-async-channels.js';

export interface LoadSiteModelOptions {
  /** Fetches remote specs; without it they come from `cacheDir` only (offline). */
  readonly fetchRemote?: FetchRemote;
  readonly cacheDir?: string;
  /**
   * Keeps the pages' parsed frontmatter in a cache folder between runs, by path and text. The reads are
   * synchronous: parsing takes the thread anyway, and an asynchronous read is four round trips through
   * libuv's threads per page (a render worker reads the site while the build does).
   */
  readonly frontmatterCache?: FrontmatterCache;
  /** Checks the pages' frontmatter `openapi` references too (default); `dev` reports them with each page instead. */
  readonly pageOpenApi?: boolean;
}

export interface LoadedSiteModel {
  readonly model: SiteModel;
  /** Loading problems of docs.json, navigation problems, and the OpenAPI problems of the navigation (specs, endpoint references). */
  readonly diagnostics: readonly Diagnostic[];
  readonly config: LoadedConfig;
  readonly files: readonly string[];
  /** Dotfiles and links out of the docs root that are not published (`scanProjectFiles`). */
  readonly leftOut?: readonly LeftOutFile[];
  /** The frontmatter of every page file, parsed once (the dev server keeps it and updates it per file). */
  readonly frontmatter: ReadonlyMap<string, Frontmatter>;
  /**
   * With `frontmatterCache`: writes the pages' parsed frontmatter into it when it differs from what was read
   * there. The caller chooses when (the build: once it has succeeded, as its other caches).
   */
  readonly keepFrontmatter?: () => void;
  readonly openapi: OpenApiIndex;
  /** What the model was resolved from: call `resolveNavigation` again with a part replaced to update it. */
  readonly input?: ResolveNavigationInput;
}

const EMPTY_MODEL: SiteModel = {
  routes: [],
  trees: [],
  languages: [],
  versions: [],
  global: { anchors: [], tabs: [], dropdowns: [], products: [], languages: [], versions: [] },
  settings: {},
};

export interface PageOpenApiInput {
  readonly index: OpenApiIndex;
  readonly config: unknown;
  readonly locate: (pointer: string, part?: 'key' | 'value') => Location | undefined;
  readonly frontmatter: ReadonlyMap<string, Frontmatter>;
}

/**
 * The problems of the pages' frontmatter `openapi` references (ambiguous, misnamed or
 * unresolved operations), at the frontmatter value: one check for `validate`, `build` and
 * `dev`. They are warnings: the page is built, with the problem as its notice.
 */
export function pageOpenApiDiagnostics(input: PageOpenApiInput): Diagnostic[] {
  const refs: FrontmatterOpenApi[] = [];
  for (const [file, fm] of input.frontmatter) {
    if (!Object.prototype.hasOwnProperty.call(fm.data, 'openapi')) continue;
    const at = fm.locate('openapi', 'value');
    refs.push({ file, value: fm.data['openapi'], ...(at ? { at } : {}) });
  }
  if (refs.length === 0) return [];
  const { diagnostics } = collectOpenApiDiagnostics({
    index: input.index,
    config: input.config,
    locate: input.locate,
    frontmatter: refs,
  });
  const onPages = diagnostics.filter((d) => d.file !== undefined && input.frontmatter.has(d.file));
  return onPages.map((d) => ({ ...d, severity: 'warning' as const }));
}

/**
 * Loads a docs repository and resolves its site model: docs.json (with `$ref`), the project
 * files, the frontmatter of every page (read once), the OpenAPI index and AsyncAPI channels.
 */
export async function loadSiteModel(
  root: string,
  options: LoadSiteModelOptions = {},
): Promise<LoadedSiteModel> {
  // Every problem of docs.json, with the severity `validate`, `build` and `dev` all give it.
  const project = validateProject(root);
  const { loaded: config, files, leftOut } = project;
  const readText = docsFileReader(root);
  if (config.value === undefined) {
    return {
      model: EMPTY_MODEL,
      diagnostics: project.diagnostics,
      config,
      files,
      leftOut,
      frontmatter: new Map(),
      openapi: { specs: [], sources: new Map() },
    };
  }
  const named = collectNavigationOpenApi(config.value).settings.flatMap((s) =>
    s.sources.map((x) => x.source),
  );
  const { frontmatter, keep: keepFrontmatter } = readFrontmatter(
    root,
    files.filter(isPageFile),
    options.frontmatterCache,
  );
  const pageRefs = [...frontmatter].map(([file, fm]) => ({ file, value: fm.data['openapi'] }));
  const [openapi, channels] = await Promise.all([
    loadOpenApiIndex({
      files,
      readText,
      named,
      fetchRemote: options.fetchRemote,
      cacheDir: options.cacheDir,
      // Spec files nothing reaches are not read (an unused 1 MB spec cost every command seconds).
      reached: specsReached(config.value, files, pageRefs),
    }),
    loadAsyncChannels(root, config.value),
  ]);
  const locate = (pointer: string, part?: 'key' | 'value') => config.sources.locate(pointer, part);
  const input: ResolveNavigationInput = {
    config: config.value,
    files,
    unreadable: project.unreadable,
    frontmatter: (file) => frontmatter.get(file)?.data,
    openapi,
    asyncapi: channels,
    locate,
  };
  const resolved = resolveNavigation(input);
  // The OpenAPI problems of the navigation (specs it names, endpoint references it lists) and of
  // the pages' frontmatter `openapi` references, checked here once for `validate` and `build`.
  const apiProblems = collectOpenApiDiagnostics({ index: openapi, config: config.value, locate });
  const pages =
    options.pageOpenApi === false
      ? []
      : pageOpenApiDiagnostics({
          index: openapi,
          config: config.value,
          locate,
          frontmatter,
        });
  const api = [...apiProblems.diagnostics, ...pages];
  return {
    model: resolved.model,
    diagnostics: withoutRepeats([...project.diagnostics, ...resolved.diagnostics, ...api]),
    config,
    files,
    leftOut,
    frontmatter,
    keepFrontmatter,
    openapi,
    input,
  };
}
