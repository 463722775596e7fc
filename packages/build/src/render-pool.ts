import { Worker } from 'node:worker_threads';
import type { ExtractedLinks } from '@quire/links';
import type { CompileCacheData, ModuleRecord } from '@quire/mdx';
import { compiledScript } from './compiled-script.js';
import type { RenderedChunk } from './render-chunk.js';
import type { RouteSummary } from './render-routes.js';
import type { WorkerInit, WorkerReply, WorkerRequest, WorkerStart } from './worker-messages.js';

const CHUNK = 8;

/** The compiled worker script, or undefined when running from TypeScript sources (tests). */
export const renderWorkerScript = () => compiledScript('render-worker.js');

export interface PoolResult {
  readonly summaries: RouteSummary[];
  readonly cache: CompileCacheData;
  readonly stats: { hits: number; compiles: number };
  /** The links of the pages the workers compiled, by link-cache key. */
  readonly links: Map<string, ExtractedLinks>;
}

type Rendered = RenderedChunk;

/**
 * The build's own thread as one more renderer beside the workers: it has the build context already, so
 * one core's share of the pages costs no second copy of the modules, the site model and the highlighter.
 */
export interface LocalRenderer {
  render(urls: readonly string[]): Promise<RenderedChunk>;
  readonly stats: { readonly hits: number; readonly compiles: number };
}

/** A worker started ahead of its work: it loads its modules and the site model meanwhile. */
interface StartedWorker {
  readonly worker: Worker;
  /** The error it failed with before it was given work, if it did. */
  failure(): Error | undefined;
}

function startWorker(script: string, start: WorkerStart): StartedWorker {
  // A larger young generation: compiling MDX allocates a great deal of short-lived data.
  const workerData: WorkerStart = {
    root: start.root,
    specCacheDir: start.specCacheDir,
    ...(start.frontmatterCache ? { frontmatterCache: start.frontmatterCache } : {}),
  };
  const worker = new Worker(script, {
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: 96 },
  });
  let failed: Error | undefined;
  worker.on('error', (error) => (failed = error));
  // A worker that fails while loading, before it is given work, says so once: kept for when it is.
  worker.on('message', (msg: WorkerReply) => {
    if (msg.kind === 'failed') failed = new Error(`render worker failed: ${msg.message}`);
  });
  return { worker, failure: () => failed };
}

/**
 * Batches a worker has been sent and not yet returned. Two: the next batch waits in the worker while it
 * renders one, so that it never waits for the build's thread, which answers only between its own batches.
 */
const IN_FLIGHT = 2;

function runWorker(
  started: StartedWorker,
  init: WorkerInit,
  next: () => string[] | undefined,
  onResults: (r: Rendered) => void,
): Promise<Extract<WorkerReply, { kind: 'finished' }>> {
  return new Promise((resolvePromise, reject) => {
    const { worker } = started;
    const early = started.failure();
    if (early) return reject(early);
    let inFlight = 0;
    let finishing = false;
    const send = () => {
      while (!finishing && inFlight < IN_FLIGHT) {
        const urls = next();
        if (!urls) break;
        inFlight++;
        worker.postMessage({ kind: 'render', urls } satisfies WorkerRequest);
      }
      if (!finishing && inFlight === 0) {
        finishing = true;
        worker.postMessage({ kind: 'finish' } satisfies WorkerRequest);
      }
    };
    worker.on('message', (msg: WorkerReply) => {
      if (msg.kind === 'ready') send();
      else if (msg.kind === 'rendered') {
        inFlight--;
        onResults(msg);
        send();
      } else if (msg.kind === 'finished') {
        resolvePromise(msg);
        void worker.terminate();
      } else {
        reject(new Error(`render worker failed: ${msg.message}`));
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.postMessage({ kind: 'init', init } satisfies WorkerRequest);
  });
}

export interface RenderOptions {
  readonly onProgress?: ((done: number, total: number) => void) | undefined;
  /** This thread, rendering its share beside the workers. */
  readonly local?: LocalRenderer | undefined;
  /**
   * Where the compiled modules go as they come back (the build writes them to its cache file): they are then
   * not kept, and the result's `cache` is empty. Without it they are collected into `cache`.
   */
  readonly onCompiled?: ((records: readonly ModuleRecord[]) => void) | undefined;
}

/** Render workers started before the build knows all they need, so that their start-up overlaps its own. */
export interface RenderPool {
  /**
   * Renders the routes over the first `size` workers (the others end at once) and `local`, when given, handing
   * out small chunks so that every core stays busy.
   */
  render(
    init: WorkerInit,
    urls: readonly string[],
    size: number,
    options?: RenderOptions,
  ): Promise<PoolResult>;
  /** Ends every worker (those still waiting for work when the build ends without them). */
  close(): void;
}

export function startRenderPool(script: string, start: WorkerStart, size: number): RenderPool {
  const workers = Array.from({ length: size }, () => startWorker(script, start));
  const close = () => {
    for (const w of workers.splice(0)) void w.worker.terminate();
  };
  return {
    close,
    async render(init, urls, want, options = {}) {
      const used = workers.splice(0, want);
      close();
      while (used.length < want) used.push(startWorker(script, init));
      return renderOver(used, init, urls, options);
    },
  };
}

/** Renders routes over `size` workers started now (see `startRenderPool` to start them earlier). */
export function renderRoutesInWorkers(
  script: string,
  init: WorkerInit,
  urls: readonly string[],
  size: number,
  onProgress?: (done: number, total: number) => void,
): Promise<PoolResult> {
  return startRenderPool(script, init, size).render(init, urls, size, { onProgress });
}

/** The build's thread taking chunks like a worker until there are none left. */
async function runLocal(
  local: LocalRenderer,
  next: () => string[] | undefined,
  onResults: (r: Rendered) => void,
): Promise<{ stats: { hits: number; compiles: number } }> {
  for (let urls = next(); urls; urls = next()) {
    const chunk = await local.render(urls);
    // Copied as a worker's come (postMessage clones them): what rendering kept of a page (its ids, links, search
    // sections, titles) is mostly slices of its HTML or source, and a slice keeps the whole string alive. The
    // pages this thread rendered held some 60 KB each to the end of the build (2,000 pages: 34 MB of HTML).
    onResults({
      ...chunk,
      results: structuredClone(chunk.results),
      links: structuredClone(chunk.links),
    });
  }
  return { stats: { ...local.stats } };
}

async function renderOver(
  workers: readonly StartedWorker[],
  init: WorkerInit,
  urls: readonly string[],
  options: RenderOptions,
): Promise<PoolResult> {
  const { onProgress, local, onCompiled } = options;
  let cursor = 0;
  const lanes = workers.length + (local ? 1 : 0);
  // Whole batches while there is plenty left; smaller ones towards the end, so that the lanes finish together.
  const next = () => {
    if (cursor >= urls.length) return undefined;
    const size = Math.max(
      1,
      Math.min(CHUNK, Math.floor((urls.length - cursor) / (lanes * IN_FLIGHT))),
    );
    return urls.slice(cursor, (cursor += size));
  };
  const summaries: RouteSummary[] = [];
  const links = new Map<string, ExtractedLinks>();
  const modules = new Map<string, ModuleRecord>();
  const reused = new Set<string>();
  const onResults = (r: Rendered) => {
    summaries.push(...r.results);
    for (const [key, value] of r.links) links.set(key, value);
    if (onCompiled) onCompiled(r.compiled);
    else for (const m of r.compiled) modules.set(m.hash, m);
    for (const hash of r.reused) reused.add(hash);
    onProgress?.(summaries.length, urls.length);
  };
  const running = [
    ...workers.map((w) => runWorker(w, init, next, onResults)),
    ...(local ? [runLocal(local, next, onResults)] : []),
  ];
  const finished = await Promise.all(running).catch(async (error: unknown) => {
    // The workers are stopped before the error goes on: the build then removes its staging folder, which a
    // worker still writing into would refill (and the removal fail with ENOTEMPTY, hiding this error).
    await Promise.all(workers.map((w) => w.worker.terminate()));
    throw error;
  });
  if (!onCompiled)
    for (const m of init.cacheData?.modules ?? [])
      if (reused.has(m.hash) && !modules.has(m.hash)) modules.set(m.hash, m);
  const stats = finished.reduce(
    (a, f) => ({ hits: a.hits + f.stats.hits, compiles: a.compiles + f.stats.compiles }),
    { hits: 0, compiles: 0 },
  );
  return { summaries, cache: { version: 1, modules: [...modules.values()] }, stats, links };
}
