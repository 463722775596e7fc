import { parentPort, workerData } from 'node:worker_threads';
import { loadSiteModel } from '@quire/navigation';
import { createBuildContext } from './build-context.js';
import { frontmatterCacheIn } from './code-fingerprint.js';
import { renderChunk } from './render-chunk.js';
import { createSiteWriter, discardingWriter } from './site-writer.js';
import type { WorkerInit, WorkerReply, WorkerRequest, WorkerStart } from './worker-messages.js';

/**
 * A render worker: loads the site model itself (same files, same result as the main thread) as soon
 * as it starts, while the build prepares the rest of what it needs (`init`, its first message), then
 * renders the routes it is sent and writes their files into the staging folder.
 */
async function main(): Promise<void> {
  const start = workerData as WorkerStart;
  const port = parentPort!;
  const initMessage = new Promise<WorkerInit>((resolve) => {
    port.once('message', (msg: WorkerRequest) => {
      if (msg.kind === 'init') resolve(msg.init);
    });
  });
  const [loaded, init] = await Promise.all([
    loadSiteModel(start.root, {
      cacheDir: start.specCacheDir,
      frontmatterCache: start.frontmatterCache ?? frontmatterCacheIn(start.specCacheDir),
    }),
    initMessage,
  ]);
  const ctx = await createBuildContext(init.root, loaded, {
    assets: init.assets,
    cacheData: init.cacheData,
    baseUrl: init.baseUrl,
    basePath: init.basePath,
    lastModified: init.lastModified,
    collectLinks: true,
    integrations: true,
    thumbnails: true,
    tokenize: init.check !== true,
  });
  const writer = init.check ? discardingWriter : createSiteWriter(init.stagingDir);
  const byUrl = new Map(
    [...loaded.model.routes, ...(loaded.model.untranslated ?? [])].map((r) => [r.url, r]),
  );
  // The build sends the next batch before this one is done (so that this worker never waits on a busy
  // build thread): requests are handled one at a time, in order.
  let queue = Promise.resolve();
  port.on('message', (msg: WorkerRequest) => {
    if (msg.kind === 'init') return;
    queue = queue
      .then(async () => {
        if (msg.kind === 'finish')
          port.postMessage({ kind: 'finished', stats: ctx.cache.stats } satisfies WorkerReply);
        else
          port.postMessage((await renderChunk(ctx, byUrl, writer, msg.urls)) satisfies WorkerReply);
      })
      .catch((error: unknown) => {
        port.postMessage({
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        } satisfies WorkerReply);
      });
  });
  port.postMessage({ kind: 'ready' } satisfies WorkerReply);
}

void main().catch((error: unknown) => {
  parentPort?.postMessage({
    kind: 'failed',
    message: error instanceof Error ? error.message : String(error),
  } satisfies WorkerReply);
});
