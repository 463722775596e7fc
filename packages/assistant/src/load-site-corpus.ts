import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractSections, loadSearchIndex, SEARCH_MANIFEST_PATH, type SearchIndexManifest, type SearchSection } from '@quire/search';
import type { CorpusGroup, CorpusPage, DocsCorpus } from './docs-corpus.js';
import { pageContentHtml } from './page-content-html.js';

/** Pages whose sections are kept in memory after a read (the most recently used). */
const SECTION_CACHE_PAGES = 256;

/** The file of a route's HTML in a built site: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
const htmlFileOf = (siteDir: string, url: string) => join(siteDir, ...(url === '/' ? [] : url.slice(1).split('/')), 'index.html');

async function loadGroup(siteDir: string, key: string, entry: SearchIndexManifest[string]): Promise<CorpusGroup> {
  const read = (path: string) => readFile(join(siteDir, ...path.slice(1).split('/')), 'utf8');
  const [head, body] = await Promise.all([read(entry.head), read(entry.body)]);
  return { key, language: entry.language, version: entry.version, index: loadSearchIndex(head, body) };
}

/** The pages of a group: the intros of its index (the sections without an anchor) carry the page's URL and title. */
function pagesOf(group: CorpusGroup): CorpusPage[] {
  const out: CorpusPage[] = [];
  for (let num = 0; num < group.index.head.documentCount; num++) {
    const stored = group.index.head.getStoredFields(num);
    if (stored && typeof stored['url'] === 'string' && stored['anchor'] === undefined) out.push({ url: stored['url'], title: String(stored['title'] ?? stored['url']), group: group.key });
  }
  return out;
}

/** Reads the sections of a page from its built HTML, as the build split them for search. */
function sectionReader(siteDir: string, corpusPages: ReadonlyMap<string, CorpusPage>): (url: string) => Promise<readonly SearchSection[]> {
  const cache = new Map<string, Promise<readonly SearchSection[]>>();
  return (url) => {
    const page = corpusPages.get(url);
    if (!page) return Promise.resolve([]);
    let hit = cache.get(url);
    if (hit) cache.delete(url);
    hit ??= readFile(htmlFileOf(siteDir, url), 'utf8').then(
      (html) => extractSections({ url, title: page.title, html: pageContentHtml(html) }),
      () => [],
    );
    cache.set(url, hit);
    if (cache.size > SECTION_CACHE_PAGES) cache.delete(cache.keys().next().value!);
    return hit;
  };
}

/**
 * The docs of a built site (`quire build` output): its search indexes per language × version from
 * `_quire/search/indexes.json`, and the pages' text from their HTML. A site without search has no docs.
 */
export async function loadSiteCorpus(siteDir: string): Promise<DocsCorpus> {
  let manifest: SearchIndexManifest;
  try {
    manifest = JSON.parse(await readFile(join(siteDir, SEARCH_MANIFEST_PATH), 'utf8')) as SearchIndexManifest;
  } catch {
    manifest = {};
  }
  const groups = await Promise.all(Object.entries(manifest).map(([key, entry]) => loadGroup(siteDir, key, entry)));
  const pages = new Map<string, CorpusPage>();
  for (const page of groups.flatMap(pagesOf)) if (!pages.has(page.url)) pages.set(page.url, page);
  return { groups, pages, sections: sectionReader(siteDir, pages) };
}
