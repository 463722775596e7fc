import type { AuthClientConfig } from '@quire/components';
import { parseSiteManifest, SITE_MANIFEST_PATH, type SiteManifest } from '../site-manifest.js';
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
  /** The build's record of the site (`_quire/site.json`), parsed once per version of the file. */
  siteManifest(): Promise<SiteManifest>;
}

/** The site path of a page's Markdown: `/guides/x` → `guides/x.md`, `/` → `index.md`. */
export const markdownPathOf = (urlPath: string): string => {
  const clean = urlPath.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.md' : `${clean}.md`;
};

const entryMatches = (entry: { language?: string; version?: string }, filter: IndexFilter) =>
  (filter.language === undefined || entry.language === filter.language) &&
  (filter.version === undefined || entry.version === filter.version);

/** The small files of a site that every search, assistant and MCP request reads: kept while their stamp is the same. */
const KEPT_FILES: ReadonlySet<string> = new Set([SEARCH_MANIFEST_PATH, SITE_MANIFEST_PATH]);

/**
 * `read` for the files of `KEPT_FILES` answered from what was read before while the file's stamp is
 * the same; every other file (and every file without `stamp`) is read each time.
 */
function keptReads(
  read: ReadSiteFile,
  stamp: ((sitePath: string) => Promise<string | undefined>) | undefined,
): ReadSiteFile {
  if (!stamp) return read;
  const kept = new Map<
    string,
    { readonly stamp: string; readonly text: Promise<string | undefined> }
  >();
  return async (sitePath) => {
    if (!KEPT_FILES.has(sitePath)) return read(sitePath);
    const now = await stamp(sitePath);
    if (now === undefined) return read(sitePath);
    const last = kept.get(sitePath);
    if (last?.stamp === now) return last.text;
    const text = read(sitePath);
    kept.set(sitePath, { stamp: now, text });
    text.catch(() => {
      if (kept.get(sitePath)?.text === text) kept.delete(sitePath);
    });
    return text;
  };
}

/** How much page Markdown a site's content keeps in memory (characters, in all): the most recently read pages. */
export const KEPT_PAGE_CHARS = 32 * 1024 * 1024;

/** A page read or being read, and its length once read (0 until then). */
interface KeptPage {
  readonly text: Promise<string | undefined>;
  chars: number;
}

/**
 * `read` for pages' Markdown, answered from memory while the build's record (`_quire/site.json`, which every
 * build writes anew) has the same stamp: the assistant reads the pages its answers quote, and the MCP server
 * the pages asked for, at every request. Reading a file is four calls answered in later turns of the event loop
 * on libuv's few threads; 200 questions at once waited for a thousand of them. Without `stamp`, every read goes
 * to `read`.
 */
function keptPages(
  read: ReadSiteFile,
  stamp: ((sitePath: string) => Promise<string | undefined>) | undefined,
): ReadSiteFile {
  if (!stamp) return read;
  let kept = new Map<string, KeptPage>();
  let keptOf: string | undefined;
  let chars = 0;
  return async (sitePath) => {
    const build = await stamp(SITE_MANIFEST_PATH);
    if (build === undefined) return read(sitePath);
    if (build !== keptOf) {
      kept = new Map();
      keptOf = build;
      chars = 0;
    }
    const known = kept.get(sitePath);
    if (known) {
      // Most recently read last.
      kept.delete(sitePath);
      kept.set(sitePath, known);
      return known.text;
    }
    const pages = kept;
    const entry: KeptPage = { text: read(sitePath), chars: 0 };
    pages.set(sitePath, entry);
    entry.text.then(
      (value) => {
        if (pages !== kept || pages.get(sitePath) !== entry) return;
        entry.chars = value?.length ?? 0;
        chars += entry.chars;
        // Only when over: a map's iteration begins at its first slot, past every entry deleted since it was rehashed.
        if (chars > KEPT_PAGE_CHARS)
          for (const [oldest, held] of pages) {
            if (chars <= KEPT_PAGE_CHARS) break;
            if (held === entry) continue;
            pages.delete(oldest);
            chars -= held.chars;
          }
      },
      () => {
        // A failed read is not kept: the next request reads again.
        if (pages.get(sitePath) === entry) pages.delete(sitePath);
      },
    );
    return entry.text;
  };
}

/**
 * A site's content read through `read`. Each search index is loaded once, however many requests wait
 * for it, and kept while its files are the same (`stamp` gives a cheaper test, such as a modification
 * time, for files on disk): see `createSharedIndexLoads`. With `stamp`, the search manifest and the
 * site manifest are also read and parsed again only when they change.
 */
export function createSiteContent(
  readAny: ReadSiteFile,
  stamp?: (sitePath: string) => Promise<string | undefined>,
): SiteContent {
  const read = keptReads(readAny, stamp);
  const pageText = keptPages(readAny, stamp);
  const loads = createSharedIndexLoads(readAny, stamp);
  const parsed = new Map<string, { readonly text: string; readonly value: unknown }>();
  /** A kept file's JSON, parsed once per text read. */
  const json = async <T>(sitePath: string, parse: (text: string | undefined) => T): Promise<T> => {
    const text = await read(sitePath);
    const last = parsed.get(sitePath);
    if (text !== undefined && last?.text === text) return last.value as T;
    const value = parse(text);
    if (text !== undefined) parsed.set(sitePath, { text, value });
    return value;
  };
  const manifest = () =>
    json(SEARCH_MANIFEST_PATH, (text) =>
      text === undefined ? {} : (JSON.parse(text) as SearchIndexManifest),
    );
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
    pageMarkdown: (urlPath) => pageText(markdownPathOf(urlPath)),
    readFile: read,
    auth: async () => (await json(SITE_MANIFEST_PATH, parseSiteManifest)).auth,
    siteManifest: () => json(SITE_MANIFEST_PATH, parseSiteManifest),
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
