import {
  callerMayRead,
  loadDocsCorpus,
  type Caller,
  type CorpusCache,
  type CorpusSource,
  type DocsCorpus,
} from '@quire/assistant';
import { createDocsTree, type DocsTree } from './docs-tree.js';
import type { ShellContext } from './shell-context.js';
import { SITE_FACTS_PATH, siteFactsOf, type SiteFacts } from './site-facts.js';

/**
 * Where the MCP server reads a site: its search indexes and page Markdown (as the server's search
 * reads them, the built folder or `quire dev`'s pages), and any other file of it by site path.
 */
export interface McpDocsSource extends CorpusSource {
  /** A file of the site by its path without a leading slash (`_quire/site.json`), or undefined. */
  readFile(sitePath: string): Promise<string | undefined>;
}

/** The site as one caller may see it: the pages of the groups they are in, and nothing else. */
export interface DocsView {
  readonly facts: SiteFacts;
  readonly corpus: DocsCorpus;
  readonly caller: Caller;
  /** The readable pages as files. */
  readonly tree: DocsTree;
  readonly shell: ShellContext;
  mayRead(url: string): boolean;
  /** Whether the caller may read every page of the site (no gated page is closed to them). */
  readonly readsAll: boolean;
}

/** The part of the corpus `caller` may read, as files. */
function viewOf(
  source: McpDocsSource,
  corpus: DocsCorpus,
  facts: SiteFacts,
  caller: Caller,
): DocsView {
  const mayRead = (url: string) => callerMayRead(corpus.pages.get(url), caller);
  const readable = [...corpus.pages.values()].filter((p) => mayRead(p.url));
  const tree = createDocsTree(readable);
  return {
    facts,
    corpus,
    caller,
    tree,
    mayRead,
    readsAll: readable.length === corpus.pages.size,
    shell: { tree, read: async (file) => (await source.pageMarkdown(file.url)) ?? '' },
  };
}

/** Loads the site's corpus (cached in `cache` between calls) and the part of it `caller` may read. */
export async function loadDocsView(
  source: McpDocsSource,
  cache: CorpusCache,
  caller: Caller,
  fallbackName: string,
): Promise<DocsView> {
  return createDocsViews(source, cache, fallbackName)(caller);
}

/** Past this many callers' views kept (readers of many different group sets), they are built again. */
const MAX_KEPT_VIEWS = 64;

interface KeptView {
  readonly pages: DocsCorpus['pages'];
  readonly factsText: string | undefined;
  readonly view: DocsView;
}

/**
 * The views of a site for its callers, each built once and kept while the site is the same (the same
 * loaded indexes and the same record of the site): a call reads the corpus and the record, which the
 * source keeps, and reuses the tree of pages of callers in the same groups.
 */
export function createDocsViews(
  source: McpDocsSource,
  cache: CorpusCache,
  fallbackName: string,
): (caller: Caller) => Promise<DocsView> {
  const kept = new Map<string, KeptView>();
  return async (caller) => {
    const [corpus, factsText] = await Promise.all([
      loadDocsCorpus(source, cache),
      source.readFile(SITE_FACTS_PATH),
    ]);
    const key = [...caller.groups].sort().join('\n');
    const last = kept.get(key);
    if (last && last.pages === corpus.pages && last.factsText === factsText) return last.view;
    const view = viewOf(source, corpus, siteFactsOf(factsText, fallbackName), caller);
    if (kept.size >= MAX_KEPT_VIEWS) kept.clear();
    kept.set(key, { pages: corpus.pages, factsText, view });
    return view;
  };
}
