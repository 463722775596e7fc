import { appendPointer } from '@quire/config';
import type { SpecSource } from './spec-node.js';
import { isRecord, stringField } from './json-fields.js';

/** `/openapi.json` and `./a/../openapi.json` name `openapi.json`; URLs are kept as written. */
export function normalizeSpecPath(source: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(source)) return source;
  const out: string[] = [];
  for (const segment of source.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

function one(value: unknown, pointer: string): SpecSource | undefined {
  if (typeof value === 'string') {
    const source = stringField(value);
    return source ? { source: normalizeSpecPath(source), pointer } : undefined;
  }
  if (!isRecord(value)) return undefined;
  const source = stringField(value.source);
  if (!source) return undefined;
  const directory = stringField(value.directory);
  return { source: normalizeSpecPath(source), pointer, ...(directory ? { directory: normalizeSpecPath(directory) } : {}) };
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
