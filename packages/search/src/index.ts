export type { SearchResult, SearchSection, SectionMatch } from './search-section.js';
export {
  buildSearchIndex,
  loadSearchIndex,
  serializeSearchIndex,
  withSearchBody,
  type SearchIndex,
  type SerializedSearchIndex,
} from './search-index.js';
export { querySearchIndex, type QueryOptions } from './query-search-index.js';
export { createQueryCache, QUERY_CACHE_RESULTS, type QueryCache } from './query-cache.js';
export { createRecentCache, type RecentCache } from './recent-cache.js';
export { extractSections, type PageForSearch } from './extract-sections.js';
export { searchIndexKey } from './search-index-key.js';
export { normalizeTerm, stemTerm } from './normalize-term.js';
export { highlightTerms, type TextPiece } from './highlight-terms.js';
export { queryTerms } from './query-terms.js';
export {
  searchIndexFiles,
  serializeGroup,
  SEARCH_MANIFEST_PATH,
  type SearchIndexEntry,
  type SearchIndexGroup,
  type SearchIndexManifest,
} from './search-index-files.js';
