import type { HalfOptions } from './compact-half.js';
import { normalizeTerm } from './normalize-term.js';
import { tokenizeText } from './tokenize-text.js';
import type { SearchSection } from './search-section.js';

/** A section as indexed: numbered by its position (ids in both halves agree). */
export type IndexedSection = SearchSection & {
  readonly num: number;
  /** For a section with an anchor: the number of its page's intro, which holds the page's fields. */
  readonly page?: number;
  readonly excerpt?: string;
  /** The ranking multiplier: the boost and the navigation depth together; absent when 1. */
  readonly weight?: number;
};

/** What the head stores of a section: the page's fields on its intro, the heading on the others. */
export interface StoredHead {
  readonly url?: string;
  readonly title?: string;
  readonly method?: string;
  readonly weight?: number;
  readonly page?: number;
  readonly anchor?: string;
  readonly section?: string;
  /** On a gated page's intro: the groups whose readers may see it. */
  readonly readers?: readonly string[];
}

/** Fields of the small first-load half: what a reader usually types (titles, headings, keywords, endpoints). */
export const HEAD_FIELDS = ['title', 'section', 'parents', 'keywords', 'api'] as const;
/** Fields of the large half, fetched after the first query: the text and code of each section. */
export const BODY_FIELDS = ['text', 'code'] as const;
const PAGE_FIELDS = new Set(['title', 'keywords', 'api', 'url', 'method', 'weight', 'readers']);

export type SearchField = (typeof HEAD_FIELDS)[number] | (typeof BODY_FIELDS)[number];

/** One bit per field: a set of the fields a query term matched in is these bits or-ed. */
export const FIELD_BIT: Readonly<Record<SearchField, number>> = {
  title: 1,
  section: 2,
  parents: 4,
  keywords: 8,
  api: 16,
  text: 32,
  code: 64,
};

const joined = (parts: readonly (string | undefined)[] | undefined) => {
  const text = (parts ?? []).filter(Boolean).join(' ');
  return text === '' ? undefined : text;
};

/**
 * Computed fields are strings; the others (the id, stored fields) are taken as they are. The
 * page's fields are indexed and stored once, with its intro (the section without an anchor).
 */
function extractField(doc: IndexedSection, field: string): unknown {
  if (doc.anchor !== undefined && PAGE_FIELDS.has(field)) return undefined;
  switch (field) {
    case 'title':
      return doc.pageTitle;
    case 'keywords':
      return joined(doc.keywords);
    case 'parents':
      return joined(doc.headingPath);
    case 'api':
      return joined([doc.method, doc.apiPath, doc.apiPath?.replace(/[/{}_.-]+/g, ' ')]);
    default:
      return (doc as unknown as Record<string, unknown>)[field];
  }
}

const common = {
  idField: 'num',
  extractField,
  tokenize: tokenizeText,
  processTerm: normalizeTerm,
} as const;

export const headOptions: HalfOptions<IndexedSection> = {
  ...common,
  fields: [...HEAD_FIELDS],
  storeFields: ['url', 'title', 'method', 'weight', 'page', 'anchor', 'section', 'readers'],
};
export const bodyOptions: HalfOptions<IndexedSection> = {
  ...common,
  fields: [...BODY_FIELDS],
  storeFields: ['excerpt'],
};
