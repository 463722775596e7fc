import { searchIndexKey, type SearchIndex } from '@quire/search';
import type { CorpusGroup, CorpusPage, CorpusSource, DocsCorpus } from './docs-corpus.js';
import { markdownSections, type MarkdownSection } from './markdown-sections.js';

/** Pages whose sections are kept after a read (the most recently used). */
const SECTION_CACHE_PAGES = 256;

/** What a server keeps between requests: the pages of each loaded index, and recently read pages' sections. */
export interface CorpusCache {
  readonly pages: WeakMap<SearchIndex, readonly CorpusPage[]>;
  readonly sections: Map<
    string,
    { readonly markdown: string; readonly sections: readonly MarkdownSection[] }
  >;
  merged?: {
    readonly groups: readonly SearchIndex[];
    readonly pages: ReadonlyMap<string, CorpusPage>;
  };
}

export const createCorpusCache = (): CorpusCache => ({ pages: new WeakMap(), sections: new Map() });

/** The pages of a group: the intros of its index (the sections without an anchor) carry the page's URL, title and readers (frontmatter `groups`). */
function pagesOf(group: CorpusGroup): CorpusPage[] {
  const out: CorpusPage[] = [];
  for (let num = 0; num < group.index.head.documentCount; num++) {
    const stored = group.index.head.getStoredFields(num);
    if (!stored || typeof stored['url'] !== 'string' || stored['anchor'] !== undefined) continue;
    const readers = stored['readers'];
    const page = {
      url: stored['url'],
      title: String(stored['title'] ?? stored['url']),
      group: group.key,
    };
    out.push(
      Array.isArray(readers)
        ? { ...page, readers: readers.filter((g): g is string => typeof g === 'string') }
        : page,
    );
  }
  return out;
}

function pagesOfAll(
  groups: readonly CorpusGroup[],
  cache: CorpusCache,
): ReadonlyMap<string, CorpusPage> {
  const indexes = groups.map((g) => g.index);
  const merged = cache.merged;
  if (
    merged &&
    merged.groups.length === indexes.length &&
    merged.groups.every((g, i) => g === indexes[i])
  )
    return merged.pages;
  const pages = new Map<string, CorpusPage>();
  for (const group of groups) {
    let list = cache.pages.get(group.index);
    if (!list) cache.pages.set(group.index, (list = pagesOf(group)));
    for (const page of list) if (!pages.has(page.url)) pages.set(page.url, page);
  }
  cache.merged = { groups: indexes, pages };
  return pages;
}

async function readSections(
  source: CorpusSource,
  cache: CorpusCache,
  url: string,
): Promise<readonly MarkdownSection[]> {
  const markdown = await source.pageMarkdown(url);
  if (markdown === undefined) return [];
  const hit = cache.sections.get(url);
  cache.sections.delete(url);
  const sections = hit?.markdown === markdown ? hit.sections : markdownSections(markdown);
  cache.sections.set(url, { markdown, sections });
  if (cache.sections.size > SECTION_CACHE_PAGES)
    cache.sections.delete(cache.sections.keys().next().value!);
  return sections;
}

/**
 * A site's docs for one request, read through `source`: its search indexes per language × version (the
 * first the default), the pages they list, and the pages' text from their Markdown on demand.
 */
export async function loadDocsCorpus(
  source: CorpusSource,
  cache: CorpusCache = createCorpusCache(),
): Promise<DocsCorpus> {
  const filters = await source.indexes();
  const loaded = await Promise.all(
    filters.map(async (f): Promise<CorpusGroup | undefined> => {
      const index = await source.searchIndex(f);
      return (
        index && {
          key: searchIndexKey(f.language, f.version),
          language: f.language,
          version: f.version,
          index,
        }
      );
    }),
  );
  const groups = loaded.filter((g): g is CorpusGroup => g !== undefined);
  const pages = pagesOfAll(groups, cache);
  return {
    groups,
    pages,
    sections: (url) => (pages.has(url) ? readSections(source, cache, url) : Promise.resolve([])),
  };
}
