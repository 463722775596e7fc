import type { Diagnostic } from '@quire/diagnostics';
import type { ExtractedLinks } from '@quire/links';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import { createBuildContext } from '../build-context.js';
import { frontmatterCacheIn } from '../code-fingerprint.js';
import { readCompileCache } from '../compile-cache-file.js';
import { renderChunk } from '../render-chunk.js';
import { renderLanes } from '../render-all.js';
import { renderWorkerScript, startRenderPool } from '../render-pool.js';
import { renderRoutesInProcess, type RouteSummary } from '../render-routes.js';
import { discardingWriter } from '../site-writer.js';
import type { WorkerInit } from '../worker-messages.js';
import type { PageFindings } from './check-manifest.js';
import { compileMarkupFiles } from './compile-markup-files.js';

/** A page or file checked now: what rendering it found, and the files it was made from. */
export type PageCheck = PageFindings;

export interface PageChecker {
  /** The problems of the site as a whole the build reports with its pages (code themes, auth key, navigation icons). */
  readonly siteDiagnostics: readonly Diagnostic[];
  /**
   * Renders the routes as the build does (code not tokenized, nothing written): over workers started now (one per
   * core beyond this thread, for enough routes) and this thread.
   */
  checkRoutes(routes: readonly Route[]): Promise<{
    readonly pages: ReadonlyMap<string, PageCheck>;
    readonly links: ReadonlyMap<string, ExtractedLinks>;
    /** Files compiled now (the others came from the build's compile cache, or were compiled for another page). */
    readonly compiled: number;
  }>;
  /** Compiles markup files that no page uses, on their own, as the build would compile them for a page. */
  checkFiles(files: readonly string[]): Promise<ReadonlyMap<string, PageCheck>>;
}

const NO_ASSETS = { css: [], js: [], modules: [] };

const checkOf = (summary: RouteSummary): PageCheck => ({
  diagnostics: summary.diagnostics,
  anchors: summary.anchors,
  inputs: summary.inputs,
});

/**
 * What `quire validate` checks pages with: the build's own context and renderer (so each page's problems have the
 * build's code and place), with code blocks left untokenized, since only the problems and the ids are kept.
 */
export async function createPageChecker(
  root: string,
  loaded: LoadedSiteModel,
  options: {
    readonly workers: number;
    readonly cacheDir: string | undefined;
    readonly basePath: string;
  },
): Promise<PageChecker> {
  // The pages a build compiled into this cache folder (code tokenized) are not compiled again: see createMdxCompiler.
  const cacheData = options.cacheDir ? await readCompileCache(options.cacheDir) : undefined;
  const ctx = await createBuildContext(root, loaded, {
    assets: NO_ASSETS,
    cacheData,
    basePath: options.basePath,
    collectLinks: true,
    tokenize: false,
  });
  const byUrl = new Map(loaded.model.routes.map((r) => [r.url, r]));
  return {
    siteDiagnostics: ctx.diagnostics,
    async checkRoutes(routes) {
      const lanes = renderLanes(options.workers, routes.length);
      const script = renderWorkerScript();
      if (lanes < 2 || !script || options.cacheDir === undefined) {
        const summaries = await renderRoutesInProcess(ctx, routes, discardingWriter);
        const pages = new Map(summaries.map((s) => [s.url, checkOf(s)]));
        const compiled = ctx.cache.stats.compiles;
        return { pages, links: new Map(ctx.parsedLinks?.take()), compiled };
      }
      const init: WorkerInit = {
        root,
        specCacheDir: options.cacheDir,
        frontmatterCache: frontmatterCacheIn(options.cacheDir),
        stagingDir: '',
        assets: NO_ASSETS,
        cacheData,
        baseUrl: undefined,
        basePath: options.basePath,
        lastModified: {},
        check: true,
      };
      const workers = startRenderPool(script, init, lanes - 1);
      const local = {
        render: (urls: readonly string[]) => renderChunk(ctx, byUrl, discardingWriter, urls),
        stats: ctx.cache.stats,
      };
      const result = await workers.render(
        init,
        routes.map((r) => r.url),
        lanes - 1,
        { local, onCompiled: () => undefined },
      );
      const pages = new Map(result.summaries.map((s) => [s.url, checkOf(s)]));
      return { pages, links: result.links, compiled: result.stats.compiles };
    },
    checkFiles: (files) => compileMarkupFiles(ctx, files),
  };
}
