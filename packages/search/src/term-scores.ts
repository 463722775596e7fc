import type MiniSearch from 'minisearch';
import { evictOldest } from './evict-oldest.js';
import type { IndexedSection } from './index-options.js';
import { fuzzyTerms, fuzzyTree, type FuzzyTree } from './term-fuzzy.js';
import type { TreeNode } from './term-tree.js';

/** Postings of one term: per field id, per (short) document id, how often the term occurs. */
type TermData = Map<number, Map<number, number>>;

/** The parts of MiniSearch's index that its search reads (not public; checked before use). */
export interface Internals {
  readonly _index: {
    get(term: string): TermData | undefined;
    atPrefix(prefix: string): Iterable<[string, TermData]>;
    fuzzyGet(term: string, distance: number): Map<string, [TermData, number]>;
    /** Its radix tree, and the prefix of the terms it holds ('' for a whole index). */
    readonly _tree?: unknown;
    readonly _prefix?: unknown;
  };
  readonly _fieldIds: Readonly<Record<string, number>>;
  readonly _fieldLength: Map<number, number[]>;
  readonly _avgFieldLength: readonly number[];
  readonly _documentCount: number;
  readonly _documentIds: Map<number, unknown>;
}

/** How one query term is searched: MiniSearch's options of the same names. */
export interface TermSearch {
  /** Per field: its boost (1 when absent). */
  readonly boost: Readonly<Record<string, number>>;
  readonly prefix: boolean;
  /** The share of the term's letters that may differ (0.2: one in five), or false. */
  readonly fuzzy: number | false;
  readonly weights: { readonly fuzzy: number; readonly prefix: number };
}

/**
 * One query term's scores: the document ids it reaches (in the order first reached) and, at the same
 * position, each one's score and the fields it matched in (the bits the caller gave for them, or-ed),
 * and the index terms the query term reached (see `matchedTerms`). Kept by the half for the next query
 * of the same term (see `KEPT_TERM_SLOTS`): never to be written.
 */
export interface TermScores {
  readonly ids: Int32Array;
  readonly score: Float64Array;
  readonly fieldBits: Uint32Array;
  readonly reached: Reached;
}

/** The index terms a query term reached in one half, to tell later which of them a section has. */
export interface Reached {
  readonly expansions: readonly Expansion[];
}

/**
 * Adds to `into` the index terms of `reached` that section `id` has (in any field searched), in the
 * order they were scored: what a result highlights. Asked only of the sections of the pages returned.
 */
export function matchedTerms(reached: Reached, id: number, into: Set<string>): void {
  for (const e of reached.expansions) {
    if (into.has(e.index)) continue;
    for (const freqs of e.postings)
      if (freqs.has(id)) {
        into.add(e.index);
        break;
      }
  }
}

/** What is read of a half once: its internals, its fields in search order, a scratch array per document. */
interface Prepared {
  readonly mini: Internals;
  readonly fields: readonly string[];
  readonly fieldIds: readonly number[];
  readonly score: Float64Array;
  readonly fieldBits: Uint32Array;
  /** Per searched field (in `fields` order), each document's length in it. */
  readonly lengths: readonly Float64Array[];
  /** 1 for each document id the half has. */
  readonly present: Uint8Array;
  /** The half's document count when this was read: a half changed since is read again. */
  readonly documentCount: number;
  /** Which call last reached each document (`round`): its score and bits are this call's. */
  readonly stamp: Int32Array;
  round: number;
  /**
   * The documents the last call reached, in order (the `ids` it returned are the first of them): an array of every
   * document's size, written from the start by each call. A JS array emptied for each call (`length = 0`) gave up
   * its store and grew a new one for every query term.
   */
  readonly ids: Int32Array;
  /**
   * Recent query terms (see `termOf`), least recently used first, and the slots they hold in all: one a term, one
   * an expansion, one a document its scores reach.
   */
  readonly terms: Map<string, KeptTerm>;
  held: number;
  /** The term tree, when it is as `fuzzyTree` reads it, and its layout for typo walks, made on the first one. */
  readonly tree: TreeNode | undefined;
  fuzzy: FuzzyTree | undefined;
  /** Posting lists read into arrays (see `packedOf`), by the list, each the first time a query reaches it. */
  readonly packed: WeakMap<Map<number, number>, Packed>;
}

/**
 * One posting list of a searched field as scoring reads it: the documents the half has (in the list's order)
 * and, for each, the part of its score that is the index's alone (the term's rarity in the field times the
 * saturation of its frequency in the document), computed as the score's expression computes it. The rest of a
 * score is the query's: the expansion's weight, the field's boost, the document's boost.
 */
interface Packed {
  readonly docs: Int32Array;
  readonly part: Float64Array;
}

const prepared = new WeakMap<MiniSearch<IndexedSection>, Prepared | null>();

/**
 * The half's internals when they have the shape read here and its documents' ids are their short
 * ids (as in every index Quire builds: sections numbered in order), else null (the caller uses
 * MiniSearch's public search).
 */
export function internalsOf(half: MiniSearch<IndexedSection>): Internals | null {
  const mini = half as unknown as Partial<Internals>;
  const ok =
    typeof mini._index?.get === 'function' &&
    typeof mini._index.atPrefix === 'function' &&
    typeof mini._index.fuzzyGet === 'function' &&
    mini._fieldIds !== undefined &&
    mini._fieldLength instanceof Map &&
    Array.isArray(mini._avgFieldLength) &&
    typeof mini._documentCount === 'number' &&
    mini._documentIds instanceof Map &&
    [...mini._documentIds].every(([short, id]) => id === short);
  return ok ? (mini as Internals) : null;
}

/** `internalsOf` with what scoring needs of the half (its fields are always the same ones), once. */
function prepare(half: MiniSearch<IndexedSection>, fields: readonly string[]): Prepared | null {
  let p = prepared.get(half);
  if (p !== undefined && (p === null || p.documentCount === p.mini._documentCount)) return p;
  const mini = internalsOf(half);
  if (mini && fields.length <= 32 && fields.every((f) => mini._fieldIds[f] !== undefined)) {
    let top = 0;
    for (const id of mini._documentIds.keys()) top = Math.max(top, id);
    const fieldIds = fields.map((f) => mini._fieldIds[f]!);
    const lengths = fieldIds.map(() => new Float64Array(top + 1));
    const present = new Uint8Array(top + 1);
    for (const id of mini._documentIds.keys()) {
      present[id] = 1;
      const own = mini._fieldLength.get(id);
      fieldIds.forEach((fieldId, f) => (lengths[f]![id] = own?.[fieldId] ?? NaN));
    }
    p = {
      mini,
      fields,
      fieldIds,
      lengths,
      present,
      documentCount: mini._documentCount,
      score: new Float64Array(top + 1),
      fieldBits: new Uint32Array(top + 1),
      stamp: new Int32Array(top + 1),
      ids: new Int32Array(top + 1),
      round: 1,
      terms: new Map(),
      held: 0,
      tree:
        mini._index._tree instanceof Map && mini._index._prefix === ''
          ? (mini._index._tree as TreeNode)
          : undefined,
      fuzzy: undefined,
      packed: new WeakMap(),
    };
  } else p = null;
  prepared.set(half, p);
  return p;
}

/** An index term a query term reaches (itself, a longer word it begins, a word a typo or two away) and its weight. */
export interface Expansion {
  readonly index: string;
  readonly weight: number;
  readonly data: TermData;
  /** Its postings in the half's searched fields (those it has), in field order. */
  readonly postings: readonly Map<number, number>[];
}

/**
 * How many slots a half keeps for the query terms searched most recently (see `Prepared.terms`): walking the term
 * tree for prefixes and typos, then summing the postings of every index term reached, is most of a query's work,
 * and readers type the same words. A slot is a reference into the index and a number, or a document's score and
 * fields (16 bytes: its number, score and field bits): a few megabytes a half at most.
 */
export const KEPT_TERM_SLOTS = 400_000;

/** A recent query term in one half: the index terms it reaches and, once scored, its scores (see `TermScores`). */
interface KeptTerm {
  readonly expansions: readonly Expansion[];
  scores: TermScores | undefined;
  /** What the scores were computed with: another field boost, field bits or document boost computes them again. */
  boost: Readonly<Record<string, number>> | undefined;
  bits: readonly number[] | undefined;
  docBoost: ((id: number) => number) | undefined;
}

/** The part of a term's key its options make (see `termOf`), once per options object. */
const optionKeys = new WeakMap<TermSearch, string>();

/**
 * The query term `term` as `search` searches it in the half: kept from a recent query (moved to the most recently
 * used end), or with its expansions found now.
 */
function termOf(p: Prepared, term: string, search: TermSearch): KeptTerm {
  const distance = search.fuzzy === false ? 0 : Math.min(6, Math.round(term.length * search.fuzzy));
  let options = optionKeys.get(search);
  if (options === undefined) {
    options = `${search.prefix ? 'p' : ''} ${search.weights.prefix} ${search.weights.fuzzy} `;
    optionKeys.set(search, options);
  }
  const key = `${options}${distance} ${term}`;
  const kept = p.terms.get(key);
  if (kept) {
    // Most recently used last.
    p.terms.delete(key);
    p.terms.set(key, kept);
    return kept;
  }
  const found: KeptTerm = {
    expansions: expansionsOf(p, term, search, distance),
    scores: undefined,
    boost: undefined,
    bits: undefined,
    docBoost: undefined,
  };
  p.terms.set(key, found);
  p.held += found.expansions.length + 1;
  evictOldestTerms(p);
  return found;
}

/** Drops the least recently used terms while the half holds more than `KEPT_TERM_SLOTS`. */
function evictOldestTerms(p: Prepared): void {
  evictOldest(
    p.terms,
    () => p.held > KEPT_TERM_SLOTS,
    (dropped) => (p.held -= dropped.expansions.length + 1 + (dropped.scores?.ids.length ?? 0)),
  );
}

/** The index terms `term` reaches, in the order MiniSearch scores them: itself, its prefix expansions, its fuzzy ones. */
function expansionsOf(
  p: Prepared,
  term: string,
  search: TermSearch,
  distance: number,
): readonly Expansion[] {
  const out: Expansion[] = [];
  const expansion = (index: string, weight: number, data: TermData): Expansion => ({
    index,
    weight,
    data,
    postings: p.fieldIds.flatMap((f) => data.get(f) ?? []),
  });
  const own = p.mini._index.get(term);
  if (own) out.push(expansion(term, 1, own));
  const fuzzy = !distance
    ? undefined
    : p.tree
      ? (fuzzyTerms((p.fuzzy ??= fuzzyTree(p.tree)), term, distance) as Map<
          string,
          [TermData, number]
        >)
      : p.mini._index.fuzzyGet(term, distance);
  if (search.prefix) {
    for (const [index, data] of p.mini._index.atPrefix(term)) {
      const longer = index.length - term.length;
      if (!longer) continue;
      fuzzy?.delete(index);
      out.push(
        expansion(
          index,
          (search.weights.prefix * index.length) / (index.length + 0.3 * longer),
          data,
        ),
      );
    }
  }
  if (fuzzy) {
    for (const [index, [data, edits]] of fuzzy) {
      if (!edits) continue;
      out.push(
        expansion(index, (search.weights.fuzzy * index.length) / (index.length + edits), data),
      );
    }
  }
  return out;
}

// MiniSearch's BM25+ parameters (its defaults), in the expression it computes.
const K = 1.2;
const B = 0.7;
const D = 0.5;
// BM25+ is `idf(…) * saturation(…)`: the first factor is the same for every document of a posting list.
const idf = (matching: number, total: number) =>
  Math.log(1 + (total - matching + 0.5) / (matching + 0.5));
const saturation = (tf: number, length: number, avg: number) =>
  D + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / avg));

/**
 * `freqs`, the postings of an index term in the `f`-th searched field, as arrays: read once per loaded half (an
 * index is never changed once loaded; a half whose document count changed is prepared again, with new arrays).
 * Iterating a `Map` and computing each document's saturation was most of scoring a term.
 */
function packedOf(p: Prepared, freqs: Map<number, number>, f: number): Packed {
  let packed = p.packed.get(freqs);
  if (packed) return packed;
  const rarity = idf(freqs.size, p.mini._documentCount);
  const fieldId = p.fieldIds[f]!;
  const avg = p.mini._avgFieldLength[fieldId]!;
  const lengths = p.lengths[f]!;
  const docs: number[] = [];
  const part: number[] = [];
  for (const [doc, tf] of freqs) {
    if (p.present[doc] !== 1) continue;
    docs.push(doc);
    part.push(rarity * saturation(tf, lengths[doc]!, avg));
  }
  packed = { docs: Int32Array.from(docs), part: Float64Array.from(part) };
  p.packed.set(freqs, packed);
  return packed;
}

/**
 * Scores `term` (tokenized and normalised already) in `half` as `half.search(term, …)` with the
 * same options does, sum for sum in the same order, without building its result objects: the exact
 * term, then its prefix expansions, then its fuzzy ones, each weighted as MiniSearch weighs them.
 * `docBoost` is a document's multiplier by id (the same function for the same multipliers: the
 * scores are kept for the next query of the term while it is). Null when MiniSearch's internals are
 * not as expected (then the caller uses its public search).
 */
export function scoreTerm(
  half: MiniSearch<IndexedSection>,
  fields: readonly string[],
  bits: readonly number[],
  term: string,
  search: TermSearch,
  docBoost: (id: number) => number,
): TermScores | null {
  const p = prepare(half, fields);
  if (!p) return null;
  const kept = termOf(p, term, search);
  if (
    kept.scores !== undefined &&
    kept.boost === search.boost &&
    kept.bits === bits &&
    kept.docBoost === docBoost
  )
    return kept.scores;
  const { score, fieldBits, ids } = p;
  let reached = 0;
  const { expansions } = kept;
  for (const { weight, data } of expansions) {
    for (let f = 0; f < p.fields.length; f++) {
      const freqs = data.get(p.fieldIds[f]!);
      if (!freqs) continue;
      const weighted = weight * (search.boost[p.fields[f]!] || 1);
      const bit = bits[f]!;
      const { docs, part } = packedOf(p, freqs, f);
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i]!;
        const boost = docBoost(doc);
        if (!boost) continue;
        // The expression as it was with the index's part computed here: the same sum, bit for bit.
        const s = weighted * boost * part[i]!;
        if (p.stamp[doc] !== p.round) {
          p.stamp[doc] = p.round;
          ids[reached++] = doc;
          score[doc] = s;
          fieldBits[doc] = bit;
        } else {
          score[doc] = score[doc]! + s;
          fieldBits[doc] = fieldBits[doc]! | bit;
        }
      }
    }
  }
  p.round = (p.round % 0x7fffffff) + 1;
  const scores: TermScores = {
    ids: ids.slice(0, reached),
    score: new Float64Array(reached),
    fieldBits: new Uint32Array(reached),
    reached: { expansions },
  };
  for (let i = 0; i < reached; i++) {
    const doc = ids[i]!;
    scores.score[i] = score[doc]!;
    scores.fieldBits[i] = fieldBits[doc]!;
  }
  p.held += reached - (kept.scores?.ids.length ?? 0);
  kept.scores = scores;
  kept.boost = search.boost;
  kept.bits = bits;
  kept.docBoost = docBoost;
  evictOldestTerms(p);
  return scores;
}
