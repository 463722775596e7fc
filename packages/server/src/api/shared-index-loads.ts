import { createHash } from 'node:crypto';
import { loadSearchIndex, type SearchIndex } from '@quire/search';
import type { ReadSiteFile } from './site-content.js';

/** The two files of one search index, as site paths (no leading slash). */
export interface IndexFiles {
  readonly head: string;
  readonly body: string;
}

/**
 * The loaded search indexes of one site, each loaded once however many requests ask for it at the
 * same time: a request that finds a load under way waits for it instead of reading and parsing the
 * files itself, so that a freshly started server under traffic holds one copy of each index, not one
 * per request. A loaded index is kept until its files change (`stamp`, such as size and modification
 * time; without one, a hash of the text read), and then replaced, never kept beside its successor.
 */
export interface SharedIndexLoads {
  get(files: IndexFiles): Promise<SearchIndex | undefined>;
}

interface Held {
  readonly version: string;
  readonly index: SearchIndex;
}

interface Loading {
  /** The stamp the load started from; undefined without `stamp` (any waiting request takes it). */
  readonly version: string | undefined;
  readonly promise: Promise<SearchIndex | undefined>;
}

const textHash = (head: string, body: string) =>
  createHash('sha256').update(head).update('\u0000').update(body).digest('base64');

export function createSharedIndexLoads(
  read: ReadSiteFile,
  stamp?: (sitePath: string) => Promise<string | undefined>,
): SharedIndexLoads {
  const held = new Map<string, Held>();
  const loading = new Map<string, Loading>();

  const load = async (key: string, files: IndexFiles, stamps: string | undefined) => {
    const [headText, bodyText] = await Promise.all([read(files.head), read(files.body)]);
    if (headText === undefined || bodyText === undefined) return undefined;
    const version = stamps ?? textHash(headText, bodyText);
    const kept = held.get(key);
    if (kept?.version === version) return kept.index;
    // The old index goes before the new one is parsed, so that two never live side by side.
    held.delete(key);
    const index = loadSearchIndex(headText, bodyText);
    held.set(key, { version, index });
    return index;
  };

  return {
    async get(files) {
      const key = `${files.head}\n${files.body}`;
      const stamps = stamp
        ? (await Promise.all([stamp(files.head), stamp(files.body)])).join('|')
        : undefined;
      const kept = held.get(key);
      if (kept && stamps !== undefined && kept.version === stamps) return kept.index;
      const running = loading.get(key);
      if (running && (stamps === undefined || running.version === stamps)) return running.promise;
      const promise = load(key, files, stamps).finally(() => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      });
      loading.set(key, { version: stamps, promise });
      return promise;
    },
  };
}
