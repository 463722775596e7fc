import type MiniSearch from 'minisearch';
import {
  BODY_FIELDS,
  FIELD_BIT,
  HEAD_FIELDS,
  type IndexedSection,
  type SearchField,
  type StoredHead,
} from './index-options.js';
import { normalizeTerm } from './normalize-term.js';
import { queryTerms, textTerms } from './query-terms.js';
import {
  pageScratch,
  rankPages,
  type PageScratch,
  type SectionInfo,
  type TermsOf,
  type WordWeight,
} from './rank-pages.js';
import type { SearchIndex } from './search-index.js';
import type { SearchResult } from './search-section.js';
import {
  internalsOf,
  matchedTerms,
  scoreTerm,
  type Reached,
  type TermSearch,
} from './term-scores.js';
import { tokenizeText } from './tokenize-text.js';

export interface QueryOptions {
  /** How many pages to return (default 10). */
  readonly limit?: number;
  /**
   * Whether the results' `terms` (the index terms each matched, for a search box to highlight) can be read
   * (default true). False: each result's `terms` is empty, and nothing is kept to find them (a page's section
   * numbers and scores, kept as long as the result is: in a query cache, for long). The API, the MCP server and
   * the assistant never highlight.
   */
  readonly terms?: boolean;
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

/** The bit of each field of a half, in the half's field order. */
const HEAD_BITS = HEAD_FIELDS.map((f) => FIELD_BIT[f]);
const BODY_BITS = BODY_FIELDS.map((f) => FIELD_BIT[f]);

const WEIGHTS = { fuzzy: 0.3, prefix: 0.5 } as const;

/** The term options there are, by prefix and fuzzy: one object each, so that a half keeps a term's scores by them. */
const TERM_OPTIONS: Readonly<
  Record<'prefix' | 'exact', Readonly<Record<'fuzzy' | 'exact', TermSearch>>>
> = {
  prefix: {
    fuzzy: { boost: FIELD_BOOST, prefix: true, fuzzy: 0.2, weights: WEIGHTS },
    exact: { boost: FIELD_BOOST, prefix: true, fuzzy: false, weights: WEIGHTS },
  },
  exact: {
    fuzzy: { boost: FIELD_BOOST, prefix: false, fuzzy: 0.2, weights: WEIGHTS },
    exact: { boost: FIELD_BOOST, prefix: false, fuzzy: false, weights: WEIGHTS },
  },
};

/**
 * Options for one query term: a prefix while it could be a word being typed (`prefix` false: never), fuzzy from
 * five letters.
 */
function termOptions(term: string, last: boolean, prefix = true): TermSearch {
  const byFuzzy =
    TERM_OPTIONS[prefix && (term.length >= 3 || (last && term.length >= 2)) ? 'prefix' : 'exact'];
  return byFuzzy[term.length >= 5 ? 'fuzzy' : 'exact'];
}

/**
 * What is known of a section: its own stored fields, its page's (from the intro) and its excerpt;
 * its page's number from `pages` (URLs numbered as first described).
 */
function describe(index: SearchIndex, num: number, pages: Map<string, number>): SectionInfo {
  const own = (index.head.getStoredFields(num) ?? {}) as StoredHead;
  const page =
    own.page === undefined ? own : ((index.head.getStoredFields(own.page) ?? {}) as StoredHead);
  const excerpt = index.body?.getStoredFields(num)?.excerpt;
  const title = String(page.title ?? '');
  const url = String(page.url ?? '');
  let number = pages.get(url);
  if (number === undefined) pages.set(url, (number = pages.size));
  const weight = wordWeight(index.head);
  const titleWords = textTerms(title);
  const sectionWords = textTerms(own.anchor ? String(own.section ?? '') : '');
  // Every property in one literal, an absent one undefined: all sections have one shape, so that reading
  // `weight` or `page` for each section a query reaches is one load, not a lookup among shapes.
  return {
    url,
    title,
    titleWords,
    sectionWords,
    titleWeights: titleWords.map(weight),
    sectionWeights: sectionWords.map(weight),
    page: number,
    method: page.method || undefined,
    weight: Number(page.weight ?? 1) || 1,
    anchor: own.anchor || undefined,
    section: own.anchor ? own.section : undefined,
    excerpt: typeof excerpt === 'string' ? excerpt : undefined,
  };
}

/** What a query reads of the sections it reaches: each one described, and its weight and page number alone. */
interface Described {
  readonly info: (num: number) => SectionInfo;
  /** `info(num).weight` and `info(num).page`, from arrays by section number once it is described. */
  readonly weight: (num: number) => number;
  readonly page: (num: number) => number;
}

/**
 * Sections described once per loaded index (not once per query): by number, with the numbers
 * given to their pages. Kept as long as the index is (the body half's excerpts are read when it is
 * loaded, so each half has its own).
 */
const described = new WeakMap<object, Described>();

function describer(index: SearchIndex): Described {
  const key = index.body ?? index.head;
  const known = described.get(key);
  if (known) return known;
  const size = index.head.documentCount;
  const sections: (SectionInfo | undefined)[] = [];
  const pages = new Map<string, number>();
  const weights = new Float64Array(size).fill(NaN);
  const pageNumbers = new Int32Array(size).fill(-1);
  const info = (num: number): SectionInfo => {
    let found = sections[num];
    if (found === undefined) {
      // Grown with `undefined`, never written past its end: an array written far past its end is kept as a
      // dictionary, slow to read.
      while (sections.length <= num) sections.push(undefined);
      found = sections[num] = describe(index, num, pages);
      if (num < size) {
        weights[num] = found.weight;
        pageNumbers[num] = found.page;
      }
    }
    return found;
  };
  // A query reads the weight of every section it reaches, and the ranking the page of each: from arrays (NaN
  // and -1 until the section is described), not from an object each (scattered over the heap, each read of one
  // was a cache miss).
  const self: Described = {
    info,
    weight: (num) => {
      const w = num < size ? weights[num]! : NaN;
      return w === w ? w : info(num).weight;
    },
    page: (num) => {
      const n = num < size ? pageNumbers[num]! : -1;
      return n >= 0 ? n : info(num).page;
    },
  };
  described.set(key, self);
  return self;
}

/** Typed arrays by section number, reused by one query after another on the same index. */
interface Scratch {
  /** The sections a query reached, in the order first reached (the first `Collected.reached` of them). */
  ids: Int32Array;
  score: Float64Array;
  /** Which query last reached each section (`round`): its score and fields are this query's. */
  stamp: Int32Array;
  /** At `num * terms + t`: the fields query term `t` matched in section `num`. */
  fields: Uint8Array;
  round: number;
  /** The ranking's, as many pages as sections. */
  pages: PageScratch;
}

const scratches = new WeakMap<object, Scratch>();

/** One query's hits so far, and where to find which index terms each section matched (in search order). */
interface Collected {
  /** How many sections were reached (`scratch.ids`): an array of the index's size, not one grown per query. */
  reached: number;
  readonly termCount: number;
  readonly scratch: Scratch;
  readonly sources: TermsOf[];
}

/** A new query of `terms` terms on `index`: its scratch arrays, made or grown for `sections` sections. */
function collected(index: SearchIndex, sections: number, terms: number): Collected {
  let scratch = scratches.get(index.head);
  if (!scratch) {
    scratch = {
      ids: new Int32Array(0),
      score: new Float64Array(0),
      stamp: new Int32Array(0),
      fields: new Uint8Array(0),
      round: 0,
      pages: pageScratch(0),
    };
    scratches.set(index.head, scratch);
  }
  grow(scratch, sections, terms);
  scratch.round = (scratch.round % 0x7fffffff) + 1;
  return { reached: 0, termCount: terms, scratch, sources: [] };
}

/** Makes `scratch` hold at least `sections` sections of `terms` terms (what it held is forgotten). */
function grow(scratch: Scratch, sections: number, terms: number): void {
  if (scratch.score.length < sections) {
    scratch.ids = new Int32Array(sections);
    scratch.score = new Float64Array(sections);
    scratch.stamp = new Int32Array(sections);
    scratch.pages = pageScratch(sections, scratch.pages);
  }
  const fields = scratch.score.length * terms;
  if (scratch.fields.length < fields) scratch.fields = new Uint8Array(fields);
}

/** Counts section `num` among the query's hits (with no score and no field yet) the first time it is reached. */
function reach(into: Collected, num: number): void {
  const s = into.scratch;
  if (num >= s.score.length) {
    // Not a section number of the index's own: keep what was reached so far.
    const { ids, score, stamp, fields } = s;
    grow(s, num + 1, into.termCount);
    s.ids.set(ids.subarray(0, into.reached));
    s.score.set(score);
    s.stamp.set(stamp);
    s.fields.set(fields.subarray(0, score.length * into.termCount));
  }
  if (s.stamp[num] === s.round) return;
  s.stamp[num] = s.round;
  s.ids[into.reached++] = num;
  s.score[num] = 0;
  // A loop, not `fill`: a call of it costs more than the few bytes it clears.
  for (let i = num * into.termCount, end = i + into.termCount; i < end; i++) s.fields[i] = 0;
}

/** Whether MiniSearch's search would see `term` as itself (it tokenizes and normalises again). */
const searchedAsIs = (term: string) => {
  const words = tokenizeText(term);
  return words.length === 1 && normalizeTerm(words[0]!) === term;
};

/** Adds the sections `half` finds for query term `t` (the `t`-th) to `into`: their scores and the fields matched. */
function collect(
  half: MiniSearch<IndexedSection>,
  fields: readonly SearchField[],
  bits: readonly number[],
  terms: readonly string[],
  t: number,
  options: TermSearch,
  sections: Described,
  into: Collected,
): void {
  const term = terms[t]!;
  const boost = sections.weight;
  const scored = searchedAsIs(term) ? scoreTerm(half, fields, bits, term, options, boost) : null;
  if (scored) {
    const { ids } = scored;
    for (let i = 0; i < ids.length; i++) {
      const num = ids[i]!;
      reach(into, num);
      const { score, fields } = into.scratch;
      score[num] = score[num]! + scored.score[i]!;
      fields[num * into.termCount + t]! |= scored.fieldBits[i]!;
    }
    // Only what the index terms are found from is kept (a result's terms are read later, if ever).
    into.sources.push(termsReached(scored.reached));
    return;
  }
  // MiniSearch's public search: the same scores, more slowly.
  const matched = new Map<number, string[]>();
  const publicOptions = { ...options, boostDocument: (id: unknown) => boost(Number(id)) };
  for (const hit of half.search(term, publicOptions)) {
    const num = Number(hit.id);
    reach(into, num);
    const { score, fields } = into.scratch;
    score[num] = score[num]! + hit.score;
    matched.set(num, Object.keys(hit.match));
    for (const found of Object.values(hit.match))
      for (const f of found) fields[num * into.termCount + t]! |= FIELD_BIT[f as SearchField] ?? 0;
  }
  into.sources.push((num, terms) => {
    for (const t of matched.get(num) ?? []) terms.add(t);
  });
}

/** Where a section's terms are found among those a query term reached: made apart, so that it holds them alone. */
function termsReached(reached: Reached): TermsOf {
  return (num, terms) => matchedTerms(reached, num, terms);
}

/** Word weights once per loaded head (they are the index's, not the query's). */
const wordWeights = new WeakMap<SearchIndex['head'], WordWeight>();

/** The rarity of a word among titles and headings (inverse document frequency), computed once per index. */
function wordWeight(head: SearchIndex['head']): WordWeight {
  const known = wordWeights.get(head);
  if (known) return known;
  const mini = internalsOf(head);
  const fields = [mini?._fieldIds.title, mini?._fieldIds.section].filter(
    (id): id is number => id !== undefined,
  );
  const frequency = (word: string) => {
    if (!mini || fields.length !== 2)
      return head.search(word, { fields: ['title', 'section'], prefix: false, fuzzy: false })
        .length;
    const data = mini._index.get(word);
    return fields.reduce((n, id) => n + (data?.get(id)?.size ?? 0), 0);
  };
  const seen = new Map<string, number>();
  const weight: WordWeight = (word) => {
    let w = seen.get(word);
    if (w === undefined) {
      w = Math.log(1 + head.documentCount / (1 + frequency(word)));
      seen.set(word, w);
    }
    return w;
  };
  wordWeights.set(head, weight);
  return weight;
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
  const sections = describer(index);
  const into = collected(index, index.head.documentCount, terms.length);
  terms.forEach((term, i) => {
    const last = i === terms.length - 1;
    collect(index.head, HEAD_FIELDS, HEAD_BITS, terms, i, termOptions(term, last), sections, into);
    // Two typed letters expand to too many words of the text: the body waits for a third.
    if (index.body)
      collect(
        index.body,
        BODY_FIELDS,
        BODY_BITS,
        terms,
        i,
        termOptions(term, last, term.length >= 3),
        sections,
        into,
      );
  });
  const { ids, score, fields, pages } = into.scratch;
  return rankPages(
    {
      ids: ids.subarray(0, into.reached),
      score,
      fields,
      info: sections.info,
      pageOf: sections.page,
      pages,
    },
    terms,
    opts.limit ?? 10,
    opts.terms === false ? undefined : termsFrom(into.sources),
  );
}

/**
 * Where a result finds its terms, kept by the results until they are read (a query cache keeps them for
 * long): made here, so that it holds the sources alone. A function made in `querySearchIndex` would hold
 * what every function made there holds, the query's hits among them (thousands of section numbers).
 */
function termsFrom(sources: readonly TermsOf[]): TermsOf {
  return (num, terms) => {
    for (const add of sources) add(num, terms);
  };
}
