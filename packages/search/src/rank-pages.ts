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
  /** Each of those words' rarity among the index's titles and headings (see `WordWeight`). */
  readonly titleWeights: readonly number[];
  readonly sectionWeights: readonly number[];
  /** Its page among the index's pages: sections of the same `url` have the same number. */
  readonly page: number;
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
 * its rarity (`weights`, one per word): 1 when the title is exactly what was typed.
 */
function exactness(
  words: readonly string[],
  weights: readonly number[],
  terms: readonly string[],
): number {
  let matched = 0;
  let total = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const x = weights[i]!;
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

/**
 * A section's own score: its text score, favouring sections whose heading is what was typed. Not
 * `exact`: an upper bound, as if the heading were exactly what was typed.
 */
function sectionScore(
  hits: QueryHits,
  num: number,
  terms: readonly string[],
  exact: boolean,
): number {
  const at = num * terms.length;
  const coverage = share(hits.fields, ANY_FIELD, at, terms.length);
  const inHeading = share(hits.fields, FIELD_BIT.section, at, terms.length);
  const info = exact ? hits.info(num) : undefined;
  const closeness = info ? exactness(info.sectionWords, info.sectionWeights, terms) : 1;
  return hits.score[num]! * coverage * (1 + inHeading * closeness);
}

interface PageHits {
  readonly url: string;
  /** Its matching sections' numbers, in the order first reached. */
  readonly nums: number[];
  /** Its sections' four best `sectionScore`s without exactness, best first (-Infinity where fewer). */
  readonly best: [number, number, number, number];
  /** The fields each query term matched in anywhere on the page. */
  readonly fields: number[];
  /** Its matching sections scored, best first (by the last `scorePage`). */
  sections: { readonly num: number; readonly score: number }[];
}

/** The page's title factor: how many terms its title (and keywords) match, and how closely. */
function titleFactor(fields: readonly number[], exact: () => number): number {
  const inTitle = share(fields, FIELD_BIT.title);
  const inKeywords = share(fields, FIELD_BIT.keywords);
  return 1 + 2 * inTitle * inTitle + 2 * (inTitle === 1 ? exact() : 0) + 0.5 * inKeywords;
}

/** Adds section `num` to `page`: its number, its bound among the four best, its fields. */
function addHit(hits: QueryHits, page: PageHits, num: number, terms: readonly string[]): void {
  page.nums.push(num);
  const x = sectionScore(hits, num, terms, false);
  const b = page.best;
  if (x > b[0]) [b[0], b[1], b[2], b[3]] = [x, b[0], b[1], b[2]];
  else if (x > b[1]) [b[1], b[2], b[3]] = [x, b[1], b[2]];
  else if (x > b[2]) [b[2], b[3]] = [x, b[2]];
  else if (x > b[3]) b[3] = x;
  const at = num * terms.length;
  for (let i = 0; i < terms.length; i++) page.fields[i]! |= hits.fields[at + i]!;
}

/**
 * An upper bound of `scorePage` (titles and headings count as exact matches), as `scorePage`
 * computes it without exactness, from what `addHit` kept: no sorting, no section kept.
 */
function boundPage(page: PageHits): number {
  const [s0, s1, s2, s3] = page.best;
  let more = 0;
  for (const x of [s1, s2, s3]) if (x !== -Infinity) more += x;
  const coverage = share(page.fields, ANY_FIELD);
  return (s0 + 0.15 * more) * coverage * coverage * titleFactor(page.fields, () => 1);
}

/** A page's score: its sections' (which it keeps, best first) and its title's. */
function scorePage(hits: QueryHits, page: PageHits, terms: readonly string[]): number {
  page.sections = page.nums
    .map((num) => ({ num, score: sectionScore(hits, num, terms, true) }))
    .sort((a, b) => b.score - a.score);
  const { fields } = page;
  const coverage = share(fields, ANY_FIELD);
  const [best, ...rest] = page.sections;
  const more = rest.slice(0, 3).reduce((sum, s) => sum + s.score, 0);
  const title = titleFactor(fields, () => {
    const info = hits.info(best!.num);
    return exactness(info.titleWords, info.titleWeights, terms);
  });
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
  limit: number,
  termsOf: TermsOf,
): SearchResult[] {
  // By page number (`SectionInfo.page`), in the order first reached.
  const byNumber: (PageHits | undefined)[] = [];
  const pages: PageHits[] = [];
  for (const num of hits.ids) {
    const info = hits.info(num);
    let page = byNumber[info.page];
    if (!page) {
      page = {
        url: info.url,
        nums: [],
        best: [-Infinity, -Infinity, -Infinity, -Infinity],
        fields: new Array<number>(terms.length).fill(0),
        sections: [],
      };
      byNumber[info.page] = page;
      pages.push(page);
    }
    addHit(hits, page, num, terms);
  }
  const bounded = pages
    .map((page) => ({ page, upper: boundPage(page) }))
    .sort((a, b) => b.upper - a.upper);
  const top: { page: PageHits; score: number }[] = [];
  for (const { page, upper } of bounded) {
    if (top.length >= limit && upper < top[limit - 1]!.score) break;
    top.push({ page, score: scorePage(hits, page, terms) });
    top.sort((a, b) => b.score - a.score);
    if (top.length > limit) top.pop();
  }
  return top.map(({ page, score }) => toResult(hits, page, score, termsOf));
}
