import type { AsPlainObject } from 'minisearch';

/**
 * A MiniSearch index as Quire writes it: the same content as MiniSearch's `toJSON`, in fewer
 * bytes. Documents are numbered 0…n−1 (`documentIds` is left out when it is that identity);
 * `fieldLength` is one flat list (n × fields); stored fields are columns (one list per stored
 * field, `null` where a document has none); each term's postings are one list per field of
 * document-number gaps, a frequency other than 1 following its document as a negative number.
 * `["key", [3, 2, -4], 0, [1]]`: field 0 holds documents 2, 4 (four times); field 1 none;
 * field 2 document 0.
 */
export interface CompactIndex {
  /** The format's version: 1. */
  readonly compact: 1;
  readonly documentCount: number;
  readonly nextId: number;
  /** Only when a short id does not map to itself. */
  readonly documentIds?: readonly unknown[];
  readonly fieldIds: Readonly<Record<string, number>>;
  readonly fieldLength: readonly number[];
  readonly averageFieldLength: readonly (number | null)[];
  readonly stored: Readonly<Record<string, readonly unknown[]>>;
  readonly dirtCount?: number;
  readonly index: readonly (readonly [string, ...(readonly number[] | 0)[]])[];
}

type Postings = Readonly<Record<string, number>>;

function encodePostings(postings: Postings | undefined): number[] | 0 {
  if (postings === undefined) return 0;
  const out: number[] = [];
  let previous = -1;
  for (const id of Object.keys(postings).map(Number).sort((a, b) => a - b)) {
    out.push(id - previous);
    const frequency = postings[id] ?? 1;
    if (frequency !== 1) out.push(-frequency);
    previous = id;
  }
  return out;
}

function decodePostings(list: readonly number[]): Record<number, number> {
  const postings: Record<number, number> = {};
  let id = -1;
  for (const n of list) {
    if (n < 0) postings[id] = -n;
    else postings[(id += n)] = 1;
  }
  return postings;
}

/** Column by column: each stored field's values in document order (`null` where absent). */
function storedColumns(stored: AsPlainObject['storedFields'], count: number): Record<string, unknown[]> {
  const columns: Record<string, unknown[]> = {};
  for (let id = 0; id < count; id++) {
    for (const [name, value] of Object.entries((stored[id] ?? {}) as Record<string, unknown>)) {
      (columns[name] ??= new Array<unknown>(count).fill(null))[id] = value;
    }
  }
  return columns;
}

const isIdentity = (ids: AsPlainObject['documentIds'], count: number) =>
  Object.keys(ids).length === count && Object.entries(ids).every(([short, id]) => String(id) === short);

/** The compact form of MiniSearch's plain object (whose short ids are 0…documentCount−1, as after adding documents once). */
export function encodeSearchIndex(js: AsPlainObject): CompactIndex {
  const count = js.documentCount;
  const fields = Object.keys(js.fieldIds).length;
  const fieldLength: number[] = [];
  for (let id = 0; id < count; id++) {
    const lengths = js.fieldLength[id] ?? [];
    for (let f = 0; f < fields; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const index = js.index.map(([term, data]) => {
    const lists = Array.from({ length: fields }, (_, f) => encodePostings((data as Record<string, Postings>)[f]));
    while (lists.at(-1) === 0) lists.pop();
    return [term, ...lists] as const;
  });
  return {
    compact: 1,
    documentCount: count,
    nextId: js.nextId,
    ...(isIdentity(js.documentIds, count) ? {} : { documentIds: Array.from({ length: count }, (_, id) => js.documentIds[id]) }),
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
    for (const [name, values] of columns) if (values[id] !== null && values[id] !== undefined) doc[name] = values[id];
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
