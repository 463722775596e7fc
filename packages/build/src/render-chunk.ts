import type { Route } from '@quire/navigation';
import type { BuildContext } from './build-context.js';
import { renderAndWriteRoute, yieldToEventLoop } from './render-routes.js';
import type { SiteWriter } from './site-writer.js';
import type { WorkerReply } from './worker-messages.js';

export type RenderedChunk = Extract<WorkerReply, { kind: 'rendered' }>;

/**
 * Renders one batch of routes and writes their files; returns what the build keeps of them. The compiled
 * pages go to the build, which keeps them for the cache; a page renders once, so the renderer lets go of
 * it (snippets stay: other pages import them). Used by a render worker and by the build's own thread.
 */
export async function renderChunk(
  ctx: BuildContext,
  byUrl: ReadonlyMap<string, Route>,
  writer: SiteWriter,
  urls: readonly string[],
): Promise<RenderedChunk> {
  const results = [];
  const writes = [];
  const pages = new Set<string>();
  for (const url of urls) {
    const route = byUrl.get(url);
    if (!route) continue;
    const r = await renderAndWriteRoute(ctx, route, writer);
    results.push(r.summary);
    writes.push(r.writes);
    pages.add(route.source);
    await yieldToEventLoop();
  }
  // The batch is reported once its files are written (the build moves the staging folder into place after the last).
  await Promise.all(writes);
  const { compiled, reused } = ctx.cache.takeChanges();
  ctx.cache.forget(pages);
  return { kind: 'rendered', results, links: ctx.parsedLinks?.take() ?? [], compiled, reused };
}
