import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { defaultCacheDir } from './build-pool.js';
import type { BuildOptions, BuildResult } from './build-site.js';
import { compiledScript } from './compiled-script.js';
import { hasRenderManifest } from './render-reuse.js';

// A module of its own, light to import, like `./build-pool.js`: `quire build` loads nothing else of the build.

/** What the build thread is given (`workerData`): the build's options but the callbacks and the pool. */
export type ThreadBuildOptions = Omit<BuildOptions, 'onProgress' | 'pool'>;

/** What the build thread sends back: progress, then the result or what it failed with. */
export type BuildThreadReply =
  | { readonly kind: 'progress'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly result: BuildResult }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The young generation of the build thread (megabytes; the render workers have theirs). Compiling MDX
 * allocates a great deal of data that lives for one page: with V8's default for a process's main thread
 * (16 MB semi-spaces) most of it survives two scavenges and is copied twice, and the scavenges of a
 * 500-page build take over a second. Twice that halves their number and cost, for about 30 MB more at peak.
 */
const YOUNG_GENERATION_MB = 64;

/**
 * `buildSite`, run in a thread of its own when the build is cold (no output of a previous build to reuse
 * pages from) and the build is compiled; else in this thread. The thread's heap is sized for compiling
 * pages (a process's main thread cannot be resized from inside); the render workers start from it.
 * Errors of the build itself come back as the rejection they would be in this thread (its message).
 */
export async function buildSiteInThread(options: BuildOptions): Promise<BuildResult> {
  const root = resolve(options.root);
  const cacheDir = resolve(options.cacheDir ?? defaultCacheDir(root));
  const script = compiledScript('build-thread-worker.js');
  if (!script || options.pool || hasRenderManifest(cacheDir)) {
    const { buildSite } = await import('./build-site.js');
    return buildSite(options);
  }
  const { onProgress, ...rest } = options;
  const workerData: ThreadBuildOptions = { ...rest, root, cacheDir };
  return new Promise<BuildResult>((resolvePromise, reject) => {
    const worker = new Worker(script, {
      workerData,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
    };
    worker.on('message', (msg: BuildThreadReply) => {
      if (msg.kind === 'progress') onProgress?.(msg.done, msg.total);
      else if (msg.kind === 'done') {
        // The process's lifetime is the caller's again (a keep-alive socket of the thread must not hold it).
        worker.unref();
        settle(() => resolvePromise(msg.result));
      } else settle(() => reject(new Error(msg.message)));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() =>
        reject(
          new Error(`the build thread ended (exit code ${code}) before it finished the build`),
        ),
      ),
    );
  });
}
