import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';
import type { ExtractedLinks } from '@quire/links';
import type { CompileCacheData } from '@quire/mdx';
import type { Route } from '@quire/navigation';
import type { BuildContext } from './build-context.js';
import { codeFingerprint } from './code-fingerprint.js';
import { startRenderPool, renderWorkerScript, type RenderPool } from './render-pool.js';
import { createFileHasher, hashText, inputHashes, planReuse, readBuildId, readRenderManifest, type RenderManifest } from './render-reuse.js';
import { renderRoutesInProcess, type RouteSummary } from './render-routes.js';
import { htmlPathFor, markdownPathFor } from './site-outputs.js';
import { createSiteWriter } from './site-writer.js';
import type { StagingDir } from './staging-dir.js';
import type { WorkerInit } from './worker-messages.js';

/** The packages whose code changes every page: when it changes, nothing is reused. */
const RENDER_PACKAGES = ['@quire/render', '@quire/components', '@quire/mdx', '@quire/client', '@quire/openapi'];

/** Below this many routes to render, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 60;

export interface RenderAllInput {
  readonly ctx: BuildContext;
  readonly routes: readonly Route[];
  readonly stage: StagingDir;
  readonly outDir: string;
  readonly cacheDir: string;
  readonly init: Omit<WorkerInit, 'stagingDir'>;
  readonly workers: number;
  /** Workers started earlier (a cold build starts them as soon as the site model is loaded); ended here when not needed. */
  readonly pool?: RenderPool | undefined;
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
}

export interface RenderAllResult {
  readonly rendered: Map<string, RouteSummary>;
  readonly diagnostics: Diagnostic[];
  readonly cache: CompileCacheData;
  /** False when nothing was compiled and the cache read at the start is still the whole of it (no need to write it). */
  readonly cacheChanged: boolean;
  readonly stats: { hits: number; compiles: number; reused: number };
  /** Written to the cache once the new site is in place. */
  readonly manifest: RenderManifest;
  /** The links of the pages compiled in this build, read from the compiler's trees (for the link check). */
  readonly parsedLinks: ReadonlyMap<string, ExtractedLinks>;
}

/** Files copied at once: the copies wait on the disk, not the CPU, so several go in parallel. */
const COPY_CONCURRENCY = 16;

async function copyPrevious(stage: StagingDir, outDir: string, reuse: Map<string, RouteSummary>): Promise<Set<string>> {
  const failed = new Set<string>();
  const queue = [...reuse];
  let cursor = 0;
  const copyOne = async ([url, summary]: [string, RouteSummary]) => {
    try {
      const files = [htmlPathFor(url), ...(summary.markdown !== undefined ? [markdownPathFor(url)] : []), ...(summary.extraFiles ?? [])];
      await Promise.all(files.map((file) => stage.copy(file, join(outDir, file))));
    } catch {
      failed.add(url);
    }
  };
  const lane = async () => {
    while (cursor < queue.length) await copyOne(queue[cursor++]!);
  };
  await Promise.all(Array.from({ length: COPY_CONCURRENCY }, lane));
  return failed;
}

/**
 * The cache to keep: this build's records, plus the previous ones of files this build did not
 * compile (their pages were copied), one record per file.
 */
function mergeCompileCaches(previous: CompileCacheData | undefined, current: CompileCacheData): CompileCacheData {
  const byFile = new Map<string, CompileCacheData['modules'][number]>();
  for (const m of previous?.modules ?? []) byFile.set(m.file, m);
  for (const m of current.modules) byFile.set(m.file, m);
  return { version: 1, modules: [...byFile.values()] };
}

/**
 * Renders every route, copying from the previous output the pages whose inputs (their file,
 * snippets, spec) and the whole site (model, docs.json, assets, Quire's code) did not change.
 * Pages render in a bounded worker pool, or in this thread for small batches and tests.
 */
export async function renderAll(input: RenderAllInput): Promise<RenderAllResult> {
  const { ctx, stage } = input;
  const hash = createFileHasher(ctx.root);
  const siteKey = hashText(JSON.stringify(ctx.loaded.model), JSON.stringify(ctx.config), JSON.stringify(ctx.assets), ctx.baseUrl ?? '', codeFingerprint(RENDER_PACKAGES));
  const plan = await planReuse(await readRenderManifest(input.cacheDir), { siteKey, outDir: input.outDir, buildId: await readBuildId(input.outDir) }, input.routes, hash);
  const failed = await copyPrevious(stage, input.outDir, plan.reuse);
  for (const url of failed) plan.reuse.delete(url);
  const toRender = [...plan.render, ...input.routes.filter((r) => failed.has(r.url))];
  const script = renderWorkerScript();
  const size = Math.min(input.workers, Math.ceil(toRender.length / WORKER_THRESHOLD));
  let summaries: RouteSummary[];
  let cache: CompileCacheData;
  let stats: { hits: number; compiles: number };
  let parsedLinks: ReadonlyMap<string, ExtractedLinks>;
  if (script && size > 1) {
    const pool = input.pool ?? startRenderPool(script, input.init, size);
    ({ summaries, cache, stats, links: parsedLinks } = await pool.render({ ...input.init, stagingDir: stage.dir }, toRender.map((r) => r.url), size, input.onProgress));
  } else {
    input.pool?.close();
    summaries = await renderRoutesInProcess(ctx, toRender, createSiteWriter(stage.dir), input.onProgress);
    cache = ctx.cache.toJSON();
    stats = ctx.cache.stats;
    parsedLinks = new Map(ctx.parsedLinks?.take());
  }
  cache = mergeCompileCaches(input.init.cacheData, cache);
  const rendered = new Map<string, RouteSummary>([...plan.reuse, ...summaries.map((r) => [r.url, r] as const)]);
  const pages: Record<string, RenderManifest['pages'][string]> = {};
  for (const [url, summary] of rendered) {
    const inputs = await inputHashes(summary, hash);
    if (inputs) pages[url] = { inputs, summary };
  }
  const manifest: RenderManifest = { version: 1, siteKey, outDir: input.outDir, buildId: randomUUID(), pages };
  const diagnostics = [...rendered.values()].flatMap((r) => r.diagnostics);
  const cacheChanged = stats.compiles > 0 || cache.modules.length !== (input.init.cacheData?.modules.length ?? -1);
  return { rendered, diagnostics, cache, cacheChanged, stats: { ...stats, reused: plan.reuse.size }, manifest, parsedLinks };
}
