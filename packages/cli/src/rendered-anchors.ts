import { createBuildContext, renderRoute } from '@quire/build';
import { htmlIds } from '@quire/links';
import type { LoadedSiteModel } from '@quire/navigation';

/**
 * Renders the pages at `urls` as the build does and returns the ids each has (headings, component anchors,
 * elements with an id): what `#fragment`s are checked against. Pages that do not render are left out.
 */
export async function loadRenderedAnchors(
  root: string,
  loaded: LoadedSiteModel,
  urls: readonly string[],
): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (urls.length === 0) return out;
  const ctx = await createBuildContext(root, loaded, { assets: { css: [], js: [], modules: [] } });
  const routes = new Map(loaded.model.routes.map((r) => [r.url, r]));
  for (const url of urls) {
    const route = routes.get(url);
    if (!route || route.kind === 'link') continue;
    const rendered = await renderRoute(ctx, route);
    if (rendered.html !== undefined) out.set(url, htmlIds(rendered.html));
  }
  return out;
}
