import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import type { IndexedSection, SearchField, StoredHead } from './index-options.js';
import { queryTerms } from './query-terms.js';
import { rankPages, type SectionHit, type SectionInfo } from './rank-pages.js';
import type { SearchIndex } from './search-index.js';
import type { SearchResult } from './search-section.js';

export interface QueryOptions {
  /** How many pages to return (default 10). */
  readonly limit?: number;
}

const FIELD_BOOST: Readonly<Record<SearchField, number>> = {
  title: 3,
  section: 2.5,
  parents: 0.8,
  keywords: 2,
  api: 2.5,
  text: 1,
  code: 0.35,
};

/** Options for one query term: a prefix while it could be a word being typed, fuzzy from five letters. */
function termOptions(
  term: string,
  last: boolean,
  weightOf: (num: number) => number,
): SearchOptions {
  return {
    boost: FIELD_BOOST,
    prefix: term.length >= 3 || (last && term.length >= 2),
    fuzzy: term.length >= 5 ? 0.2 : false,
    weights: { fuzzy: 0.3, prefix: 0.5 },
    boostDocument: (id) => weightOf(Number(id)),
  };
}

/** What is known of a section: its own stored fields, its page's (from the intro) and its excerpt. */
function describe(index: SearchIndex, num: number): SectionInfo {
  const own = (index.head.getStoredFields(num) ?? {}) as StoredHead;
  const page =
    own.page === undefined ? own : ((index.head.getStoredFields(own.page) ?? {}) as StoredHead);
  const excerpt = index.body?.getStoredFields(num)?.excerpt;
  return {
    url: String(page.url ?? ''),
    title: String(page.title ?? ''),
    ...(page.method ? { method: page.method } : {}),
    weight: Number(page.weight ?? 1) || 1,
    ...(own.anchor ? { anchor: own.anchor, section: own.section } : {}),
    ...(typeof excerpt === 'string' ? { excerpt } : {}),
  };
}

function collect(
  half: MiniSearch<IndexedSection>,
  term: string,
  options: SearchOptions,
  info: (num: number) => SectionInfo,
  into: Map<number, SectionHit>,
): void {
  for (const hit of half.search(term, options)) {
    const num = Number(hit.id);
    let entry = into.get(num);
    if (!entry) {
      entry = { num, info: info(num), score: 0, byTerm: new Map(), terms: new Set() };
      into.set(num, entry);
    }
    entry.score += hit.score;
    const fields = entry.byTerm.get(term) ?? new Set<string>();
    for (const [derived, matched] of Object.entries(hit.match)) {
      entry.terms.add(derived);
      for (const f of matched) fields.add(f);
    }
    entry.byTerm.set(term, fields);
  }
}

/** MiniSearch's term table, read for document frequencies (a public search answers the same, slower). */
interface TermTable {
  readonly _index?: { get(term: string): Map<number, Map<number, number>> | undefined };
  readonly _fieldIds?: Readonly<Record<string, number>>;
}

/** The rarity of a word among titles and headings (inverse document frequency), looked up once per query. */
function wordWeight(head: SearchIndex['head']): (word: string) => number {
  const table = head as unknown as TermTable;
  const fields = [table._fieldIds?.title, table._fieldIds?.section].filter(
    (id): id is number => id !== undefined,
  );
  const frequency = (word: string) => {
    if (!table._index || fields.length !== 2)
      return head.search(word, { fields: ['title', 'section'], prefix: false, fuzzy: false })
        .length;
    const data = table._index.get(word);
    return fields.reduce((n, id) => n + (data?.get(id)?.size ?? 0), 0);
  };
  const seen = new Map<string, number>();
  return (word) => {
    let w = seen.get(word);
    if (w === undefined) {
      w = Math.log(1 + head.documentCount / (1 + frequency(word)));
      seen.set(word, w);
    }
    return w;
  };
}

/**
 * Searches with prefix and fuzzy matching; results are grouped by page (its best section is
 * shown), best first. Uses the body half when it is loaded, else titles, headings and keywords.
 */
export function querySearchIndex(
  index: SearchIndex,
  query: string,
  opts: QueryOptions = {},
): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const known = new Map<number, SectionInfo>();
  const info = (num: number) => {
    let x = known.get(num);
    if (!x) known.set(num, (x = describe(index, num)));
    return x;
  };
  const hits = new Map<number, SectionHit>();
  terms.forEach((term, i) => {
    const options = termOptions(term, i === terms.length - 1, (num) => info(num).weight);
    collect(index.head, term, options, info, hits);
    // Two typed letters expand to too many words of the text: the body waits for a third.
    if (index.body)
      collect(
        index.body,
        term,
        term.length < 3 ? { ...options, prefix: false } : options,
        info,
        hits,
      );
  });
  return rankPages([...hits.values()], terms, wordWeight(index.head), opts.limit ?? 10);
}
