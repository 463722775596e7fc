import type { SiteModel } from '@quire/navigation';
import {
  searchIndexFiles,
  searchIndexKey,
  serializeGroup,
  type SearchIndexGroup,
  type SearchSection,
  type SerializedSearchIndex,
} from '@quire/search';
import type { RouteSummary } from './render-routes.js';
import type { StagingDir } from './staging-dir.js';

export { searchIndexKey };

/**
 * One search index per language × version, in two halves (`_quire/search/<key>.json` first,
 * `<key>.body.json` after the first query), and `_quire/search/indexes.json` listing them.
 */
export async function writeSearchIndexes(
  stage: StagingDir,
  model: SiteModel,
  rendered: ReadonlyMap<string, RouteSummary>,
  serialize: (group: SearchIndexGroup) => SerializedSearchIndex = serializeGroup,
): Promise<void> {
  const groups = new Map<
    string,
    { key: string; language?: string; version?: string; sections: SearchSection[] }
  >();
  for (const route of model.routes) {
    const sections = rendered.get(route.url)?.sections;
    if (!sections?.length) continue;
    const key = searchIndexKey(route.language, route.version);
    const group = groups.get(key) ?? {
      key,
      language: route.language,
      version: route.version,
      sections: [],
    };
    group.sections.push(...sections);
    groups.set(key, group);
  }
  for (const [path, content] of searchIndexFiles(groups.values(), serialize))
    await stage.write(path, content);
}
