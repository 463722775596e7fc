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
  readonly ids: Int32Array;
  /** By section number: its score summed over query terms and both halves. */
  readonly score: Float64Array;
  /**
   * At `num * terms.length + t`: the fields query term `t` matched in, in section `num`
   * (`FIELD_BIT`s or-ed; 0 where it did not match).
   */
  readonly fields: Uint8Array;
  readonly info: (num: number) => SectionInfo;
  /** `info(num).page`, read without the section's object. */
  readonly pageOf: (num: number) => number;
  /** The ranking's working arrays, holding as many pages as `score` holds sections. */
  readonly pages: PageScratch;
}

/**
 * `rankPages`'s working arrays, reused by one query after another on the same index: by page
 * number (`SectionInfo.page`), by slot (the pages a query reached, in the order first reached) and
 * by section number. No object per page until a page is scored exactly.
 */
export interface PageScratch {
  /** By page number: the round that gave it its slot, and that slot. */
  readonly stamp: Int32Array;
  readonly slot: Int32Array;
  round: number;
  /** By slot: the page's first and last matching sections; by section: the page's next one (-1: none). */
  readonly first: Int32Array;
  readonly last: Int32Array;
  readonly next: Int32Array;
  /** At `slot * 4`: the page's four best `sectionScore`s without exactness, best first (-Infinity where fewer). */
  readonly best: Float64Array;
  /** By section: its exact `sectionScore`, once its page is scored (`scorePage`). */
  readonly exact: Float64Array;
  /** At `slot * terms.length + t`: the fields query term `t` matched in anywhere on the page. */
  fields: Uint8Array;
  /** By slot: the page's upper bound. */
  readonly upper: Float64Array;
  /** The slots as a heap by bound (see `boundHeap`). */
  order: Int32Array;
}

/** Working arrays for `size` pages and sections, `old`'s round kept. */
export function pageScratch(size: number, old?: PageScratch): PageScratch {
  return {
    stamp: new Int32Array(size),
    slot: new Int32Array(size),
    round: old?.round ?? 0,
    first: new Int32Array(size),
    last: new Int32Array(size),
    next: new Int32Array(size),
    best: new Float64Array(size * 4),
    exact: new Float64Array(size),
    fields: new Uint8Array(0),
    upper: new Float64Array(size),
    order: new Int32Array(size),
  };
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
    for (const t of terms)
      if (w === t || (t.length >= 3 && w.startsWith(t))) {
        matched += x;
        break;
      }
  }
  return total === 0 ? 0 : matched / total;
}

/**
 * The share of query terms whose fields (one `FIELD_BIT` set per term, `count` of them from `at`)
 * have any of `bits`.
 */
function share(fields: Uint8Array, bits: number, at: number, count: number): number {
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
  // The two shares of `share` in one pass over the section's fields.
  const count = terms.length;
  let any = 0;
  let heading = 0;
  for (let i = num * count; i < (num + 1) * count; i++) {
    const f = hits.fields[i]!;
    if (f & ANY_FIELD) any++;
    if (f & FIELD_BIT.section) heading++;
  }
  const coverage = any / count;
  const inHeading = heading / count;
  // How closely the heading matches counts only where a term is in it (else it is multiplied by 0).
  let closeness = 1;
  if (exact && heading > 0) {
    const info = hits.info(num);
    closeness = exactness(info.sectionWords, info.sectionWeights, terms);
  }
  return hits.score[num]! * coverage * (1 + inHeading * closeness);
}

/**
 * The page's title factor: how many terms its title (and keywords) match, and how closely (`exact`, computed only
 * when every term is in the title; a number where it is known: no function made for each page bounded).
 */
function titleFactor(
  fields: Uint8Array,
  at: number,
  count: number,
  exact: number | (() => number),
): number {
  const inTitle = share(fields, FIELD_BIT.title, at, count);
  const inKeywords = share(fields, FIELD_BIT.keywords, at, count);
  const closeness = inTitle !== 1 ? 0 : typeof exact === 'number' ? exact : exact();
  return 1 + 2 * inTitle * inTitle + 2 * closeness + 0.5 * inKeywords;
}

/** Adds section `num` to the page in `slot`: its bound among the four best, its fields. */
function addHit(hits: QueryHits, slot: number, num: number, terms: readonly string[]): void {
  const { best, fields } = hits.pages;
  const x = sectionScore(hits, num, terms, false);
  const b = slot * 4;
  if (x > best[b]!) {
    best[b + 3] = best[b + 2]!;
    best[b + 2] = best[b + 1]!;
    best[b + 1] = best[b]!;
    best[b] = x;
  } else if (x > best[b + 1]!) {
    best[b + 3] = best[b + 2]!;
    best[b + 2] = best[b + 1]!;
    best[b + 1] = x;
  } else if (x > best[b + 2]!) {
    best[b + 3] = best[b + 2]!;
    best[b + 2] = x;
  } else if (x > best[b + 3]!) best[b + 3] = x;
  const at = num * terms.length;
  const to = slot * terms.length;
  for (let i = 0; i < terms.length; i++) fields[to + i]! |= hits.fields[at + i]!;
}

/**
 * An upper bound of `scorePage` (titles and headings count as exact matches), as `scorePage`
 * computes it without exactness, from what `addHit` kept: no sorting, no section kept.
 */
function boundPage(pages: PageScratch, slot: number, count: number): number {
  const b = slot * 4;
  const s0 = pages.best[b]!;
  let more = 0;
  for (let i = 1; i < 4; i++) if (pages.best[b + i] !== -Infinity) more += pages.best[b + i]!;
  const coverage = share(pages.fields, ANY_FIELD, slot * count, count);
  return (
    (s0 + 0.15 * more) * coverage * coverage * titleFactor(pages.fields, slot * count, count, 1)
  );
}

/** A page scored exactly (its sections' exact scores are in `PageScratch.exact`), with its best three sections. */
interface ScoredPage {
  readonly slot: number;
  readonly score: number;
  /** The best sections' numbers, best first (-1 where the page has fewer). */
  readonly first: number;
  readonly second: number;
  readonly third: number;
}

/**
 * The page in `slot` scored: its sections' and its title's. The best four sections are kept as they come, each
 * before those it beats (strictly): the first four of a stable sort by score, descending, with no array to sort.
 */
function scorePage(hits: QueryHits, slot: number, terms: readonly string[]): ScoredPage {
  const { pages } = hits;
  let n0 = -1;
  let s0 = -Infinity;
  let n1 = -1;
  let s1 = -Infinity;
  let n2 = -1;
  let s2 = -Infinity;
  let n3 = -1;
  let s3 = -Infinity;
  for (let num = pages.first[slot]!; num !== -1; num = pages.next[num]!) {
    const x = sectionScore(hits, num, terms, true);
    pages.exact[num] = x;
    if (n3 !== -1 && !(x > s3)) continue;
    // Assignments, not a destructuring of an array literal: no array for each section.
    n3 = n2;
    s3 = s2;
    if (n2 === -1 || x > s2) {
      n2 = n1;
      s2 = s1;
      if (n1 === -1 || x > s1) {
        n1 = n0;
        s1 = s0;
        if (n0 === -1 || x > s0) {
          n0 = num;
          s0 = x;
        } else {
          n1 = num;
          s1 = x;
        }
      } else {
        n2 = num;
        s2 = x;
      }
    } else {
      n3 = num;
      s3 = x;
    }
  }
  const at = slot * terms.length;
  const coverage = share(pages.fields, ANY_FIELD, at, terms.length);
  // The next three, summed in order from 0 (as a reduce over them did).
  let more = 0;
  if (n1 !== -1) more += s1;
  if (n2 !== -1) more += s2;
  if (n3 !== -1) more += s3;
  const title = titleFactor(pages.fields, at, terms.length, () => {
    const info = hits.info(n0);
    return exactness(info.titleWords, info.titleWeights, terms);
  });
  return {
    slot,
    score: (s0 + 0.15 * more) * coverage * coverage * title,
    first: n0,
    second: n1,
    third: n2,
  };
}

/** The terms of a result whose terms were not asked for (`QueryOptions.terms`). */
const NO_TERMS: readonly string[] = Object.freeze([]);

/**
 * A ranked page as a result. Its `terms` are found when first read: only a search box highlights
 * them (the API, the MCP server and the assistant never read them), and finding them is a tenth of
 * a query's work.
 */
function toResult(hits: QueryHits, page: ScoredPage, termsOf: TermsOf | undefined): SearchResult {
  const { pages } = hits;
  // The page's sections and their exact scores, as `scorePage` left them: held as long as the result is (a
  // query cache keeps results) for its terms, which are found in the sections' order, best first.
  const nums: number[] = [];
  const scores: number[] = [];
  if (termsOf)
    for (let num = pages.first[page.slot]!; num !== -1; num = pages.next[num]!) {
      nums.push(num);
      scores.push(pages.exact[num]!);
    }
  const url = hits.info(pages.first[page.slot]!).url;
  const s = hits.info(page.first);
  let found: readonly string[] | undefined;
  const shown: SearchResult['sections'][number][] = [];
  for (const num of [page.first, page.second, page.third]) {
    if (num === -1) break;
    const info = hits.info(num);
    shown.push({
      anchor: info.anchor || undefined,
      section: info.anchor ? info.section : undefined,
      excerpt: info.excerpt || undefined,
    });
  }
  // Every property in one literal, an absent one undefined (JSON leaves it out, as it left out the spreads of
  // optional parts this was built with): V8 keeps them in the object, with no second array for the rest. `terms`
  // a plain value unless they can be read: a literal with a getter is made property by property, and read by JSON
  // through a call.
  const result: SearchResult = {
    url,
    title: s.title || url,
    section: s.section || undefined,
    anchor: s.anchor || undefined,
    method: s.method || undefined,
    excerpt: s.excerpt || undefined,
    score: Math.round(page.score * 1000) / 1000,
    terms: NO_TERMS,
    sections: shown,
  };
  if (termsOf)
    // In the same place among the properties (a property defined again keeps its place).
    Object.defineProperty(result, 'terms', {
      enumerable: true,
      configurable: true,
      get() {
        if (!found) {
          const terms = new Set<string>();
          // Best first; among equal scores, in the order reached (a stable sort).
          const order = nums.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
          for (const i of order) termsOf(nums[i]!, terms);
          found = [...terms];
        }
        return found;
      },
    });
  return result;
}

/**
 * Groups section hits by page and ranks pages: the best section plus a share of the next ones
 * (a page about the topic has several matching sections), weighted by how many query terms the
 * page matches and by how closely its title (then its keywords) matches the query. Pages are
 * scored exactly in the order of an upper bound, until no further page can enter the top `limit`. Without
 * `termsOf`, the results' `terms` are empty.
 */
export function rankPages(
  hits: QueryHits,
  terms: readonly string[],
  limit: number,
  termsOf: TermsOf | undefined,
): SearchResult[] {
  const { pages } = hits;
  const count = terms.length;
  if (pages.fields.length < pages.upper.length * count)
    pages.fields = new Uint8Array(pages.upper.length * count);
  pages.round = (pages.round % 0x7fffffff) + 1;
  // Pages get slots in the order first reached.
  let slots = 0;
  for (let i = 0; i < hits.ids.length; i++) {
    const num = hits.ids[i]!;
    const page = hits.pageOf(num);
    let slot: number;
    if (pages.stamp[page] !== pages.round) {
      pages.stamp[page] = pages.round;
      slot = slots++;
      pages.slot[page] = slot;
      pages.first[slot] = num;
      // Loops, not `fill`: a call of it costs more than the few numbers it sets.
      for (let i = slot * 4; i < slot * 4 + 4; i++) pages.best[i] = -Infinity;
      for (let i = slot * count; i < (slot + 1) * count; i++) pages.fields[i] = 0;
    } else {
      slot = pages.slot[page]!;
      pages.next[pages.last[slot]!] = num;
    }
    pages.last[slot] = num;
    pages.next[num] = -1;
    addHit(hits, slot, num, terms);
  }
  for (let slot = 0; slot < slots; slot++) pages.upper[slot] = boundPage(pages, slot, count);
  // Pages by bound, highest first, and of the same bound in the order first reached: taken from a heap,
  // since the loop stops after a few of them (sorting them all was a tenth of a query).
  const heap = boundHeap(pages, slots);
  const top: ScoredPage[] = [];
  for (let slot = heap.pop(); slot !== -1; slot = heap.pop()) {
    if (top.length >= limit && pages.upper[slot]! < top[limit - 1]!.score) break;
    // In its place among those kept, after those of the same score (as a stable sort put it).
    const scored = scorePage(hits, slot, terms);
    let at = top.length;
    while (at > 0 && top[at - 1]!.score < scored.score) at--;
    top.splice(at, 0, scored);
    if (top.length > limit) top.pop();
  }
  return top.map((page) => toResult(hits, page, termsOf));
}

/**
 * The slots `0..slots-1` as a binary heap (in `pages.order`), popped highest bound first, a lower slot first
 * among equal bounds: the order of a stable sort by bound, descending. `pop` gives -1 once it is empty.
 */
function boundHeap(pages: PageScratch, slots: number): { pop(): number } {
  if (pages.order.length < slots) pages.order = new Int32Array(pages.upper.length);
  const { order, upper } = pages;
  // Whether slot `a` comes before slot `b`.
  const before = (a: number, b: number) =>
    upper[a]! > upper[b]! || (upper[a] === upper[b] && a < b);
  let size = slots;
  const down = (at: number) => {
    const slot = order[at]!;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && before(order[child + 1]!, order[child]!)) child++;
      if (!before(order[child]!, slot)) break;
      order[at] = order[child]!;
      at = child;
    }
    order[at] = slot;
  };
  for (let i = 0; i < slots; i++) order[i] = i;
  for (let i = (slots >> 1) - 1; i >= 0; i--) down(i);
  return {
    pop() {
      if (size === 0) return -1;
      const first = order[0]!;
      order[0] = order[--size]!;
      down(0);
      return first;
    },
  };
}
