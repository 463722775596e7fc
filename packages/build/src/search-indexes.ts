import type { SiteModel } from '@quire/navigation';
import { buildSearchIndex, searchIndexKey, serializeSearchIndex, type SearchSection } from '@quire/search';
import type { RouteSummary } from './render-routes.js';
import type { StagingDir } from './staging-dir.js';

export { searchIndexKey };

/** Where the halves of one index are, and their sizes in bytes (raw), as listed in `indexes.json`. */
export interface SearchIndexEntry {
  readonly head: string;
  readonly body: string;
  readonly headBytes: number;
  readonly bodyBytes: number;
  readonly language?: string;
  readonly version?: string;
}

/**
 * One search index per language × version, in two halves: `_quire/search/<key>.json` (titles,
 * headings, keywords; fetched when search first opens) and `<key>.body.json` (full text; fetched
 * after the first query), plus `indexes.json`, the list of them by key.
 */
export async function writeSearchIndexes(stage: StagingDir, model: SiteModel, rendered: ReadonlyMap<string, RouteSummary>): Promise<void> {
  const groups = new Map<string, { language?: string; version?: string; sections: SearchSection[] }>();
  for (const route of model.routes) {
    const sections = rendered.get(route.url)?.sections;
    if (!sections?.length) continue;
    const key = searchIndexKey(route.language, route.version);
    const group = groups.get(key) ?? { ...(route.language ? { language: route.language } : {}), ...(route.version ? { version: route.version } : {}), sections: [] };
    group.sections.push(...sections);
    groups.set(key, group);
  }
  const indexes: Record<string, SearchIndexEntry> = {};
  for (const [key, { sections, ...scope }] of groups) {
    const { head, body } = serializeSearchIndex(buildSearchIndex(sections));
    const headPath = `_quire/search/${key}.json`;
    const bodyPath = `_quire/search/${key}.body.json`;
    await stage.write(headPath, head);
    await stage.write(bodyPath, body);
    indexes[key] = { head: `/${headPath}`, body: `/${bodyPath}`, headBytes: Buffer.byteLength(head), bodyBytes: Buffer.byteLength(body), ...scope };
  }
  await stage.write('_quire/search/indexes.json', JSON.stringify(indexes));
}
