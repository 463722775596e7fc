import MiniSearch, { type Options, type SearchResult as MsResult } from 'minisearch';
import type { SearchResult, SearchSection } from './search-section.js';
import { STOP_WORDS } from './stop-words.js';

const FIELDS = ['pageTitle', 'section', 'keywords', 'text', 'code', 'api'] as const;
const STORE = ['url', 'anchor', 'pageTitle', 'section', 'method', 'boost', 'excerpt'] as const;

type Indexed = SearchSection & { readonly api?: string; readonly excerpt?: string };

const options: Options<Indexed> = {
  fields: [...FIELDS],
  storeFields: [...STORE],
  extractField: (doc, field) => {
    const value = (doc as unknown as Record<string, unknown>)[field];
    if (field === 'keywords') return ((value as string[] | undefined) ?? []).join(' ');
    if (field === 'api') return [doc.method, doc.apiPath, doc.apiPath?.replace(/[/{}_-]+/g, ' ')].filter(Boolean).join(' ');
    return typeof value === 'string' ? value : value === undefined ? '' : String(value);
  },
  processTerm: (term) => {
    const t = term.toLowerCase();
    return t.length < 2 || STOP_WORDS.has(t) ? null : t;
  },
};

const excerptOf = (s: SearchSection) => s.text.slice(0, 240);

/** A MiniSearch index over sections; serialise it with `JSON.stringify`. */
export function buildSearchIndex(sections: readonly SearchSection[]): MiniSearch<Indexed> {
  const ms = new MiniSearch<Indexed>(options);
  ms.addAll(sections.map((s) => ({ ...s, excerpt: excerptOf(s) })));
  return ms;
}

/** Loads an index serialised by `buildSearchIndex(...).toJSON()`. */
export function loadSearchIndex(json: string): MiniSearch<Indexed> {
  return MiniSearch.loadJSON<Indexed>(json, options);
}

export interface QueryOptions {
  readonly limit?: number;
}

const fieldBoost = { pageTitle: 4, section: 2.5, keywords: 3, api: 2.5, text: 1, code: 0.4 };

/**
 * Searches with prefix and fuzzy matching; results are grouped by page (its best section
 * wins; a title match ranks the page itself), best first.
 */
export function querySearchIndex(index: MiniSearch<Indexed>, query: string, opts: QueryOptions = {}): SearchResult[] {
  const q = query.trim();
  if (!q) return [];
  const hits: MsResult[] = index.search(q, {
    boost: fieldBoost,
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'OR',
    boostDocument: (_id, _term, stored) => Number((stored as { boost?: number } | undefined)?.boost ?? 1) || 1,
    weights: { fuzzy: 0.4, prefix: 0.6 },
  });
  const queryTerms = q.toLowerCase().split(/\s+/).filter(Boolean);
  const byPage = new Map<string, { best: MsResult; score: number; terms: Set<string> }>();
  for (const hit of hits) {
    const url = String(hit.url);
    const coverage = queryTerms.filter((t) => hit.terms.some((m) => m.startsWith(t) || t.startsWith(m))).length / queryTerms.length;
    const score = hit.score * (0.5 + coverage);
    const entry = byPage.get(url);
    if (!entry) byPage.set(url, { best: hit, score, terms: new Set(hit.terms) });
    else {
      for (const t of hit.terms) entry.terms.add(t);
      if (score > entry.score) {
        entry.best = hit;
        entry.score = score;
      }
    }
  }
  return [...byPage.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, opts.limit ?? 10)
    .map(({ best, score, terms }) => ({
      url: String(best.url),
      title: String(best.pageTitle),
      ...(best.section ? { section: String(best.section) } : {}),
      ...(best.anchor ? { anchor: String(best.anchor) } : {}),
      ...(best.method ? { method: String(best.method) } : {}),
      ...(best.excerpt ? { excerpt: String(best.excerpt) } : {}),
      score: Math.round(score * 1000) / 1000,
      terms: [...terms],
    }));
}
