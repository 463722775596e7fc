import { FIELD_BIT } from './index-options.js';
import { textTerms } from './query-terms.js';
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
}

/** One matching section: its score summed over query terms and both halves, and where each term matched. */
export interface SectionHit {
  readonly num: number;
  readonly info: SectionInfo;
  score: number;
  /** Per query term (by position), the fields it matched in: `FIELD_BIT`s or-ed, 0 where it did not match. */
  readonly fields: number[];
}

/** The index terms (after prefix and fuzzy expansion) a section matched, for highlighting. */
export type TermsOf = (num: number) => Iterable<string>;

/** How rare a word is in titles (or headings): words every title has (the product name) count little. */
export type WordWeight = (word: string) => number;

/**
 * The share of a title's (or heading's) words that the query terms match, each word weighted by
 * its rarity: 1 when the title is exactly what was typed. Without weights, 1: an upper bound.
 */
function exactness(
  text: string | undefined,
  terms: readonly string[],
  weight: WordWeight | undefined,
): number {
  if (!weight) return 1;
  const words = textTerms(text ?? '');
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
  return hit.score * coverage * (1 + inHeading * exactness(hit.info.section, terms, weight));
}

interface PageHits {
  readonly url: string;
  readonly hits: SectionHit[];
  /** The hits scored, best first (by the last `scorePage`). */
  sections: { readonly hit: SectionHit; readonly score: number }[];
}

/** A page's score; without word weights, an upper bound of it (titles and headings count as exact matches). */
function scorePage(
  page: PageHits,
  terms: readonly string[],
  weight: WordWeight | undefined,
): number {
  page.sections = page.hits
    .map((hit) => ({ hit, score: sectionScore(hit, terms, weight) }))
    .sort((a, b) => b.score - a.score);
  const fields = terms.map((_, i) => page.hits.reduce((all, h) => all | h.fields[i]!, 0));
  const coverage = share(fields, ANY_FIELD);
  const inTitle = share(fields, FIELD_BIT.title);
  const inKeywords = share(fields, FIELD_BIT.keywords);
  const [best, ...rest] = page.sections;
  const more = rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0);
  const title =
    1 +
    2 * inTitle * inTitle +
    2 * (inTitle === 1 ? exactness(best!.hit.info.title, terms, weight) : 0) +
    0.5 * inKeywords;
  return (best!.score + 0.15 * more) * coverage * coverage * title;
}

function toResult(page: PageHits, score: number, termsOf: TermsOf): SearchResult {
  const s = page.sections[0]!.hit.info;
  const terms = new Set<string>();
  for (const x of page.sections) for (const t of termsOf(x.hit.num)) terms.add(t);
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
    .map((page) => ({ page, upper: scorePage(page, terms, undefined) }))
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
