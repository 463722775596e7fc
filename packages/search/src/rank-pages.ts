import { FIELD_BIT } from './index-options.js';
import type { SearchResult } from './search-section.js';

/** A section as a result shows it. */
export interface SectionInfo {
  readonly url: string;
  readonly title: string;
  readonly method?: string;
  readonly weight: number;
  readonly anchor?: string;
  readonly section?: string;
  readonly excerpt?: string;
  /** The words of the page's title and of the section's heading, as queries are split (`textTerms`). */
  readonly titleWords: readonly string[];
  readonly sectionWords: readonly string[];
}

/**
 * One query's matching sections, kept by section number (typed arrays a query fills and the next one
 * reuses): no object per section.
 */
export interface QueryHits {
  /** The matching sections' numbers, in the order first reached. */
  readonly ids: readonly number[];
  /** By section number: its score summed over query terms and both halves. */
  readonly score: Float64Array;
  /**
   * At `num * terms.length + t`: the fields query term `t` matched in, in section `num`
   * (`FIELD_BIT`s or-ed; 0 where it did not match).
   */
  readonly fields: Uint8Array;
  readonly info: (num: number) => SectionInfo;
}

/** Adds the index terms (after prefix and fuzzy expansion) a section matched to `terms`, for highlighting. */
export type TermsOf = (num: number, terms: Set<string>) => void;

/** How rare a word is in titles (or headings): words every title has (the product name) count little. */
export type WordWeight = (word: string) => number;

/**
 * The share of a title's (or heading's) words that the query terms match, each word weighted by
 * its rarity: 1 when the title is exactly what was typed. Without weights, 1: an upper bound.
 */
function exactness(
  words: readonly string[],
  terms: readonly string[],
  weight: WordWeight | undefined,
): number {
  if (!weight) return 1;
  let matched = 0;
  let total = 0;
  for (const w of words) {
    const x = weight(w);
    total += x;
    if (terms.some((t) => w === t || (t.length >= 3 && w.startsWith(t)))) matched += x;
  }
  return total === 0 ? 0 : matched / total;
}

/**
 * The share of query terms whose fields (one `FIELD_BIT` set per term, `count` of them from `at`)
 * have any of `bits`.
 */
function share(fields: ArrayLike<number>, bits: number, at = 0, count = fields.length): number {
  let n = 0;
  for (let i = at; i < at + count; i++) if (fields[i]! & bits) n++;
  return n / count;
}

const ANY_FIELD = Object.values(FIELD_BIT).reduce((all, bit) => all | bit, 0);

/** A section's own score: its text score, favouring sections whose heading is what was typed. */
function sectionScore(
  hits: QueryHits,
  num: number,
  terms: readonly string[],
  weight: WordWeight | undefined,
): number {
  const at = num * terms.length;
  const coverage = share(hits.fields, ANY_FIELD, at, terms.length);
  const inHeading = share(hits.fields, FIELD_BIT.section, at, terms.length);
  const exact = weight ? exactness(hits.info(num).sectionWords, terms, weight) : 1;
  return hits.score[num]! * coverage * (1 + inHeading * exact);
}

interface PageHits {
  readonly url: string;
  /** Its matching sections' numbers, in the order first reached. */
  readonly nums: number[];
  /** Its matching sections scored, best first (by the last `scorePage`). */
  sections: { readonly num: number; readonly score: number }[];
}

/** The fields each query term matched in anywhere on the page. */
function pageFields(hits: QueryHits, page: PageHits, count: number): number[] {
  const fields = new Array<number>(count).fill(0);
  for (const num of page.nums)
    for (let i = 0; i < count; i++) fields[i]! |= hits.fields[num * count + i]!;
  return fields;
}

/** The page's title factor: how many terms its title (and keywords) match, and how closely. */
function titleFactor(fields: readonly number[], exact: () => number): number {
  const inTitle = share(fields, FIELD_BIT.title);
  const inKeywords = share(fields, FIELD_BIT.keywords);
  return 1 + 2 * inTitle * inTitle + 2 * (inTitle === 1 ? exact() : 0) + 0.5 * inKeywords;
}

/**
 * An upper bound of `scorePage` (titles and headings count as exact matches), as `scorePage`
 * without word weights computes it, without sorting or keeping the sections.
 */
function boundPage(hits: QueryHits, page: PageHits, terms: readonly string[]): number {
  // The four best section scores, best first.
  let s0 = -Infinity;
  let s1 = -Infinity;
  let s2 = -Infinity;
  let s3 = -Infinity;
  for (const num of page.nums) {
    const x = sectionScore(hits, num, terms, undefined);
    if (x > s0) [s0, s1, s2, s3] = [x, s0, s1, s2];
    else if (x > s1) [s1, s2, s3] = [x, s1, s2];
    else if (x > s2) [s2, s3] = [x, s2];
    else if (x > s3) s3 = x;
  }
  let more = 0;
  for (const x of [s1, s2, s3]) if (x !== -Infinity) more += x;
  const fields = pageFields(hits, page, terms.length);
  const coverage = share(fields, ANY_FIELD);
  return (s0 + 0.15 * more) * coverage * coverage * titleFactor(fields, () => 1);
}

/** A page's score: its sections' (which it keeps, best first) and its title's. */
function scorePage(
  hits: QueryHits,
  page: PageHits,
  terms: readonly string[],
  weight: WordWeight,
): number {
  page.sections = page.nums
    .map((num) => ({ num, score: sectionScore(hits, num, terms, weight) }))
    .sort((a, b) => b.score - a.score);
  const fields = pageFields(hits, page, terms.length);
  const coverage = share(fields, ANY_FIELD);
  const [best, ...rest] = page.sections;
  const more = rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0);
  const title = titleFactor(fields, () =>
    exactness(hits.info(best!.num).titleWords, terms, weight),
  );
  return (best!.score + 0.15 * more) * coverage * coverage * title;
}

/**
 * A ranked page as a result. Its `terms` are found when first read: only a search box highlights
 * them (the API, the MCP server and the assistant never read them), and finding them is a tenth of
 * a query's work.
 */
function toResult(hits: QueryHits, page: PageHits, score: number, termsOf: TermsOf): SearchResult {
  const s = hits.info(page.sections[0]!.num);
  const { sections } = page;
  let found: readonly string[] | undefined;
  return {
    url: page.url,
    title: s.title || page.url,
    ...(s.section ? { section: s.section } : {}),
    ...(s.anchor ? { anchor: s.anchor } : {}),
    ...(s.method ? { method: s.method } : {}),
    ...(s.excerpt ? { excerpt: s.excerpt } : {}),
    score: Math.round(score * 1000) / 1000,
    get terms() {
      if (!found) {
        const terms = new Set<string>();
        for (const x of sections) termsOf(x.num, terms);
        found = [...terms];
      }
      return found;
    },
    sections: page.sections.slice(0, 3).map(({ num }) => {
      const info = hits.info(num);
      return {
        ...(info.anchor ? { anchor: info.anchor, section: info.section } : {}),
        ...(info.excerpt ? { excerpt: info.excerpt } : {}),
      };
    }),
  };
}

/**
 * Groups section hits by page and ranks pages: the best section plus a share of the next ones
 * (a page about the topic has several matching sections), weighted by how many query terms the
 * page matches and by how closely its title (then its keywords) matches the query. Pages are
 * scored exactly in the order of an upper bound, until no further page can enter the top `limit`.
 */
export function rankPages(
  hits: QueryHits,
  terms: readonly string[],
  weight: WordWeight,
  limit: number,
  termsOf: TermsOf,
): SearchResult[] {
  const pages = new Map<string, PageHits>();
  for (const num of hits.ids) {
    const { url } = hits.info(num);
    const page = pages.get(url);
    if (page) page.nums.push(num);
    else pages.set(url, { url, nums: [num], sections: [] });
  }
  const bounded = [...pages.values()]
    .map((page) => ({ page, upper: boundPage(hits, page, terms) }))
    .sort((a, b) => b.upper - a.upper);
  const top: { page: PageHits; score: number }[] = [];
  for (const { page, upper } of bounded) {
    if (top.length >= limit && upper < top[limit - 1]!.score) break;
    top.push({ page, score: scorePage(hits, page, terms, weight) });
    top.sort((a, b) => b.score - a.score);
    if (top.length > limit) top.pop();
  }
  return top.map(({ page, score }) => toResult(hits, page, score, termsOf));
}
