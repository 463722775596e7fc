import { sectionRedirects } from './section-redirects.js';
import { join, resolve } from 'node:path';
import { countDiagnostics, withoutRepeats, type Diagnostic } from '@quire/diagnostics';
import { loadLinkCheck } from '@quire/links';
import { loadSiteModel, underBasePath } from '@quire/navigation';
import { createFetchRemote } from '@quire/openapi';
import { codeThemesOfConfig, createBuildContext } from './build-context.js';
import { frontmatterCacheIn } from './code-fingerprint.js';
import { loadLastModified } from './git-last-modified.js';
import { needsLastModified } from './page-last-modified.js';
import { leftOutDiagnostics } from './left-out-diagnostics.js';
import { homeRedirect, renderNotFoundPage } from './not-found-page.js';
import { renderRedirectPage } from '@quire/render';
import { renderAll, renderLanes, type RenderAllResult } from './render-all.js';
import { defaultCacheDir, defaultWorkers, startBuildPool } from './build-pool.js';
import type { RenderPool } from './render-pool.js';
import { writeRenderManifest } from './render-reuse.js';
import { createSearchIndexCache } from './search-index-cache.js';
import { writeSearchIndexes } from './search-indexes.js';
import { siteSpecFiles } from './site-spec-files.js';
import { writeSiteAssets } from './site-assets.js';
import { redirectsOf, writeSiteOutputs } from './site-outputs.js';
import { noSitemapDiagnostic } from './sitemap-base-url.js';
import { resolveSiteAddress, type SiteAddress } from './site-address.js';
import { pageAnchors } from './page-anchors.js';
import { planSkills } from './plan-skills.js';
import { telemetryOff } from './telemetry-off.js';
import { playgroundServers } from './playground-servers.js';
import { createStagingDir } from './staging-dir.js';
import { drawsThumbnails } from './thumbnail-look-of-config.js';
import { writeThumbnails, type ThumbnailsResult } from './write-thumbnails.js';
import { keepBuildChecks } from './validate/checks-of-build.js';
import { copyStaticFiles } from './static-files.js';

export interface BuildOptions {
  /** The docs root (where docs.json is). */
  readonly root: string;
  /** Output folder; default `<root>/dist`. */
  readonly outDir?: string;
  /** Compiled-page cache; default `<root>/.quire/cache`. */
  readonly cacheDir?: string;
  /** Fail on warnings too. */
  readonly strict?: boolean;
  /** Absolute URL the site is deployed at (canonical links, sitemap). */
  readonly baseUrl?: string;
  /** The path the site is served under (`/docs`; `/` for the root); default the path of `baseUrl` or of `seo.metatags.canonical` (see `resolveSiteAddress`). */
  readonly basePath?: string;
  /** Fetch remote specs (default true; offline they come from the cache or give warnings). */
  readonly network?: boolean;
  readonly onProgress?: (done: number, total: number) => void;
  /** Pages rendered at once (default: the cores, at most 4): this thread and a worker for each other one; small sites render in this thread alone. */
  readonly workers?: number;
  /** Workers already started for this build (`startBuildPool` with the same root, cache folder and workers); the build ends them. */
  readonly pool?: RenderPool | undefined;
}

export interface BuildResult {
  readonly ok: boolean;
  readonly outDir: string;
  readonly diagnostics: readonly Diagnostic[];
  /**
   * `compiled`/`cached`: pages and snippets compiled or taken from the cache; `reused`: pages copied from the previous
   * output; `searchReused`: search indexes (one per language × version) taken from the cache, their pages unchanged.
   */
  /** The path the site was built for (`''`: the root), and what gave it. */
  readonly basePath: string;
  readonly basePathFrom: SiteAddress['basePathFrom'];
  readonly stats: {
    readonly pages: number;
    readonly endpoints: number;
    readonly files: number;
    readonly compiled: number;
    readonly cached: number;
    readonly reused: number;
    readonly searchReused: number;
    /** Open Graph images (docs.json `thumbnails`) drawn by this build, and taken from the cache. */
    readonly thumbnails: { readonly drawn: number; readonly cached: number };
  };
}

/**
 * Builds the site: every route to `<url>/index.html` and `<url>.md`, assets, search indexes,
 * sitemap, llms.txt, redirects, 404. Written beside the old output and swapped in only when
 * there is no error (no warning either under `strict`).
 */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const root = resolve(options.root);
  const outDir = resolve(options.outDir ?? join(root, 'dist'));
  const cacheDir = resolve(options.cacheDir ?? defaultCacheDir(root));
  const workers = options.workers ?? defaultWorkers();
  const pool = options.pool ?? startBuildPool({ root, cacheDir, workers });
  const loaded = await loadSiteModel(root, {
    cacheDir,
    frontmatterCache: frontmatterCacheIn(cacheDir),
    ...(options.network === false ? {} : { fetchRemote: createFetchRemote() }),
  }).catch((error: unknown) => {
    pool?.close();
    throw error;
  });
  const diagnostics: Diagnostic[] = [
    ...loaded.diagnostics,
    ...leftOutDiagnostics(loaded.leftOut ?? []),
  ];
  const empty = {
    pages: 0,
    endpoints: 0,
    files: 0,
    compiled: 0,
    cached: 0,
    reused: 0,
    searchReused: 0,
    thumbnails: { drawn: 0, cached: 0 },
  };
  const address = resolveSiteAddress(
    loaded.config.value && typeof loaded.config.value === 'object'
      ? (loaded.config.value as Record<string, unknown>)
      : {},
    loaded.config.sources,
    { baseUrl: options.baseUrl, basePath: options.basePath },
  );
  diagnostics.push(...address.diagnostics);
  const { basePath, basePathFrom } = address;
  if (loaded.config.value === undefined || countDiagnostics(diagnostics).errors > 0) {
    pool?.close();
    return { ok: false, outDir, diagnostics, basePath, basePathFrom, stats: empty };
  }
  // A small site renders in this thread alone: the workers started for it end now.
  if (renderLanes(workers, loaded.model.routes.length) < 2) pool?.close();
  const stage = await createStagingDir(outDir);
  let cache: RenderAllResult['cache'] | undefined;
  let drawing: Promise<ThumbnailsResult> | undefined;
  try {
    const assets = await writeSiteAssets(stage, loaded.files, root, {
      codeThemes: codeThemesOfConfig(loaded.config.value),
      specFiles: siteSpecFiles(loaded),
    });
    // One `git log` for the whole site, and only when some page shows a date.
    const dates = needsLastModified(loaded) ? await loadLastModified(root) : undefined;
    diagnostics.push(...(dates?.diagnostics ?? []));
    const lastModified = dates?.dates ?? {};
    const ctx = await createBuildContext(root, loaded, {
      assets,
      baseUrl: address.baseUrl,
      basePath,
      lastModified,
      collectLinks: true,
      integrations: true,
      thumbnails: true,
    });
    diagnostics.push(...ctx.diagnostics);
    for (const [path, json] of ctx.sidebars.forModel(loaded.model).files)
      await stage.write(path, json);
    const routes = [...loaded.model.routes, ...(loaded.model.untranslated ?? [])].filter(
      (r) => r.kind !== 'link',
    );
    const init = {
      root,
      specCacheDir: cacheDir,
      frontmatterCache: frontmatterCacheIn(cacheDir),
      assets,
      baseUrl: address.baseUrl,
      basePath,
      lastModified,
    };
    const {
      rendered,
      diagnostics: pageProblems,
      stats,
      manifest,
      parsedLinks,
      ...all
    } = await renderAll({
      ctx,
      routes,
      stage,
      outDir,
      cacheDir,
      init,
      workers,
      pool,
      onProgress: options.onProgress,
    });
    cache = all.cache;
    // The images are drawn while this thread checks links and writes the indexes: resvg draws on libuv's
    // threads, which would otherwise leave the second core idle in these single-threaded steps.
    drawing = drawsThumbnails(ctx.config)
      ? writeThumbnails(stage, { root, cacheDir, loaded, config: ctx.config, routes, rendered })
      : Promise.resolve({ diagnostics: [], drawn: 0, cached: 0 });
    // Handled where it is awaited; until then a failure must not end the process as an unhandled rejection.
    drawing.catch(() => undefined);
    // A page's frontmatter `openapi` problem is found by loadSiteModel (as `validate` finds it) and again
    // by the page that shows it as a notice: report it once.
    const known = new Set(withoutRepeats(diagnostics));
    diagnostics.push(...withoutRepeats([...known, ...pageProblems]).filter((d) => !known.has(d)));
    const links = await loadLinkCheck(root, {
      loaded,
      severity: 'warning',
      cacheDir,
      parsed: parsedLinks,
      loadAnchors: pageAnchors(rendered),
    });
    diagnostics.push(...links.diagnostics);
    const { userFiles, specFiles, count } = await copyStaticFiles(stage, root, loaded, rendered);
    if (!address.sitemapBaseUrl && !userFiles.has('sitemap.xml'))
      diagnostics.push(noSitemapDiagnostic(loaded.config.sources));
    const outputs = {
      model: loaded.model,
      config: ctx.config,
      rendered,
      baseUrl: address.baseUrl,
      basePath,
      sitemapBaseUrl: address.sitemapBaseUrl,
      specFiles,
    };
    const skills = planSkills(root, outputs, loaded.openapi.specs);
    diagnostics.push(...skills.diagnostics);
    await writeSiteOutputs(stage, { ...outputs, skills: skills.skills }, userFiles);
    const searchCache = createSearchIndexCache(cacheDir);
    await writeSearchIndexes(stage, loaded.model, rendered, searchCache.serialize);
    await stage.write('404.html', renderNotFoundPage(ctx));
    const home = homeRedirect(loaded.model.routes);
    if (home) await stage.write('index.html', renderRedirectPage(underBasePath(basePath, home)));
    // A section's path (`/api`) leads to its first page, unless the docs have a file there.
    const projectFiles = new Set(loaded.files);
    for (const [section, first] of sectionRedirects(loaded.model.routes)) {
      const file = `${section.slice(1)}/index.html`;
      if (!projectFiles.has(file) && !projectFiles.has(`${section.slice(1)}.html`))
        await stage.write(file, renderRedirectPage(underBasePath(basePath, first)));
    }
    const site = {
      ...(typeof ctx.config.name === 'string' ? { name: ctx.config.name } : {}),
      redirects: redirectsOf(ctx.config),
      buildId: manifest.buildId,
      ...(ctx.auth ? { auth: ctx.auth } : {}),
      playgroundServers: playgroundServers(ctx.loaded),
      ...(address.baseUrl ? { siteUrl: address.baseUrl } : {}),
      ...(basePath === '' ? {} : { basePath }),
      ...(telemetryOff(ctx.config) ? { telemetry: false } : {}),
    };
    await stage.write('_quire/site.json', JSON.stringify(site));
    const thumbnails = await drawing;
    diagnostics.push(...thumbnails.diagnostics);
    // The page runtime's one question to a server (assistant, page feedback): on a static host, none.
    await stage.write('_quire/services.json', '{}');
    const counts = countDiagnostics(diagnostics);
    const ok = counts.errors === 0 && !(options.strict && counts.warnings > 0);
    if (ok) {
      await stage.commit();
      await cache.commit();
      await writeRenderManifest(cacheDir, manifest);
      // What `quire validate` would find in these pages: a validate after this build renders none of them again.
      await keepBuildChecks(cacheDir, { ctx, address, rendered, manifest }).catch(() => undefined);
      await links.saveCache();
      searchCache.save();
      loaded.keepFrontmatter?.();
    } else {
      cache.discard();
      await stage.abort();
    }
    const endpoints = routes.filter((r) => r.kind === 'endpoint' || r.kind === 'webhook').length;
    return {
      ok,
      outDir,
      diagnostics,
      basePath,
      basePathFrom,
      stats: {
        pages: routes.length,
        endpoints,
        files: count,
        compiled: stats.compiles,
        cached: stats.hits,
        reused: stats.reused,
        searchReused: searchCache.stats.hits,
        thumbnails: { drawn: thumbnails.drawn, cached: thumbnails.cached },
      },
    };
  } catch (error) {
    cache?.discard();
    // Images still being drawn write into the staging folder: let them end before it is removed.
    await drawing?.catch(() => undefined);
    // What went wrong is the error to report, not a failure to clean up after it.
    await stage.abort().catch(() => undefined);
    throw error;
  } finally {
    pool?.close();
  }
}
