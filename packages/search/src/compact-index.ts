import type { AsPlainObject } from 'minisearch';

/**
 * A MiniSearch index as Quire writes it: the same content as MiniSearch's `toJSON`, in fewer
 * bytes. Documents are numbered 0…n−1 (`documentIds` is left out when it is that identity);
 * `fieldLength` is one flat list (n × fields); stored fields are columns (one list per stored
 * field, `null` where a document has none); each term's postings are one string per field
 * (0: none): per document its gap from the previous one (from −1) times 2, then, when the term
 * occurs more than once, that count times 2 plus 1, each number in base 32 with the low digits
 * first, a digit from `DIGITS`, 32 added to every digit but the last.
 * `["key", "64", 0, "2"]`: field 0 holds document 2, then document 4 (the gap 2: "4"); field 2
 * document 0.
 */
export interface CompactIndex {
  /** The format's version: 2 (1 wrote postings as lists of numbers). */
  readonly compact: 2;
  readonly documentCount: number;
  readonly nextId: number;
  /** Only when a short id does not map to itself. */
  readonly documentIds?: readonly unknown[];
  readonly fieldIds: Readonly<Record<string, number>>;
  readonly fieldLength: readonly number[];
  readonly averageFieldLength: readonly (number | null)[];
  readonly stored: Readonly<Record<string, readonly unknown[]>>;
  readonly dirtCount?: number;
  readonly index: readonly (readonly [string, ...(string | 0)[]])[];
}

type Postings = Readonly<Record<string, number>>;

/** 64 characters that JSON writes as they are; each carries 5 bits of a number and whether more follow. */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';
/** Each digit's value by its character code (every other code reads as 0). */
const VALUE = new Uint8Array(128);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

function pushNumber(out: string[], n: number): void {
  let rest = n;
  while (rest >= 32) {
    out.push(DIGITS[32 + (rest % 32)]!);
    rest = Math.floor(rest / 32);
  }
  out.push(DIGITS[rest]!);
}

/** A posting list as text: per document its gap from the previous one (×2), then its count (×2 + 1) when not 1. */
export function encodePostingList(ids: readonly number[], counts: readonly number[]): string {
  const out: string[] = [];
  let previous = -1;
  ids.forEach((id, i) => {
    pushNumber(out, (id - previous) * 2);
    const frequency = counts[i] ?? 1;
    if (frequency !== 1) pushNumber(out, frequency * 2 + 1);
    previous = id;
  });
  return out.join('');
}

function encodePostings(postings: Postings | undefined): string | 0 {
  if (postings === undefined) return 0;
  const ids = Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b);
  return encodePostingList(
    ids,
    ids.map((id) => postings[id] ?? 1),
  );
}

/** A posting list's documents and counts, in the order written (increasing ids), each given to `put`. */
function readPostings(text: string, put: (id: number, count: number) => void): void {
  let id = -1;
  let n = 0;
  let scale = 1;
  let pending = false;
  for (let i = 0; i < text.length; i++) {
    const v = VALUE[text.charCodeAt(i)] ?? 0;
    n += (v % 32) * scale;
    if (v >= 32) {
      scale *= 32;
      continue;
    }
    if (n % 2 === 1) {
      put(id, (n - 1) / 2);
      pending = false;
    } else {
      if (pending) put(id, 1);
      id += n / 2;
      pending = true;
    }
    n = 0;
    scale = 1;
  }
  if (pending) put(id, 1);
}

function decodePostings(text: string): Record<number, number> {
  const postings: Record<number, number> = {};
  readPostings(text, (id, count) => (postings[id] = count));
  return postings;
}

/** A posting list as MiniSearch holds it in memory: document id → count, in increasing ids. */
export function postingMap(text: string): Map<number, number> {
  const postings = new Map<number, number>();
  readPostings(text, (id, count) => postings.set(id, count));
  return postings;
}

/** A term's entry of `index`: its posting list in each of the `fields` (0: none), the trailing zeros left out. */
export function termEntry(
  term: string,
  fields: number,
  listOf: (field: number) => string | 0,
): [string, ...(string | 0)[]] {
  const lists = Array.from({ length: fields }, (_, f) => listOf(f));
  while (lists.at(-1) === 0) lists.pop();
  return [term, ...lists];
}

/** Column by column: each stored field's values in document order (`null` where absent). */
export function storedColumns(
  stored: AsPlainObject['storedFields'],
  count: number,
): Record<string, unknown[]> {
  const columns: Record<string, unknown[]> = {};
  for (let id = 0; id < count; id++) {
    for (const [name, value] of Object.entries((stored[id] ?? {}) as Record<string, unknown>)) {
      (columns[name] ??= new Array<unknown>(count).fill(null))[id] = value;
    }
  }
  return columns;
}

const isIdentity = (ids: AsPlainObject['documentIds'], count: number) =>
  Object.keys(ids).length === count &&
  Object.entries(ids).every(([short, id]) => String(id) === short);

/** The compact form of MiniSearch's plain object (whose short ids are 0…documentCount−1, as after adding documents once). */
export function encodeSearchIndex(js: AsPlainObject): CompactIndex {
  const count = js.documentCount;
  const fields = Object.keys(js.fieldIds).length;
  const fieldLength: number[] = [];
  for (let id = 0; id < count; id++) {
    const lengths = js.fieldLength[id] ?? [];
    for (let f = 0; f < fields; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const index = js.index.map(([term, data]) =>
    termEntry(term, fields, (f) => encodePostings((data as Record<string, Postings>)[f])),
  );
  return {
    compact: 2,
    documentCount: count,
    nextId: js.nextId,
    ...(isIdentity(js.documentIds, count)
      ? {}
      : { documentIds: Array.from({ length: count }, (_, id) => js.documentIds[id]) }),
    fieldIds: js.fieldIds,
    fieldLength,
    averageFieldLength: js.averageFieldLength,
    stored: storedColumns(js.storedFields, count),
    ...(js.dirtCount ? { dirtCount: js.dirtCount } : {}),
    index,
  };
}

/** MiniSearch's plain object again, for `MiniSearch.loadJS`. */
export function decodeSearchIndex(c: CompactIndex): AsPlainObject {
  const count = c.documentCount;
  const fields = Object.keys(c.fieldIds).length;
  const documentIds: Record<number, unknown> = {};
  const fieldLength: Record<number, number[]> = {};
  const storedFields: Record<number, Record<string, unknown>> = {};
  const columns = Object.entries(c.stored);
  for (let id = 0; id < count; id++) {
    documentIds[id] = c.documentIds ? c.documentIds[id] : id;
    fieldLength[id] = c.fieldLength.slice(id * fields, (id + 1) * fields);
    const doc: Record<string, unknown> = {};
    for (const [name, values] of columns)
      if (values[id] !== null && values[id] !== undefined) doc[name] = values[id];
    storedFields[id] = doc;
  }
  const index: AsPlainObject['index'] = c.index.map(([term, ...lists]) => {
    const data: Record<number, Record<number, number>> = {};
    lists.forEach((list, f) => {
      if (list !== 0) data[f] = decodePostings(list);
    });
    return [term, data];
  });
  return {
    documentCount: count,
    nextId: c.nextId,
    documentIds,
    fieldIds: { ...c.fieldIds },
    fieldLength,
    averageFieldLength: c.averageFieldLength as number[],
    storedFields,
    dirtCount: c.dirtCount ?? 0,
    index,
    serializationVersion: 2,
  };
}
