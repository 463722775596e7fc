import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';
import type { ExtractedLinks } from '@quire/links';
import { createCompileCache, type CompileCacheData, type ModuleRecord } from '@quire/mdx';
import type { Route } from '@quire/navigation';
import type { BuildContext } from './build-context.js';
import { WORKER_THRESHOLD } from './build-pool.js';
import { codeFingerprint, RENDER_PACKAGES } from './code-fingerprint.js';
import {
  createCompileCacheWriter,
  readCompileCache,
  type CompileCacheWriter,
} from './compile-cache-file.js';
import { renderChunk } from './render-chunk.js';
import {
  startRenderPool,
  renderWorkerScript,
  type LocalRenderer,
  type RenderPool,
} from './render-pool.js';
import {
  createFileHasher,
  hashText,
  inputHashes,
  planReuse,
  readBuildId,
  readRenderManifest,
  type RenderManifest,
} from './render-reuse.js';
import { renderRoutesInProcess, type RouteSummary } from './render-routes.js';
import { htmlPathFor, markdownPathFor } from './site-outputs.js';
import { createSiteWriter, type SiteWriter } from './site-writer.js';
import type { StagingDir } from './staging-dir.js';
import type { WorkerInit } from './worker-messages.js';

export interface RenderAllInput {
  readonly ctx: BuildContext;
  readonly routes: readonly Route[];
  readonly stage: StagingDir;
  readonly outDir: string;
  readonly cacheDir: string;
  /** What workers start from; the compiled-page cache is read here, only when some page is to render. */
  readonly init: Omit<WorkerInit, 'stagingDir' | 'cacheData'>;
  readonly workers: number;
  /** Workers started earlier (a cold build starts them as soon as the site model is loaded); ended here when not needed. */
  readonly pool?: RenderPool | undefined;
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
}

export interface RenderAllResult {
  readonly rendered: Map<string, RouteSummary>;
  readonly diagnostics: Diagnostic[];
  /** The next compiled-page cache (already written beside the old one): put in place when the build succeeds, else dropped. */
  readonly cache: { commit(): Promise<void>; discard(): void };
  readonly stats: { hits: number; compiles: number; reused: number };
  /** Written to the cache once the new site is in place. */
  readonly manifest: RenderManifest;
  /** The links of the pages compiled in this build, read from the compiler's trees (for the link check). */
  readonly parsedLinks: ReadonlyMap<string, ExtractedLinks>;
}

/**
 * How many render at once (workers and this thread) for `count` routes: one per core given (`workers`),
 * fewer for a small batch, where starting workers costs more than it saves.
 */
export const renderLanes = (workers: number, count: number) =>
  Math.min(workers, Math.ceil(count / WORKER_THRESHOLD));

function localRenderer(
  ctx: BuildContext,
  routes: readonly Route[],
  writer: SiteWriter,
): LocalRenderer {
  const byUrl = new Map(routes.map((r) => [r.url, r]));
  return { render: (urls) => renderChunk(ctx, byUrl, writer, urls), stats: ctx.cache.stats };
}

/** Files reused at once: they wait on the disk, not the CPU, so several go in parallel. */
const COPY_CONCURRENCY = 16;

async function copyPrevious(
  stage: StagingDir,
  outDir: string,
  reuse: Map<string, RouteSummary>,
): Promise<Set<string>> {
  const failed = new Set<string>();
  const queue = [...reuse];
  let cursor = 0;
  const copyOne = async ([url, summary]: [string, RouteSummary]) => {
    const files = [
      htmlPathFor(url),
      ...(summary.markdown !== undefined ? [markdownPathFor(url)] : []),
      ...(summary.extraFiles ?? []),
    ];
    try {
      await Promise.all(files.map((file) => stage.reuse(file, join(outDir, file))));
    } catch {
      // Rendered again: the renderer writes these paths in place, so none may still be a link to the previous output.
      await Promise.all(files.map((file) => stage.remove(file)));
      failed.add(url);
    }
  };
  const lane = async () => {
    while (cursor < queue.length) await copyOne(queue[cursor++]!);
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, lane));
  return failed;
}

/** Renders the routes over the workers and this thread, or in this thread alone for a small batch; the compiled modules go to `cacheOut`. */
async function renderPages(
  input: RenderAllInput,
  toRender: readonly Route[],
  cacheData: CompileCacheData | undefined,
  cacheOut: CompileCacheWriter | undefined,
): Promise<RenderedPages> {
  // The previous builds' compiled pages, when there are some to render (a warm build that renders nothing never reads them).
  const ctx = cacheData ? { ...input.ctx, cache: createCompileCache(cacheData) } : input.ctx;
  const init = { ...input.init, cacheData };
  const script = renderWorkerScript();
  const size = renderLanes(input.workers, toRender.length);
  if (script && size > 1) {
    // This thread renders too: `size` lanes are `size - 1` workers and this one.
    const pool = input.pool ?? startRenderPool(script, init, size - 1);
    const local = localRenderer(ctx, input.routes, createSiteWriter(input.stage.dir));
    const options = {
      onProgress: input.onProgress,
      local,
      onCompiled: (records: readonly ModuleRecord[]) => cacheOut?.add(records),
    };
    const r = await pool.render(
      { ...init, stagingDir: input.stage.dir },
      toRender.map((route) => route.url),
      size - 1,
      options,
    );
    return { summaries: r.summaries, stats: r.stats, parsedLinks: r.links };
  }
  input.pool?.close();
  const summaries = await renderRoutesInProcess(
    ctx,
    toRender,
    createSiteWriter(input.stage.dir),
    input.onProgress,
  );
  cacheOut?.add(ctx.cache.toJSON().modules);
  return { summaries, stats: ctx.cache.stats, parsedLinks: new Map(ctx.parsedLinks?.take()) };
}

interface RenderedPages {
  readonly summaries: readonly RouteSummary[];
  readonly stats: { hits: number; compiles: number };
  readonly parsedLinks: ReadonlyMap<string, ExtractedLinks>;
}

/**
 * Renders every route, copying from the previous output the pages whose inputs (their file,
 * snippets, spec) and the whole site (model, docs.json, assets, Quire's code) did not change.
 * Pages render in a bounded worker pool and this thread, or in this thread alone for small batches and tests.
 */
export async function renderAll(input: RenderAllInput): Promise<RenderAllResult> {
  const { ctx, stage } = input;
  const hash = createFileHasher(ctx.root);
  const siteKey = hashText(
    JSON.stringify(ctx.loaded.model),
    JSON.stringify(ctx.config),
    JSON.stringify(ctx.assets),
    ctx.baseUrl ?? '',
    ctx.basePath,
    codeFingerprint(RENDER_PACKAGES, input.cacheDir),
  );
  const plan = planReuse(
    await readRenderManifest(input.cacheDir),
    { siteKey, outDir: input.outDir, buildId: await readBuildId(input.outDir) },
    input.routes,
    hash,
  );
  const failed = await copyPrevious(stage, input.outDir, plan.reuse);
  for (const url of failed) plan.reuse.delete(url);
  const toRender = [...plan.render, ...input.routes.filter((r) => failed.has(r.url))];
  // The compiled-page cache is read, and the next one written, only when some page is to render.
  const cacheData = toRender.length > 0 ? await readCompileCache(input.cacheDir) : undefined;
  const cacheOut = toRender.length > 0 ? createCompileCacheWriter(input.cacheDir) : undefined;
  const { summaries, stats, parsedLinks } = await renderPages(
    input,
    toRender,
    cacheData,
    cacheOut,
  ).catch((error: unknown) => {
    cacheOut?.discard();
    throw error;
  });
  const rendered = new Map<string, RouteSummary>([
    ...plan.reuse,
    ...summaries.map((r) => [r.url, r] as const),
  ]);
  const pages: Record<string, RenderManifest['pages'][string]> = {};
  for (const [url, summary] of rendered) {
    const inputs = inputHashes(summary, hash);
    if (inputs) pages[url] = { inputs, summary };
  }
  const manifest: RenderManifest = {
    version: 1,
    siteKey,
    outDir: input.outDir,
    buildId: randomUUID(),
    pages,
  };
  const diagnostics = [...rendered.values()].flatMap((r) => r.diagnostics);
  // Nothing rendered: the cache on disk is still the whole of it.
  const cache = {
    commit: async () => cacheOut?.commit(cacheData),
    discard: () => cacheOut?.discard(),
  };
  return {
    rendered,
    diagnostics,
    cache,
    stats: { ...stats, reused: plan.reuse.size },
    manifest,
    parsedLinks,
  };
}
