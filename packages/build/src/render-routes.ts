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
};

/** Renders routes and writes `<url>/index.html`, `<url>.md` and their extra files; returns summaries without the HTML. */
export async function renderAndWriteRoute(ctx: BuildContext, route: Route, writer: SiteWriter): Promise<RouteSummary> {
  const r = await renderRoute(ctx, route);
  if (r.html !== undefined) await writer.write(htmlPathFor(route.url), r.html);
  if (r.markdown !== undefined) await writer.write(markdownPathFor(route.url), r.markdown);
  for (const file of r.files ?? []) await writer.write(file.path, file.contents);
  const { files, ...rest } = r;
  return { ...rest, html: undefined, written: r.html !== undefined, ...(files?.length ? { extraFiles: files.map((f) => f.path) } : {}) };
}

export async function renderRoutesInProcess(
  ctx: BuildContext,
  routes: readonly Route[],
  writer: SiteWriter,
  onProgress?: (done: number, total: number) => void,
): Promise<RouteSummary[]> {
  const out: RouteSummary[] = [];
  for (const route of routes) {
    out.push(await renderAndWriteRoute(ctx, route, writer));
    onProgress?.(out.length, routes.length);
  }
  return out;
}
