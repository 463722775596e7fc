import { isRecord } from './is-record.js';

/** One `$ref` string found in a document, with the pointer of the object that holds it. */
export interface FoundRef {
  readonly ref: string;
  readonly at: readonly string[];
}

/**
 * Every `$ref` string in `value`, in document order, except inside `example` values and vendor
 * extensions (literal data). Iterative, so deep documents cannot overflow the stack.
 */
export function collectRefs(value: unknown): FoundRef[] {
  const found: FoundRef[] = [];
  const stack: { node: unknown; at: string[] }[] = [{ node: value, at: [] }];
  while (stack.length > 0) {
    const { node, at } = stack.pop() as { node: unknown; at: string[] };
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--)
        stack.push({ node: node[i], at: [...at, String(i)] });
    } else if (isRecord(node)) {
      if (typeof node['$ref'] === 'string') found.push({ ref: node['$ref'], at });
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        if (
          key !== '$ref' &&
          key !== 'example' &&
          !key.startsWith('x-') &&
          typeof child === 'object' &&
          child !== null
        )
          stack.push({ node: child, at: [...at, key] });
      }
    }
  }
  return found;
}
