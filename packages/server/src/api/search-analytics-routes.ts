import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import { searchTerms } from './search-log.js';

const DAY_MS = 86_400_000;

/** A `dateFrom`/`dateTo` query value (ISO 8601 or YYYY-MM-DD) as epoch ms, or the fallback when absent. */
function dateParam(value: string | undefined, field: string, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const time = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? Date.parse(`${value}T00:00:00Z`)
    : Date.parse(value);
  if (Number.isNaN(time))
    throw new ApiError(
      'invalid_query',
      `"${field}" must be a date such as 2024-01-31 or 2024-01-31T12:00:00Z (got "${value}").`,
      { field },
    );
  return time;
}

function limitParam(value: string | undefined): number {
  if (value === undefined || value === '') return 50;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100)
    throw new ApiError(
      'invalid_query',
      `"limit" must be a whole number from 1 to 100 (got "${value}").`,
      { field: 'limit' },
    );
  return n;
}

function cursorParam(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const offset = Number(Buffer.from(value, 'base64url').toString('utf8').replace(/^o:/, ''));
  if (!Number.isInteger(offset) || offset < 0)
    throw new ApiError(
      'invalid_query',
      'The "cursor" is not one this endpoint returned. Pass the nextCursor of the previous response, or none for the first page.',
      { field: 'cursor' },
    );
  return offset;
}

/**
 * `GET /v1/analytics/{projectId}/searches` with an admin key (read): the terms searched through the
 * search endpoint on the project's site, most searched first, in the shape of the reference analytics API.
 */
export const searchAnalyticsRoutes: ApiModule = {
  name: 'search-analytics',
  prefixes: ['/v1/analytics/'],
  register(app, tools) {
    app.get('/v1/analytics/:projectId/searches', tools.adminKey('read'), async (c) => {
      const from = dateParam(c.req.query('dateFrom'), 'dateFrom', 0);
      const to = dateParam(c.req.query('dateTo'), 'dateTo', tools.context.now() + DAY_MS);
      const limit = limitParam(c.req.query('limit'));
      const offset = cursorParam(c.req.query('cursor'));
      const domain = c.get('project').domain;
      // This server's searches so far are counted (another server's within its flush interval).
      await tools.context.pending.flush();
      const { terms, total } = domain
        ? await searchTerms(tools.context.store, domain, from, to, limit + 1, offset)
        : { terms: [], total: 0 };
      const page = terms.slice(0, limit);
      return c.json({
        // Quire sites search offline, in the browser: only searches through the API are counted, and clicks are not known.
        searches: page.map((t) => ({
          searchQuery: t.searchQuery,
          hits: t.hits,
          ctr: 0,
          topClickedPage: null,
          lastSearchedAt: new Date(t.lastSearchedAt).toISOString(),
        })),
        totalSearches: total,
        nextCursor:
          terms.length > limit ? Buffer.from(`o:${offset + limit}`).toString('base64url') : null,
      });
    });
  },
};
