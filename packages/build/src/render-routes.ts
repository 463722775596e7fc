import { htmlIds } from '@quire/links';
import type { Route } from '@quire/navigation';
import type { BuildContext } from './build-context.js';
import { renderRoute } from './render-route.js';
import type { RenderedRoute } from './rendered-route.js';
import { htmlPathFor, markdownPathFor } from './site-outputs.js';
import type { SiteWriter } from './site-writer.js';

/** What the rest of the build keeps of a rendered route once its files are written (no HTML). */
export type RouteSummary = Omit<RenderedRoute, 'html' | 'files'> & {
  readonly html: undefined;
  readonly written: boolean;
  /** The site paths of the route's extra files (copied with the page when it is reused). */
  readonly extraFiles?: readonly string[] | undefined;
  /** The ids of the rendered page, what a link's `#fragment` can name (see `htmlIds`); none when it did not render. */
  readonly anchors?: readonly string[] | undefined;
};

/**
 * Renders a route and starts writing `<url>/index.html`, `<url>.md` and its extra files; returns the summary
 * (without the HTML) and the writes, which the caller awaits later: a write is three round trips (open, write,
 * close) through libuv's threads, which come back late on a machine whose cores all render, and a render
 * thread that waited for each of them sat idle a tenth of its time.
 */
export async function renderAndWriteRoute(
  ctx: BuildContext,
  route: Route,
  writer: SiteWriter,
): Promise<{ summary: RouteSummary; writes: Promise<unknown> }> {
  const r = await renderRoute(ctx, route);
  const writes: Promise<void>[] = [];
  if (r.html !== undefined) writes.push(writer.write(htmlPathFor(route.url), r.html));
  if (r.markdown !== undefined) writes.push(writer.write(markdownPathFor(route.url), r.markdown));
  for (const file of r.files ?? []) writes.push(writer.write(file.path, file.contents));
  const { files, ...rest } = r;
  const summary = {
    ...rest,
    html: undefined,
    written: r.html !== undefined,
    ...(files?.length ? { extraFiles: files.map((f) => f.path) } : {}),
    ...(r.html !== undefined ? { anchors: [...htmlIds(r.html)] } : {}),
  };
  const written = Promise.all(writes);
  // Awaited at the end of the batch: a write that fails before then is not an unhandled rejection meanwhile.
  written.catch(() => undefined);
  return { summary, writes: written };
}

/** Pages whose files may be on their way to the disk at once when rendering in this thread alone. */
const WRITES_AHEAD = 8;

/**
 * Lets the event loop run once. Rendering a page awaits nothing that goes through it, so a render loop
 * that no longer waits for its writes must yield: V8 runs the steps of a garbage collection that it posts
 * as tasks (finishing an incremental marking) only there, and without them a heap grows 10 % higher; the
 * build's thread also answers its workers there.
 */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function renderRoutesInProcess(
  ctx: BuildContext,
  routes: readonly Route[],
  writer: SiteWriter,
  onProgress?: (done: number, total: number) => void,
): Promise<RouteSummary[]> {
  const out: RouteSummary[] = [];
  const writes: Promise<unknown>[] = [];
  for (const route of routes) {
    const r = await renderAndWriteRoute(ctx, route, writer);
    out.push(r.summary);
    writes.push(r.writes);
    if (writes.length >= WRITES_AHEAD) await Promise.all(writes.splice(0));
    else await yieldToEventLoop();
    onProgress?.(out.length, routes.length);
  }
  await Promise.all(writes);
  return out;
}
