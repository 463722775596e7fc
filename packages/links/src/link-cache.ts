import { createHash } from 'node:crypto';
import type { ExtractedLinks } from './link-ref.js';

/** Bump when what `extractLinks` returns changes, so that old cache entries are not used. */
const EXTRACTOR_VERSION = 1;

export interface LinkCacheData {
  readonly version: number;
  readonly entries: Readonly<Record<string, ExtractedLinks>>;
}

/** The links of files already parsed, by a hash of everything they depend on; kept between builds. */
export interface LinkCache {
  get(key: string): ExtractedLinks | undefined;
  set(key: string, value: ExtractedLinks): void;
  /** The entries used or added since the cache was created (others are dropped). */
  toJSON(): LinkCacheData;
  /** Whether an entry was added since the cache was created (else the file on disk already holds every entry used). */
  readonly changed: boolean;
}

/** The cache key of a file's links: its path, content and the options that change them. */
export function linkCacheKey(file: string, text: string, options: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([EXTRACTOR_VERSION, file, options]))
    .update('\0')
    .update(text)
    .digest('hex')
    .slice(0, 32);
}

export function createLinkCache(data?: unknown): LinkCache {
  const old =
    (data as LinkCacheData | undefined)?.version === EXTRACTOR_VERSION
      ? (data as LinkCacheData).entries
      : {};
  const kept = new Map<string, ExtractedLinks>();
  let changed = false;
  return {
    get changed() {
      return changed;
    },
    get(key) {
      const hit = kept.get(key) ?? (Object.hasOwn(old, key) ? old[key] : undefined);
      if (hit) kept.set(key, hit);
      return hit;
    },
    set(key, value) {
      if (!kept.has(key) && !Object.hasOwn(old, key)) changed = true;
      kept.set(key, value);
    },
    toJSON: () => ({ version: EXTRACTOR_VERSION, entries: Object.fromEntries(kept) }),
  };
}
