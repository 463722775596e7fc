import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ExtractedLinks } from '@quire/links';
import type { CompileCacheData, ModuleRecord } from '@quire/mdx';
import type { RouteSummary } from './render-routes.js';
import type { WorkerInit, WorkerReply, WorkerRequest } from './worker-messages.js';

const CHUNK = 8;

/** The compiled worker script, or undefined when running from TypeScript sources (tests). */
export function renderWorkerScript(): string | undefined {
  const url = new URL('./render-worker.js', import.meta.url);
  const path = fileURLToPath(url);
  return import.meta.url.endsWith('.js') && existsSync(path) ? path : undefined;
}

export interface PoolResult {
  readonly summaries: RouteSummary[];
  readonly cache: CompileCacheData;
  readonly stats: { hits: number; compiles: number };
  /** The links of the pages the workers compiled, by link-cache key. */
  readonly links: Map<string, ExtractedLinks>;
}

type Rendered = Extract<WorkerReply, { kind: 'rendered' }>;

function runWorker(script: string, init: WorkerInit, next: () => string[] | undefined, onResults: (r: Rendered) => void): Promise<Extract<WorkerReply, { kind: 'finished' }>> {
  return new Promise((resolvePromise, reject) => {
    // A larger young generation: compiling MDX allocates a great deal of short-lived data.
    const worker = new Worker(script, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 96 } });
    const send = () => {
      const urls = next();
      worker.postMessage((urls ? { kind: 'render', urls } : { kind: 'finish' }) satisfies WorkerRequest);
    };
    worker.on('message', (msg: WorkerReply) => {
      if (msg.kind === 'ready') send();
      else if (msg.kind === 'rendered') {
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
  });
}

/** Renders routes over `size` workers, handing out small chunks so that both cores stay busy. */
export async function renderRoutesInWorkers(
  script: string,
  init: WorkerInit,
  urls: readonly string[],
  size: number,
  onProgress?: (done: number, total: number) => void,
): Promise<PoolResult> {
  let cursor = 0;
  const next = () => (cursor < urls.length ? urls.slice(cursor, (cursor += CHUNK)) : undefined);
  const summaries: RouteSummary[] = [];
  const links = new Map<string, ExtractedLinks>();
  const modules = new Map<string, ModuleRecord>();
  const reused = new Set<string>();
  const onResults = (r: Rendered) => {
    summaries.push(...r.results);
    for (const [key, value] of r.links) links.set(key, value);
    for (const m of r.compiled) modules.set(m.hash, m);
    for (const hash of r.reused) reused.add(hash);
    onProgress?.(summaries.length, urls.length);
  };
  const finished = await Promise.all(Array.from({ length: size }, () => runWorker(script, init, next, onResults)));
  for (const m of init.cacheData?.modules ?? []) if (reused.has(m.hash) && !modules.has(m.hash)) modules.set(m.hash, m);
  const stats = finished.reduce((a, f) => ({ hits: a.hits + f.stats.hits, compiles: a.compiles + f.stats.compiles }), { hits: 0, compiles: 0 });
  return { summaries, cache: { version: 1, modules: [...modules.values()] }, stats, links };
}
