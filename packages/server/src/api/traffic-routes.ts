import type { Context } from 'hono';
import { parseSiteManifest, SITE_MANIFEST_PATH } from '../site-manifest.js';
import type { ApiEnv } from './api-env.js';
import type { ApiModule } from './api-module.js';
import { invalidQuery, parseDateRange } from './analytics-query.js';
import { countPageView, isPageView, type SaltCache } from './count-page-view.js';
import { limitOf } from './feedback-analytics-routes.js';
import { PAGE_VIEWS_MIGRATIONS, trafficByPath } from './page-views-table.js';

const domainOf = (c: Context<ApiEnv>) => c.get('project').domain ?? c.get('project').projectId;

function offsetOf(raw: string | undefined): number {
  const offset = raw === undefined ? 0 : Number(raw);
  if (!Number.isInteger(offset) || offset < 0)
    throw invalidQuery(
      'offset',
      `offset is "${raw ?? ''}"; expected a whole number from 0 (default 0).`,
    );
  return offset;
}

/**
 * Page views and visitors of the site this server shows: counted as pages are sent (HTML and
 * Markdown, status 200), without cookies or scripts, unless docs.json turns telemetry off; and
 * `GET /v1/analytics/{projectId}/views` and `…/visitors` with an admin key, by path, human and AI.
 */
export const trafficRoutes: ApiModule = {
  name: 'traffic',
  prefixes: ['/v1/analytics/'],
  migrations: PAGE_VIEWS_MIGRATIONS,
  register(app, tools) {
    const { store } = tools.context;
    // The salt of the day this server last counted in (the store keeps the one all servers share).
    const salts: SaltCache = {};
    tools.onPageSent(async (page) => {
      const [domain, site] = [...tools.context.sites][0] ?? [];
      if (!domain || !site || !isPageView(page)) return;
      if (parseSiteManifest(await site.readFile(SITE_MANIFEST_PATH)).telemetry === false) return;
      await countPageView(store, domain, page, salts);
    });
    for (const what of ['views', 'visitors'] as const)
      app.get(`/v1/analytics/:projectId/${what}`, tools.adminKey('read'), async (c) => {
        const { from, to } = parseDateRange((name) => c.req.query(name));
        const limit = limitOf(c.req.query('limit'), 50, 250);
        const offset = offsetOf(c.req.query('offset'));
        const { totals, paths } = await trafficByPath(
          store,
          what,
          { domain: domainOf(c), from: from ?? 0, to: to ?? tools.context.now() + 86_400_000 },
          { limit: limit + 1, offset },
        );
        return c.json({ totals, [what]: paths.slice(0, limit), hasMore: paths.length > limit });
      });
  },
};
