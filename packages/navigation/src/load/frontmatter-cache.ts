import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parseFrontmatter, type Frontmatter } from '@quire/config';

/** Where parsed frontmatter is kept between runs, and what it was parsed by (a new Quire parses again). */
export interface FrontmatterCache {
  /** The cache folder (`frontmatter.json` in it). */
  readonly dir: string;
  /** A hash of the code that parses frontmatter: a cache of another key is not read. */
  readonly key: string;
}

/** What is kept of a page's frontmatter: all but `locate`, which parses the page again when asked. */
type Kept = Omit<Frontmatter, 'locate'>;

interface CacheFile {
  readonly version: 1;
  readonly key: string;
  /** By the hash of the page's path and text. */
  readonly pages: Record<string, Kept>;
}

const FILE = 'frontmatter.json';

const hashOf = (file: string, text: string) =>
  createHash('sha1').update(file).update('\0').update(text).digest('base64url');

function readCache(cache: FrontmatterCache): Map<string, Kept> {
  try {
    const kept = JSON.parse(readFileSync(join(cache.dir, FILE), 'utf8')) as CacheFile;
    return kept.version === 1 && kept.key === cache.key
      ? new Map(Object.entries(kept.pages))
      : new Map();
  } catch {
    return new Map();
  }
}

/** Written beside and renamed into place; a cache that cannot be written costs the next run its speed only. */
function writeCache(cache: FrontmatterCache, pages: Record<string, Kept>): void {
  try {
    mkdirSync(cache.dir, { recursive: true });
    const tmp = join(cache.dir, `${FILE}.${process.pid}.tmp`);
    writeFileSync(tmp, JSON.stringify({ version: 1, key: cache.key, pages } satisfies CacheFile));
    renameSync(tmp, join(cache.dir, FILE));
  } catch {
    // A read-only checkout: nothing kept.
  }
}

/** The part of `front` to keep, when it reads back from JSON as it is (no `undefined`, no infinite number). */
function keptOf(front: Frontmatter): Kept | undefined {
  const { data, present, bodyOffset, bodyLine, diagnostics } = front;
  const kept: Kept = { data, present, bodyOffset, bodyLine, diagnostics };
  return isDeepStrictEqual(JSON.parse(JSON.stringify(kept)), kept) ? kept : undefined;
}

/**
 * A page's frontmatter from what was kept: `locate` (asked only to place a problem) reads and parses the page
 * again, and places nothing if the page has changed since.
 */
function fromKept(kept: Kept, root: string, file: string, hash: string): Frontmatter {
  let parsed: Frontmatter | null | undefined;
  const again = () => {
    if (parsed !== undefined) return parsed;
    try {
      const text = readFileSync(join(root, file), 'utf8');
      parsed = hashOf(file, text) === hash ? parseFrontmatter(text, file) : null;
    } catch {
      parsed = null;
    }
    return parsed;
  };
  return { ...kept, locate: (path, part) => again()?.locate(path, part) };
}

/** The pages' frontmatter, and `keep`, which writes what the cache folder should hold now (when it differs). */
export interface FrontmatterRead {
  readonly frontmatter: Map<string, Frontmatter>;
  readonly keep: () => void;
}

/**
 * The frontmatter of each of `files` (pages, under `root`), parsed, or with `cache` taken from what an earlier
 * run parsed from the same path and text (kept in the cache folder by `keep`; the pages no longer there are
 * forgotten). Reading a page's YAML is most of the time a run that loads the site spends on its pages when
 * their results are kept (`quire validate` after a change, a warm `quire build`).
 */
export function readFrontmatter(
  root: string,
  files: readonly string[],
  cache?: FrontmatterCache,
): FrontmatterRead {
  const out = new Map<string, Frontmatter>();
  const kept = cache ? readCache(cache) : new Map<string, Kept>();
  const next: Record<string, Kept> = {};
  // Parsed now, by hash: made into records only if they are kept (a render worker only reads the cache).
  const parsed: [string, Frontmatter][] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!cache) {
      out.set(file, parseFrontmatter(text, file));
      continue;
    }
    const hash = hashOf(file, text);
    const known = kept.get(hash);
    if (known) {
      next[hash] = known;
      out.set(file, fromKept(known, root, file, hash));
      continue;
    }
    const front = parseFrontmatter(text, file);
    parsed.push([hash, front]);
    out.set(file, front);
  }
  let written = false;
  const keep = () => {
    if (!cache || written) return;
    written = true;
    let added = false;
    for (const [hash, front] of parsed) {
      const record = keptOf(front);
      if (record) {
        next[hash] = record;
        added = true;
      }
    }
    if (added || Object.keys(next).length !== kept.size) writeCache(cache, next);
  };
  return { frontmatter: out, keep };
}
