import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSiteCorpus, type DocsCorpus } from '@quire/assistant';
import { SEARCH_MANIFEST_PATH } from '@quire/search';
import { ApiError } from './api-error.js';
import type { ApiContext } from './api-env.js';

/** The docs each served site answers from, loaded on first use and again after a rebuild. */
export interface AssistantCorpora {
  corpusOf(domain: string): Promise<DocsCorpus>;
}

/** A cache of the sites' corpora, one per domain, for the life of a server (no module state). */
export function createAssistantCorpora(context: ApiContext): AssistantCorpora {
  const loaded = new Map<string, { stamp: string; corpus: Promise<DocsCorpus> }>();
  return {
    async corpusOf(domain) {
      const siteDir = context.config.sites.get(domain)?.siteDir;
      const info = siteDir === undefined ? undefined : await stat(join(siteDir, SEARCH_MANIFEST_PATH)).catch(() => undefined);
      if (siteDir === undefined || info === undefined) {
        throw new ApiError('search_unavailable', `The site "${domain}" has no built search index on this server, so the assistant has nothing to answer from. Build it with quire build (search on) and name its folder under sites.${domain}.site.`);
      }
      const stamp = `${info.size}:${info.mtimeMs}:${info.ino}`;
      const hit = loaded.get(domain);
      if (hit?.stamp === stamp) return hit.corpus;
      const corpus = loadSiteCorpus(siteDir);
      loaded.set(domain, { stamp, corpus });
      corpus.catch(() => loaded.delete(domain));
      return corpus;
    },
  };
}
