import type { SourceSpan } from '../json/config-sources.js';
import { appendPointer } from '../json/json-pointer.js';
import { isObject, type MintValue } from './mint-value.js';

/** A mint.json value carried into docs.json unchanged: it and everything in it keep their positions. */
export class Carried {
  constructor(readonly from: MintValue) {}
}

/** A docs.json value built from a mint.json value: problems with it point at that value. */
export class Built {
  constructor(
    readonly from: MintValue,
    readonly value: Upgraded,
  ) {}
}

/** What the transforms return: plain JSON with some parts traced back to mint.json. `undefined` properties are left out. */
export type Upgraded =
  | Carried
  | Built
  | string
  | number
  | boolean
  | null
  | readonly Upgraded[]
  | { readonly [key: string]: Upgraded | undefined };

/** The part carried unchanged when `from` is there, else undefined. */
export const carry = (from: MintValue | undefined): Carried | undefined =>
  from === undefined ? undefined : new Carried(from);

/** `value` traced to `from`; undefined stays undefined. */
export const built = (from: MintValue, value: Upgraded | undefined): Built | undefined =>
  value === undefined ? undefined : new Built(from, value);

/** The plain docs.json value and, by its JSON Pointers, the mint.json spans each part came from. */
export interface MaterializedConfig {
  readonly value: unknown;
  readonly spans: ReadonlyMap<string, SourceSpan>;
}

/** Turns the transforms' result into plain JSON, mapping each docs.json pointer to its mint.json span. */
export function materialize(
  upgraded: Upgraded,
  mintSpans: ReadonlyMap<string, SourceSpan>,
): MaterializedConfig {
  const spans = new Map<string, SourceSpan>();
  const copy = (value: unknown, from: string, to: string): unknown => {
    const span = mintSpans.get(from);
    if (span) spans.set(to, span);
    if (Array.isArray(value))
      return value.map((item, i) => copy(item, appendPointer(from, i), appendPointer(to, i)));
    if (isObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value))
        out[key] = copy(item, appendPointer(from, key), appendPointer(to, key));
      return out;
    }
    return value;
  };
  const walk = (node: Upgraded, to: string): unknown => {
    if (node instanceof Carried) return copy(node.from.value, node.from.pointer, to);
    if (node instanceof Built) {
      const value = walk(node.value, to);
      const span = mintSpans.get(node.from.pointer);
      if (span && !spans.has(to)) spans.set(to, span);
      return value;
    }
    if (Array.isArray(node))
      return node.map((item: Upgraded, i) => walk(item, appendPointer(to, i)));
    if (node !== null && typeof node === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node as Record<string, Upgraded | undefined>)) {
        if (item !== undefined) out[key] = walk(item, appendPointer(to, key));
      }
      return out;
    }
    return node;
  };
  return { value: walk(upgraded, ''), spans };
}
