import { parentPort, workerData } from 'node:worker_threads';
import { startBuildPool } from './build-pool.js';
import type { BuildThreadReply, ThreadBuildOptions } from './build-thread.js';

/**
 * The build thread (`buildSiteInThread`): starts the render workers first, so that their start-up overlaps
 * this thread's loading of the build, then builds and sends back the progress and the result.
 */
async function main(): Promise<void> {
  const options = workerData as ThreadBuildOptions;
  const port = parentPort!;
  const pool = startBuildPool({
    root: options.root,
    cacheDir: options.cacheDir,
    workers: options.workers,
  });
  const { buildSite } = await import('./build-site.js');
  const result = await buildSite({
    ...options,
    pool,
    onProgress: (done, total) =>
      port.postMessage({ kind: 'progress', done, total } satisfies BuildThreadReply),
  });
  port.postMessage({ kind: 'done', result } satisfies BuildThreadReply);
}

void main().catch((error: unknown) => {
  parentPort?.postMessage({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies BuildThreadReply);
});
