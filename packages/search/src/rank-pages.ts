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

/** One matching section: its score summed over query terms and both halves, and where each term matched. */
export interface SectionHit {
  readonly num: number;
  readonly info: SectionInfo;
  score: number;
  /** Per query term (by position), the fields it matched in: `FIELD_BIT`s or-ed, 0 where it did not match. */
  readonly fields: number[];
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

/** The share of query terms whose fields (one `FIELD_BIT` set per term) have any of `bits`. */
function share(fields: readonly number[], bits: number): number {
  let n = 0;
  for (const f of fields) if (f & bits) n++;
  return n / fields.length;
}

const ANY_FIELD = Object.values(FIELD_BIT).reduce((all, bit) => all | bit, 0);

/** A section's own score: its text score, favouring sections whose heading is what was typed. */
function sectionScore(
  hit: SectionHit,
  terms: readonly string[],
  weight: WordWeight | undefined,
): number {
  const coverage = share(hit.fields, ANY_FIELD);
  const inHeading = share(hit.fields, FIELD_BIT.section);
  return hit.score * coverage * (1 + inHeading * exactness(hit.info.sectionWords, terms, weight));
}

interface PageHits {
  readonly url: string;
  readonly hits: SectionHit[];
  /** The hits scored, best first (by the last `scorePage`). */
  sections: { readonly hit: SectionHit; readonly score: number }[];
}

/** The fields each query term matched in anywhere on the page. */
function pageFields(page: PageHits, count: number): number[] {
  const fields = new Array<number>(count).fill(0);
  for (const h of page.hits) for (let i = 0; i < count; i++) fields[i]! |= h.fields[i]!;
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
function boundPage(page: PageHits, terms: readonly string[]): number {
  // The four best section scores, best first.
  let s0 = -Infinity;
  let s1 = -Infinity;
  let s2 = -Infinity;
  let s3 = -Infinity;
  for (const hit of page.hits) {
    const x = sectionScore(hit, terms, undefined);
    if (x > s0) [s0, s1, s2, s3] = [x, s0, s1, s2];
    else if (x > s1) [s1, s2, s3] = [x, s1, s2];
    else if (x > s2) [s2, s3] = [x, s2];
    else if (x > s3) s3 = x;
  }
  let more = 0;
  for (const x of [s1, s2, s3]) if (x !== -Infinity) more += x;
  const fields = pageFields(page, terms.length);
  const coverage = share(fields, ANY_FIELD);
  return (s0 + 0.15 * more) * coverage * coverage * titleFactor(fields, () => 1);
}

/** A page's score: its sections' (which it keeps, best first) and its title's. */
function scorePage(page: PageHits, terms: readonly string[], weight: WordWeight): number {
  page.sections = page.hits
    .map((hit) => ({ hit, score: sectionScore(hit, terms, weight) }))
    .sort((a, b) => b.score - a.score);
  const fields = pageFields(page, terms.length);
  const coverage = share(fields, ANY_FIELD);
  const [best, ...rest] = page.sections;
  const more = rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0);
  const title = titleFactor(fields, () => exactness(best!.hit.info.titleWords, terms, weight));
  return (best!.score + 0.15 * more) * coverage * coverage * title;
}

function toResult(page: PageHits, score: number, termsOf: TermsOf): SearchResult {
  const s = page.sections[0]!.hit.info;
  const terms = new Set<string>();
  for (const x of page.sections) termsOf(x.hit.num, terms);
  return {
    url: page.url,
    title: s.title || page.url,
    ...(s.section ? { section: s.section } : {}),
    ...(s.anchor ? { anchor: s.anchor } : {}),
    ...(s.method ? { method: s.method } : {}),
    ...(s.excerpt ? { excerpt: s.excerpt } : {}),
    score: Math.round(score * 1000) / 1000,
    terms: [...terms],
    sections: page.sections.slice(0, 3).map(({ hit: { info } }) => ({
      ...(info.anchor ? { anchor: info.anchor, section: info.section } : {}),
      ...(info.excerpt ? { excerpt: info.excerpt } : {}),
    })),
  };
}

/**
 * Groups section hits by page and ranks pages: the best section plus a share of the next ones
 * (a page about the topic has several matching sections), weighted by how many query terms the
 * page matches and by how closely its title (then its keywords) matches the query. Pages are
 * scored exactly in the order of an upper bound, until no further page can enter the top `limit`.
 */
export function rankPages(
  hits: readonly SectionHit[],
  terms: readonly string[],
  weight: WordWeight,
  limit: number,
  termsOf: TermsOf,
): SearchResult[] {
  const pages = new Map<string, PageHits>();
  for (const hit of hits) {
    const page = pages.get(hit.info.url) ?? { url: hit.info.url, hits: [], sections: [] };
    page.hits.push(hit);
    pages.set(hit.info.url, page);
  }
  const bounded = [...pages.values()]
    .map((page) => ({ page, upper: boundPage(page, terms) }))
    .sort((a, b) => b.upper - a.upper);
  const top: { page: PageHits; score: number }[] = [];
  for (const { page, upper } of bounded) {
    if (top.length >= limit && upper < top[limit - 1]!.score) break;
    top.push({ page, score: scorePage(page, terms, weight) });
    top.sort((a, b) => b.score - a.score);
    if (top.length > limit) top.pop();
  }
  return top.map(({ page, score }) => toResult(page, score, termsOf));
}
