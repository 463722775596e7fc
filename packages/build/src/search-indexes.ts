import type { SiteModel } from '@quire/navigation';
import { buildSearchIndex, type SearchSection } from '@quire/search';
import type { RouteSummary } from './render-routes.js';
import type { StagingDir } from './staging-dir.js';

/** The index key of a language × version: `default` parts where the site has none. */
export const searchIndexKey = (language: string | undefined, version: string | undefined) =>
  `${language ?? 'default'}--${version ?? 'default'}`.replace(/[^A-Za-z0-9._-]/g, '_');

/** One search index per language × version at `_quire/search/<key>.json`, plus a list of them. */
export async function writeSearchIndexes(stage: StagingDir, model: SiteModel, rendered: ReadonlyMap<string, RouteSummary>): Promise<void> {
  const groups = new Map<string, SearchSection[]>();
  for (const route of model.routes) {
    const sections = rendered.get(route.url)?.sections;
    if (!sections?.length) continue;
    const key = searchIndexKey(route.language, route.version);
    const list = groups.get(key) ?? [];
    list.push(...sections);
    groups.set(key, list);
  }
  const indexes: Record<string, string> = {};
  for (const [key, sections] of groups) {
    const path = `_quire/search/${key}.json`;
    await stage.write(path, JSON.stringify(buildSearchIndex(sections)));
    indexes[key] = `/${path}`;
  }
  await stage.write('_quire/search/indexes.json', JSON.stringify(indexes));
}
