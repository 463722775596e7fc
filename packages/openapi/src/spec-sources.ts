import { posix } from 'node:path';
import { isRecord } from './is-record.js';

/** One spec named by an `openapi` setting: a path or URL, and where generated pages go. */
export interface SpecSource {
  readonly source: string;
  readonly directory?: string;
}

/**
 * Reads an `openapi` setting of docs.json (`api.openapi` or a navigation element's): a string, an
 * array of strings and `{source, directory}` objects, or one such object. Anything else gives `[]`
 * (the config schema reports it).
 */
export function specSourcesOf(value: unknown): SpecSource[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: SpecSource[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim() !== '') out.push({ source: item.trim() });
    else if (isRecord(item) && typeof item['source'] === 'string' && item['source'].trim() !== '') {
      const directory = typeof item['directory'] === 'string' ? item['directory'] : undefined;
      out.push({
        source: item['source'].trim(),
        ...(directory !== undefined ? { directory } : {}),
      });
    }
  }
  return out;
}

export function isRemoteSpec(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/** A spec path as a repository path: `/a/./b.json` → `a/b.json`; URLs are kept as they are. */
export function normalizeSpecPath(source: string): string {
  if (isRemoteSpec(source)) return source;
  return posix.normalize('/' + source.replace(/\\/g, '/')).replace(/^\/+/, '');
}

const SPEC_EXTENSIONS = ['', '.json', '.yaml', '.yml'];

/** The repository files a spec path may mean: itself, then with `.json`, `.yaml`, `.yml`. */
export function specPathCandidates(source: string): string[] {
  const path = normalizeSpecPath(source);
  return isRemoteSpec(path) ? [path] : SPEC_EXTENSIONS.map((ext) => path + ext);
}
