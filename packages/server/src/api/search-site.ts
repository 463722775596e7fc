import { querySearchIndex, type QueryCache } from '@quire/search';
import { ApiError } from './api-error.js';
import type { SearchRequest } from './discovery-schemas.js';
import type { SiteContent } from './site-content.js';

/** One search result, in the reference's shape. */
export interface SearchHit {
  /** The matching text (the best section's excerpt, else the page title). */
  readonly content: string;
  /** The page's path on the site (`/guides/x`): what the page endpoint takes. */
  readonly path: string;
  readonly metadata: {
    readonly title: string;
    readonly section?: string;
    readonly anchor?: string;
    /** The page URL with the section's anchor. */
    readonly url: string;
    /** Relevance from 0 to 1, relative to the best result (1). */
    readonly score: number;
    readonly method?: string;
    readonly language?: string;
    readonly version?: string;
  };
}

/** Runs a search request on a site's index: the same ranking as the site's search box (through `cache` when given). */
export async function searchSite(
  site: SiteContent,
  request: SearchRequest,
  cache?: QueryCache,
): Promise<SearchHit[]> {
  const { language, version } = request.filter ?? {};
  const index = await site.searchIndex({ language, version });
  if (!index) {
    const have = await site.indexes();
    if (have.length === 0)
      throw new ApiError(
        'search_unavailable',
        'The site has no search index. Build it with quire build (or wait for quire dev to finish loading) and try again.',
      );
    const list = have
      .map((h) => [h.language ?? '(default)', h.version].filter(Boolean).join(' '))
      .join(', ');
    throw new ApiError(
      'invalid_body',
      `The site has no index for ${[language, version].filter(Boolean).join(' ')}; it has: ${list}. Pick one of those in filter.language and filter.version.`,
      {
        field: language !== undefined ? 'filter.language' : 'filter.version',
      },
    );
  }
  // No result's terms are read (they are for a search box to highlight).
  const options = { limit: request.pageSize, terms: false };
  const results = cache
    ? cache.query(index, request.query, options)
    : querySearchIndex(index, request.query, options);
  const best = results[0]?.score ?? 1;
  return results
    .map((r): SearchHit => {
      const score = Math.round((r.score / best) * 1000) / 1000;
      // Every property in one literal, an absent one undefined (JSON leaves it out, as it left out the spreads of
      // optional parts this was built with, in the same order): no object made and spread for each part.
      return {
        content: r.excerpt ?? r.title,
        path: r.url,
        metadata: {
          title: r.title,
          section: r.section || undefined,
          anchor: r.anchor || undefined,
          url: r.anchor ? `${r.url}#${r.anchor}` : r.url,
          score,
          method: r.method || undefined,
          language: language || undefined,
          version: version || undefined,
        },
      };
    })
    .filter(
      (hit) => request.scoreThreshold === undefined || hit.metadata.score >= request.scoreThreshold,
    );
}
