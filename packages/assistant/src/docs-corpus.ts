import type { SearchIndex } from '@quire/search';
import type { MarkdownSection } from './markdown-sections.js';

/** The search index of one language × version of a site, with the body half loaded (full text). */
export interface CorpusGroup {
  readonly key: string;
  readonly language?: string | undefined;
  readonly version?: string | undefined;
  readonly index: SearchIndex;
}

/** What the assistant knows of a page without reading it: its group, title and who may read it. */
export interface CorpusPage {
  readonly url: string;
  readonly title: string;
  /** The key of the group (language × version) the page is in. */
  readonly group: string;
  /** Frontmatter `groups`: only readers in one of them may see the page. Absent: everyone. */
  readonly readers?: readonly string[] | undefined;
}

/**
 * A site's docs as the assistant reads them: the search indexes (the same ones the site's search
 * dialog uses), the pages they list, and the text of a page's sections, read on demand.
 */
export interface DocsCorpus {
  /** The first is the site's default language × version. */
  readonly groups: readonly CorpusGroup[];
  readonly pages: ReadonlyMap<string, CorpusPage>;
  /** The sections of a page (its intro first), from its Markdown; empty for an unknown page. */
  sections(url: string): Promise<readonly MarkdownSection[]>;
}

/** Where a corpus is read from: a built site's files, or the live preview (the server's `SiteContent` has this shape). */
export interface CorpusSource {
  indexes(): Promise<
    readonly { readonly language?: string | undefined; readonly version?: string | undefined }[]
  >;
  searchIndex(filter: {
    readonly language?: string | undefined;
    readonly version?: string | undefined;
  }): Promise<SearchIndex | undefined>;
  /** The page's Markdown (`/quickstart`, `/` for the home page), or undefined. */
  pageMarkdown(urlPath: string): Promise<string | undefined>;
}
