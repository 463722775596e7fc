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
import { readSiteFacts, type SiteFacts } from './site-facts.js';

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
}

/** Loads the site's corpus (cached in `cache` between calls) and the part of it `caller` may read. */
export async function loadDocsView(
  source: McpDocsSource,
  cache: CorpusCache,
  caller: Caller,
  fallbackName: string,
): Promise<DocsView> {
  const [corpus, facts] = await Promise.all([
    loadDocsCorpus(source, cache),
    readSiteFacts(source, fallbackName),
  ]);
  const mayRead = (url: string) => callerMayRead(corpus.pages.get(url), caller);
  const tree = createDocsTree([...corpus.pages.values()].filter((p) => mayRead(p.url)));
  return {
    facts,
    corpus,
    caller,
    tree,
    mayRead,
    shell: { tree, read: async (file) => (await source.pageMarkdown(file.url)) ?? '' },
  };
}
