import {
  codeThemesOfConfig,
  createBuildContext,
  loadLastModified,
  needsLastModified,
  readCompileCache,
  renderNotFoundPage,
  renderRoute,
  resolveSiteAddress,
  type BuildContext,
  type RenderedRoute,
} from '@quire/build';
import { listProjectFiles } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import { createRecentCache } from '@quire/search';
import { sitePathOf } from '@quire/server';
import { applySourceChanges, type FileChange } from './apply-source-changes.js';
import { createDevAssets, type DevAssets } from './dev-assets.js';
import { createSourceReader, toDevError, type DevError } from './dev-error.js';
import type { MemoryStage } from './memory-stage.js';
import { createProblemTracker, type ProblemChange } from './problem-tracker.js';
import { createSearchCache } from './search-cache.js';
import { loadSiteSources, resolveSite, type SiteSources, type SpecAccess } from './site-sources.js';
import { updateScope, type UpdateScope } from './update-scope.js';

/** Recently rendered routes kept, newest last: bounded so that a large site is never held in memory whole. */
const RENDERS_KEPT = 64;

export interface DevSiteOptions {
  readonly root: string;
  readonly access: SpecAccess;
  readonly groups?: readonly string[] | undefined;
  /**
   * `--base-path`: the path the preview is served under; default the path of `seo.metatags.canonical`
   * as docs.json says it when the preview starts (it stays for the session).
   */
  readonly basePath?: string | undefined;
  /** Pages carry docs.json's `integrations` tags (analytics, support widgets); off by default in a preview. */
  readonly integrations?: boolean | undefined;
  /** Where `quire build` keeps compiled pages: read at start (never written, the build owns it). */
  readonly cacheDir: string;
  /** Told when problems appear or the set of errors changes (rendering a page on request finds them too). */
  readonly onProblems?: ((change: ProblemChange) => void) | undefined;
}

/** What one batch of changes did: the new version of the site, and what open pages should do. */
export interface DevUpdate {
  readonly version: number;
  readonly scope: UpdateScope;
  readonly files: readonly string[];
}

/** The site the dev server shows: loaded once, updated per change, pages rendered on demand exactly as the build renders them. */
export interface DevSite {
  readonly root: string;
  readonly stage: MemoryStage;
  version(): number;
  context(): BuildContext;
  route(url: string): Route | undefined;
  render(route: Route): Promise<RenderedRoute>;
  notFoundPage(): string;
  /** Whether a file of the docs root is published as it is (not a page source, docs.json, or an ignored file). */
  servable(file: string): boolean;
  searchFiles(): Promise<ReadonlyMap<string, string>>;
  /**
   * A file a rendered page needs beside its HTML (a gated playground's spec, `/_quire/playground/<id>.json`),
   * as the page renders now; undefined when no page rendered in this session names it.
   */
  pageFile(urlPath: string): Promise<string | undefined>;
  /** Every current error (docs.json, navigation, specs, and the pages rendered since they changed). */
  errors(): DevError[];
  /** Diagnostics in the overlay's form, with code frames; `page`: the URL of the page that found them. */
  describe(diagnostics: readonly Diagnostic[], page?: string): DevError[];
  apply(changes: readonly FileChange[]): Promise<DevUpdate>;
}

const SITE = '\u0000site';
const SOURCE = /\.(mdx|md|jsx|tsx)$/i;

interface State {
  sources: SiteSources;
  loaded: LoadedSiteModel;
  ctx: BuildContext;
  routes: Map<string, Route>;
  servable: Set<string>;
  version: number;
}

/** The routes by URL and the files served as they are; kept from `previous` where their inputs are the same objects. */
function indexState(state: Omit<State, 'routes' | 'servable'>, previous?: State): State {
  const { model, config } = state.loaded;
  const routes =
    previous?.loaded.model === model
      ? previous.routes
      : new Map(
          [...model.routes, ...(model.untranslated ?? [])]
            .filter((r) => r.kind !== 'link')
            .map((r) => [r.url, r]),
        );
  const servable =
    previous?.sources.files === state.sources.files && previous.loaded.config === config
      ? previous.servable
      : servableFiles(state.sources.files, new Set(config.texts.keys()));
  return { ...state, routes, servable };
}

const servableFiles = (files: readonly string[], config: ReadonlySet<string>) =>
  new Set(files.filter((f) => !SOURCE.test(f) && !config.has(f)));

async function nextContext(
  state: State,
  loaded: LoadedSiteModel,
  assets: DevAssets,
  reload: boolean,
  groups: DevSiteOptions['groups'],
  integrations: boolean,
): Promise<BuildContext> {
  const files = loaded.files;
  if (reload)
    return createBuildContext(state.sources.root, loaded, {
      assets: assets.assetsFor(files),
      groups,
      basePath: state.ctx.basePath,
      lastModified: state.ctx.lastModified,
      cacheData: state.ctx.cache.toJSON(),
      integrations,
    });
  return { ...state.ctx, loaded, assets: assets.assetsFor(files) };
}

/** Loads a docs root for the dev server (never throws on bad input: problems are diagnostics). */
export async function createDevSite(options: DevSiteOptions): Promise<DevSite> {
  const { root, groups } = options;
  // The stylesheet needs the file list and the code themes of docs.json: written while the compile cache is read.
  const loadWithAssets = async () => {
    const site = await loadSiteSources(root, options.access);
    return {
      ...site,
      assets: await createDevAssets(
        root,
        listProjectFiles(root),
        codeThemesOfConfig(site.loaded.config.value),
      ),
    };
  };
  const [{ sources, loaded, assets }, cacheData] = await Promise.all([
    loadWithAssets(),
    readCompileCache(options.cacheDir),
  ]);
  const address = resolveSiteAddress(
    loaded.config.value && typeof loaded.config.value === 'object'
      ? (loaded.config.value as Record<string, unknown>)
      : {},
    loaded.config.sources,
    { basePath: options.basePath },
  );
  // The git dates are read once, at start (one `git log`); commits made while previewing show after a restart.
  const dates = needsLastModified(loaded) ? await loadLastModified(root) : undefined;
  const ctx = await createBuildContext(root, loaded, {
    assets: assets.assetsFor(loaded.files),
    groups,
    basePath: address.basePath,
    lastModified: dates?.dates,
    cacheData,
    integrations: options.integrations === true,
  });
  let state = indexState({ sources, loaded, ctx, version: 0 });
  const problems = createProblemTracker();
  const renders = createRecentCache<string, Promise<RenderedRoute>>(RENDERS_KEPT);
  const search = createSearchCache();
  const report = (change: ProblemChange) => {
    if (change.added.length > 0 || change.errorsChanged) options.onProblems?.(change);
  };
  const recordSite = () =>
    report(
      problems.record(SITE, [
        ...state.loaded.diagnostics,
        ...address.diagnostics,
        ...(dates?.diagnostics ?? []),
        ...state.ctx.diagnostics,
      ]),
    );
  // Which route's page needs each side file: the file is taken from that page as it renders now.
  const fileOwners = new Map<string, string>();
  const render = (route: Route) =>
    renders.get(route.url, async () => {
      const at = state.version;
      const rendered = await renderRoute(state.ctx, route);
      if (at === state.version) report(problems.record(route.url, rendered.diagnostics));
      for (const file of rendered.files ?? []) fileOwners.set(file.path, route.url);
      return rendered;
    });
  const pageFile = async (urlPath: string) => {
    const path = sitePathOf(urlPath);
    if (path === undefined) return undefined;
    const route = state.routes.get(fileOwners.get(path) ?? '');
    return route ? (await render(route)).files?.find((f) => f.path === path)?.contents : undefined;
  };
  recordSite();
  const describe = (list: readonly Diagnostic[], page?: string) => {
    const read = createSourceReader(root);
    return list.map((d) => toDevError(d, read, page));
  };

  async function apply(changes: readonly FileChange[]): Promise<DevUpdate> {
    const before = {
      model: state.loaded.model,
      chrome: state.ctx.chrome,
      assets: state.ctx.assets,
    };
    const update = await applySourceChanges(state.sources, changes, options.access);
    const loaded = update.resolve
      ? resolveSite(update.sources)
      : { ...state.loaded, frontmatter: update.sources.frontmatter };
    await assets.update(
      update.sources.files,
      changes.map((c) => c.file),
      codeThemesOfConfig(loaded.config.value),
    );
    const ctx = await nextContext(
      state,
      loaded,
      assets,
      update.configChanged,
      groups,
      options.integrations === true,
    );
    state = indexState({ sources: update.sources, loaded, ctx, version: state.version + 1 }, state);
    const scope = updateScope(changes, before, {
      model: loaded.model,
      chrome: ctx.chrome,
      assets: ctx.assets,
    });
    if (scope !== 'none' && scope !== 'style') renders.clear();
    const pages = new Set(changes.filter((c) => c.kind === 'page').map((c) => c.file));
    search.invalidate(
      changes.every((c) => c.kind === 'page' || c.kind === 'static' || c.kind === 'style')
        ? pages
        : 'all',
    );
    recordSite();
    if (problems.retain((source) => source === SITE || state.routes.has(source)))
      report({ added: [], errorsChanged: true });
    // Render at once what changed and what failed, so that problems show without waiting for a request.
    const again = new Set(
      [...state.routes.values()].filter((r) => pages.has(r.source)).map((r) => r.url),
    );
    for (const url of problems.failing()) if (state.routes.has(url)) again.add(url);
    for (const url of again) await render(state.routes.get(url)!);
    return { version: state.version, scope, files: changes.map((c) => c.file) };
  }

  return {
    root,
    stage: assets.stage,
    version: () => state.version,
    context: () => state.ctx,
    route: (url) => state.routes.get(url),
    render,
    notFoundPage: () => renderNotFoundPage(state.ctx),
    servable: (file) => state.servable.has(file),
    searchFiles: () => search.files(state.loaded.model, render),
    pageFile,
    errors: () => {
      const read = createSourceReader(root);
      return problems
        .errors()
        .map(({ source, diagnostic }) =>
          toDevError(diagnostic, read, source === SITE ? undefined : source),
        );
    },
    describe,
    apply,
  };
}
