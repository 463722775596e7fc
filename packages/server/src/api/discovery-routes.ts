import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import {
  PAGE_REQUEST_SCHEMA,
  SEARCH_REQUEST_SCHEMA,
  type PageRequest,
  type SearchRequest,
} from './discovery-schemas.js';
import { readJsonBody } from './json-body.js';
import { SEARCH_LOG_MIGRATIONS } from './search-log.js';
import { searchSite } from './search-site.js';
import type { SiteContent } from './site-content.js';

/** A page path as the page endpoint takes it: `quickstart`, `/quickstart`, `/quickstart.md`, a full URL, with or without `#anchor`. */
export function pageUrlPath(path: string): string {
  let clean = path.trim();
  if (/^https?:\/\//i.test(clean)) {
    try {
      clean = new URL(clean).pathname;
    } catch {
      // Not a URL after all: taken as a path.
    }
  }
  clean = clean
    .replace(/[#?].*$/, '')
    .replace(/\.mdx?$/i, '')
    .replace(/\/index$/, '/');
  return `/${clean.replace(/^\/+|\/+$/g, '')}`;
}

function siteContent(sites: ReadonlyMap<string, SiteContent>, domain: string): SiteContent {
  const site = sites.get(domain);
  if (!site)
    throw new ApiError(
      'search_unavailable',
      `The site "${domain}" has no built content on this server (no site folder in the server config). Build it with quire build and name its folder under sites.${domain}.site.`,
    );
  return site;
}

/** `POST /discovery/v1/search/{domain}` and `POST /discovery/v1/page/{domain}`, with an assistant key. */
export const discoveryRoutes: ApiModule = {
  name: 'discovery',
  prefixes: ['/discovery/'],
  migrations: SEARCH_LOG_MIGRATIONS,
  register(app, tools) {
    const search = tools.bodySchema<SearchRequest>(SEARCH_REQUEST_SCHEMA);
    const page = tools.bodySchema<PageRequest>(PAGE_REQUEST_SCHEMA);
    app.post('/discovery/v1/search/:domain', tools.assistantKey, async (c) => {
      const request = await readJsonBody(c, search);
      const domain = c.get('site').domain;
      const hits = await searchSite(
        siteContent(tools.context.sites, domain),
        request,
        tools.context.searches,
      );
      tools.context.pending.logSearch({
        domain,
        query: request.query,
        results: hits.length,
        at: tools.context.now(),
      });
      return c.json(hits);
    });
    app.post('/discovery/v1/page/:domain', tools.assistantKey, async (c) => {
      const request = await readJsonBody(c, page);
      const path = pageUrlPath(request.path);
      const content = await siteContent(tools.context.sites, c.get('site').domain).pageMarkdown(
        path,
      );
      if (content === undefined)
        throw new ApiError(
          'page_not_found',
          `The site "${c.get('site').domain}" has no page at ${path}. Use a path returned by the search endpoint.`,
        );
      return c.json({ path: request.path, content });
    });
  },
};
