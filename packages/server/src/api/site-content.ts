import type { AuthClientConfig } from '@quire/components';
import { parseSiteManifest, SITE_MANIFEST_PATH } from '../site-manifest.js';
import { SEARCH_MANIFEST_PATH, type SearchIndex, type SearchIndexManifest } from '@quire/search';
import { createSharedIndexLoads } from './shared-index-loads.js';

/** Reads a file of a site by its site path (no leading slash), or undefined when there is none. */
export type ReadSiteFile = (sitePath: string) => Promise<string | undefined>;

/** Which index of a site: its default language and version when both are undefined. */
export interface IndexFilter {
  readonly language?: string | undefined;
  readonly version?: string | undefined;
}

/** What the API reads of a site: its search indexes and its pages as Markdown (as the build writes them). */
export interface SiteContent {
  /** The languages and versions the site has an index for. */
  indexes(): Promise<readonly IndexFilter[]>;
  /** The search index of a language × version, or undefined when the site has none for it. */
  searchIndex(filter: IndexFilter): Promise<SearchIndex | undefined>;
  /** The Markdown of the page at a site URL path (`/quickstart`, `/` for the home page), or undefined. */
  pageMarkdown(urlPath: string): Promise<string | undefined>;
  /** Any file of the site by its site path (no leading slash), or undefined: what the MCP server reads besides pages. */
  readFile(sitePath: string): Promise<string | undefined>;
  /** docs.json `auth` as the build recorded it (`_quire/site.json`): how readers' sessions are verified; undefined without. */
  auth(): Promise<AuthClientConfig | undefined>;
}

/** The site path of a page's Markdown: `/guides/x` → `guides/x.md`, `/` → `index.md`. */
export const markdownPathOf = (urlPath: string): string => {
  const clean = urlPath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.md' : `${clean}.md`;
};

const entryMatches = (entry: { language?: string; version?: string }, filter: IndexFilter) =>
  (filter.language === undefined || entry.language === filter.language) &&
  (filter.version === undefined || entry.version === filter.version);

/**
 * A site's content read through `read`. Each search index is loaded once, however many requests wait
 * for it, and kept while its files are the same (`stamp` gives a cheaper test, such as a modification
 * time, for files on disk): see `createSharedIndexLoads`.
 */
export function createSiteContent(
  read: ReadSiteFile,
  stamp?: (sitePath: string) => Promise<string | undefined>,
): SiteContent {
  const loads = createSharedIndexLoads(read, stamp);
  const manifest = async (): Promise<SearchIndexManifest> => {
    const text = await read(SEARCH_MANIFEST_PATH);
    return text === undefined ? {} : (JSON.parse(text) as SearchIndexManifest);
  };
  return {
    async indexes() {
      return Object.values(await manifest()).map((e) => ({
        language: e.language,
        version: e.version,
      }));
    },
    async searchIndex(filter) {
      const entry = Object.values(await manifest()).find((e) => entryMatches(e, filter));
      if (!entry) return undefined;
      return loads.get({
        head: entry.head.replace(/^\//, ''),
        body: entry.body.replace(/^\//, ''),
      });
    },
    pageMarkdown: (urlPath) => read(markdownPathOf(urlPath)),
    readFile: read,
    auth: async () => parseSiteManifest(await read(SITE_MANIFEST_PATH)).auth,
  };
}

/**
 * The content of a site read through its own HTTP app (`quire dev`'s pages, which render on
 * demand): `GET /<site path>`, the text of a 200, else undefined.
 */
export function siteContentThrough(pages: {
  fetch(request: Request): Response | Promise<Response>;
}): SiteContent {
  return createSiteContent(async (sitePath) => {
    const response = await pages.fetch(new Request(`http://site.local/${sitePath}`));
    return response.status === 200 ? response.text() : undefined;
  });
}
