import { appendPointer } from '@quire/config';
import { normalizeSpecPath } from '@quire/openapi';
import type { SpecSource } from './spec-node.js';
import { isRecord, stringField } from './json-fields.js';

function one(value: unknown, pointer: string): SpecSource | undefined {
  if (typeof value === 'string') {
    const source = stringField(value);
    return source ? { source: normalizeSpecPath(source), pointer } : undefined;
  }
  if (!isRecord(value)) return undefined;
  const source = stringField(value.source);
  if (!source) return undefined;
  const directory = stringField(value.directory);
  return {
    source: normalizeSpecPath(source),
    pointer,
    ...(directory ? { directory: normalizeSpecPath(directory) } : {}),
  };
}

/**
 * The specs of an `openapi` or `asyncapi` value: a path or URL, `{source, directory?}`, or an
 * array of those. Each spec of an array generates its own pages (as the published docs say).
 */
export function readSpecSources(value: unknown, pointer: string): SpecSource[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => one(item, appendPointer(pointer, i)) ?? []);
  }
  const single = one(value, pointer);
  return single ? [single] : [];
}
