export type { SearchResult, SearchSection } from './search-section.js';
export { buildSearchIndex, loadSearchIndex, querySearchIndex, type QueryOptions } from './search-index.js';
export { extractSections, type PageForSearch } from './extract-sections.js';
