import {
  createCorpusCache,
  loadDocsCorpus,
  type CorpusCache,
  type DocsCorpus,
} from '@quire/assistant';
import { ApiError } from './api-error.js';
import type { ApiContext } from './api-env.js';

/** The docs each served site answers from: its content (a built folder, or the live preview) read for each request. */
export interface AssistantCorpora {
  corpusOf(domain: string): Promise<DocsCorpus>;
}

/** A corpus per domain over the server's site content, with what is worth keeping between requests cached (no module state). */
export function createAssistantCorpora(context: ApiContext): AssistantCorpora {
  const caches = new Map<string, CorpusCache>();
  return {
    async corpusOf(domain) {
      const content = context.sites.get(domain);
      const corpus =
        content === undefined
          ? undefined
          : await loadDocsCorpus(
              content,
              caches.get(domain) ?? caches.set(domain, createCorpusCache()).get(domain),
            );
      if (!corpus || corpus.groups.length === 0) {
        throw new ApiError(
          'search_unavailable',
          `The site "${domain}" has no search index on this server, so the assistant has nothing to answer from. Build it with quire build (search on) and name its folder under sites.${domain}.site.`,
        );
      }
      return corpus;
    },
  };
}
