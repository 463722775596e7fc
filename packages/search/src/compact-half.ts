import type { Options } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { encodePostingList, storedColumns, termEntry, type CompactIndex } from './compact-index.js';

/** MiniSearch's options that an index is made with, those it defaults given (as Quire's always are). */
export interface HalfOptions<T> extends Options<T> {
  readonly idField: string;
  readonly extractField: (doc: T, field: string) => unknown;
  readonly tokenize: (text: string, field?: string) => string[];
  /** One term for a token, or none (MiniSearch's may also give several: not read here). */
  readonly processTerm: (term: string, field?: string) => string | null;
}

/** One term's postings in one field: document ids in increasing order, and how often the term occurs in each. */
interface FieldPostings {
  readonly ids: number[];
  readonly counts: number[];
}

/**
 * The compact form of the index MiniSearch makes of `docs` with `options` (`encodeSearchIndex` of
 * `new MiniSearch(options)`, `addAll(docs)`, `toJSON()`): the same value, made without MiniSearch's index.
 * MiniSearch finds each token's entry in its radix tree and counts it in a map of maps (a third of a large
 * site's build of its search files went there); here a token is counted in a plain map, and only a term's first
 * occurrence goes into a radix tree (MiniSearch's own `SearchableMap`), whose order the terms are written in, as
 * `toJSON` writes them. `docs[i]` must have the id `i` (as every index Quire builds does).
 */
export function compactHalf<T>(docs: readonly T[], options: HalfOptions<T>): CompactIndex {
  const { extractField: extract, tokenize, processTerm, fields } = options;
  const stores = options.storeFields ?? [];
  const fieldIds: Record<string, number> = {};
  fields.forEach((field, i) => (fieldIds[field] = i));
  const order = new SearchableMap<true>();
  const postings = new Map<string, (FieldPostings | undefined)[]>();
  const fieldLength = new Array<number>(docs.length * fields.length).fill(0);
  const averageFieldLength: number[] = [];
  const storedFields: Record<number, Record<string, unknown>> = {};
  // Each field's tokens as processed before: most tokens of a site are words it has used before.
  const processed = fields.map(() => new Map<string, string | null>());
  docs.forEach((doc, id) => {
    if (extract(doc, options.idField) !== id)
      throw new Error(`compactHalf: document ${id} does not have the id ${id}`);
    if (stores.length > 0) {
      const stored: Record<string, unknown> = {};
      for (const name of stores) {
        const value = extract(doc, name);
        if (value !== undefined) stored[name] = value;
      }
      storedFields[id] = stored;
    }
    fields.forEach((field, f) => {
      const value = extract(doc, field);
      if (value === null || value === undefined) return;
      const tokens = tokenize(String(value), field);
      const length = new Set(tokens).size;
      fieldLength[id * fields.length + f] = length;
      // MiniSearch's running mean, in its arithmetic (`addFieldLength`): over every document so far.
      averageFieldLength[f] = ((averageFieldLength[f] || 0) * id + length) / (id + 1);
      const seen = processed[f]!;
      for (const token of tokens) {
        let term = seen.get(token);
        if (term === undefined) seen.set(token, (term = processTerm(token, field) || null));
        if (!term) continue;
        let byField = postings.get(term);
        if (!byField) {
          postings.set(term, (byField = []));
          order.set(term, true);
        }
        const list = (byField[f] ??= { ids: [], counts: [] });
        const last = list.ids.length - 1;
        if (list.ids[last] === id) list.counts[last]!++;
        else {
          list.ids.push(id);
          list.counts.push(1);
        }
      }
    });
  });
  const index: [string, ...(string | 0)[]][] = [];
  for (const [term] of order) {
    const byField = postings.get(term)!;
    index.push(
      termEntry(term, fields.length, (f) => {
        const list = byField[f];
        return list ? encodePostingList(list.ids, list.counts) : 0;
      }),
    );
  }
  return {
    compact: 2,
    documentCount: docs.length,
    nextId: docs.length,
    fieldIds,
    fieldLength,
    averageFieldLength: Array.from(averageFieldLength, (a) => a ?? null),
    stored: storedColumns(storedFields, docs.length),
    index,
  };
}
