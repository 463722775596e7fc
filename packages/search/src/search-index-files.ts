import { serializeSections, type SerializedSearchIndex } from './search-index.js';
import type { SearchSection } from './search-section.js';

/** The sections of one language × version. */
export interface SearchIndexGroup {
  /** From `searchIndexKey(language, version)`. */
  readonly key: string;
  readonly language?: string | undefined;
  readonly version?: string | undefined;
  readonly sections: readonly SearchSection[];
}

/** One entry of `_quire/search/indexes.json`: where the halves are (site URLs) and their raw sizes. */
export interface SearchIndexEntry {
  readonly head: string;
  readonly body: string;
  readonly headBytes: number;
  readonly bodyBytes: number;
  readonly language?: string;
  readonly version?: string;
}

/** `_quire/search/indexes.json`: the site's indexes by key. */
export type SearchIndexManifest = Readonly<Record<string, SearchIndexEntry>>;

export const SEARCH_MANIFEST_PATH = '_quire/search/indexes.json';

const byteLength = (s: string) => new TextEncoder().encode(s).length;

/** Builds the index of one group and serializes its two halves (`searchIndexFiles` takes another way, such as a cache). */
export const serializeGroup = (group: SearchIndexGroup): SerializedSearchIndex =>
  serializeSections(group.sections);

/**
 * The files of a site's search, by path inside the site (no leading slash): per group
 * `_quire/search/<key>.json` (the head: titles, headings, keywords; fetched when search opens)
 * and `<key>.body.json` (text and code; fetched after the first query), and the manifest.
 */
export function searchIndexFiles(
  groups: Iterable<SearchIndexGroup>,
  serialize: (group: SearchIndexGroup) => SerializedSearchIndex = serializeGroup,
): Map<string, string> {
  const files = new Map<string, string>();
  const manifest: Record<string, SearchIndexEntry> = {};
  for (const group of groups) {
    const { head, body } = serialize(group);
    const headPath = `_quire/search/${group.key}.json`;
    const bodyPath = `_quire/search/${group.key}.body.json`;
    files.set(headPath, head);
    files.set(bodyPath, body);
    manifest[group.key] = {
      head: `/${headPath}`,
      body: `/${bodyPath}`,
      headBytes: byteLength(head),
      bodyBytes: byteLength(body),
      ...(group.language ? { language: group.language } : {}),
      ...(group.version ? { version: group.version } : {}),
    };
  }
  files.set(SEARCH_MANIFEST_PATH, JSON.stringify(manifest));
  return files;
}
