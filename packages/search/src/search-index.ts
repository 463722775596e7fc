import MiniSearch, { type AsPlainObject, type Options } from 'minisearch';
import { compactHalf } from './compact-half.js';
import {
  decodeSearchIndex,
  encodeSearchIndex,
  postingMap,
  type CompactIndex,
} from './compact-index.js';
import { bodyOptions, headOptions, type IndexedSection } from './index-options.js';
import type { SearchSection } from './search-section.js';
import { treeWriter, type TreeNode } from './term-tree.js';

/**
 * A search index in two halves over the same sections: `head` (titles, headings, keywords,
 * endpoints; small, loaded first) and `body` (text and code; loaded after the first query).
 * Querying `head` alone ranks by titles and headings; with `body` it is full text.
 */
export interface SearchIndex {
  readonly head: MiniSearch<IndexedSection>;
  readonly body?: MiniSearch<IndexedSection> | undefined;
}

/** The two halves serialised, each a JSON string (in the compact form of `encodeSearchIndex`). */
export interface SerializedSearchIndex {
  readonly head: string;
  readonly body: string;
}

const EXCERPT = 160;

function excerptOf(text: string): string {
  if (text.length <= EXCERPT) return text;
  const cut = text.lastIndexOf(' ', EXCERPT);
  return `${text.slice(0, cut > EXCERPT / 2 ? cut : EXCERPT)}…`;
}

/** The ranking multiplier of a section: its page's boost, less a little per navigation group above the page. */
function weightOf(s: SearchSection): number | undefined {
  const boost = s.boost !== undefined && s.boost > 0 ? s.boost : 1;
  const w = Math.round((boost / (1 + 0.1 * Math.max(0, (s.depth ?? 1) - 1))) * 1000) / 1000;
  return w === 1 ? undefined : w;
}

/** The sections as indexed: numbered, each with its page's number, excerpt and weight. */
function indexedSections(sections: readonly SearchSection[]): IndexedSection[] {
  let page = 0;
  return sections.map((s, num) => {
    if (s.anchor === undefined) page = num;
    const weight = weightOf(s);
    return {
      ...s,
      num,
      ...(s.anchor === undefined ? {} : { page }),
      ...(s.text ? { excerpt: excerptOf(s.text) } : {}),
      ...(weight === undefined ? {} : { weight }),
    };
  });
}

/** Builds both halves of the index over the sections (in page order: a page's intro, then its sections). */
export function buildSearchIndex(sections: readonly SearchSection[]): Required<SearchIndex> {
  const docs = indexedSections(sections);
  const head = new MiniSearch<IndexedSection>(headOptions);
  const body = new MiniSearch<IndexedSection>(bodyOptions);
  head.addAll(docs);
  body.addAll(docs);
  return { head, body };
}

const serializeHalf = (half: MiniSearch<IndexedSection>) =>
  JSON.stringify(encodeSearchIndex(half.toJSON()));

export function serializeSearchIndex(index: Required<SearchIndex>): SerializedSearchIndex {
  return { head: serializeHalf(index.head), body: serializeHalf(index.body) };
}

/**
 * `serializeSearchIndex(buildSearchIndex(sections))`, the same text, made without building the two MiniSearch
 * indexes (`compactHalf`): what the build writes.
 */
export function serializeSections(sections: readonly SearchSection[]): SerializedSearchIndex {
  const docs = indexedSections(sections);
  return {
    head: JSON.stringify(compactHalf(docs, headOptions)),
    body: JSON.stringify(compactHalf(docs, bodyOptions)),
  };
}

/** MiniSearch's term index, as `loadJS` fills it (not public; checked before use). */
interface TermIndex {
  readonly _index: {
    set(term: string, data: Map<number, Map<number, number>>): unknown;
    _tree?: unknown;
    _size?: number | undefined;
  };
}

/**
 * One half from its compact form. MiniSearch's `loadJS` is given everything but the terms, which go straight
 * into its term index as the maps it keeps (`loadJS` of `decodeSearchIndex` made each posting list an object
 * first, then a map of it): the same index, in less time and garbage, which a reader's first search waits for.
 */
function loadCompact(
  c: CompactIndex,
  options: Options<IndexedSection>,
): MiniSearch<IndexedSection> {
  const mini = MiniSearch.loadJS<IndexedSection>(
    decodeSearchIndex({ ...c, index: [] }),
    options,
  ) as unknown as Partial<TermIndex>;
  const terms = mini._index;
  if (typeof terms?.set !== 'function')
    return MiniSearch.loadJS<IndexedSection>(decodeSearchIndex(c), options);
  // Straight into its (empty) tree when it has the shape `treeWriter` writes, else through `set`.
  const tree = terms._tree;
  const direct = tree instanceof Map && tree.size === 0 && '_size' in terms;
  const set = direct
    ? treeWriter(tree as TreeNode)
    : (term: string, data: Map<number, Map<number, number>>) => terms.set(term, data);
  for (const [term, ...lists] of c.index) {
    const data = new Map<number, Map<number, number>>();
    lists.forEach((list, field) => {
      if (list !== 0) data.set(field, postingMap(list));
    });
    set(term, data);
  }
  // Its count of terms, cached by `set`, counted again when next asked.
  if (direct) terms._size = undefined;
  return mini as unknown as MiniSearch<IndexedSection>;
}

/** One half from its JSON: the compact form, or MiniSearch's own (as sites built before the compact form have it). */
function loadHalf(json: string, options: Options<IndexedSection>): MiniSearch<IndexedSection> {
  const parsed = JSON.parse(json) as CompactIndex | AsPlainObject;
  return 'compact' in parsed
    ? loadCompact(parsed, options)
    : MiniSearch.loadJS<IndexedSection>(parsed, options);
}

/** Loads the head half, and the body half when given (it can be added later with `withSearchBody`). */
export function loadSearchIndex(head: string, body?: string): SearchIndex {
  return {
    head: loadHalf(head, headOptions),
    body: body === undefined ? undefined : loadHalf(body, bodyOptions),
  };
}

/** The index with its body half loaded. */
export function withSearchBody(index: SearchIndex, body: string): SearchIndex {
  return { head: index.head, body: loadHalf(body, bodyOptions) };
}
