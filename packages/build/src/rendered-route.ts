import type { Diagnostic } from '@quire/diagnostics';
import type { SearchSection } from '@quire/search';

/** What rendering one route produced. */
export interface RenderedRoute {
  readonly url: string;
  /** The complete HTML page; undefined when the page could not be rendered (see diagnostics). */
  readonly html: string | undefined;
  /** The page as Markdown for agents. */
  readonly markdown: string | undefined;
  readonly description?: string | undefined;
  /** Search sections; empty when the page is not searchable. */
  readonly sections: readonly SearchSection[];
  /** Frontmatter `noindex` (the page stays in the navigation but out of sitemap, search and llms.txt). */
  readonly noindex: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** The repository files the page was made from (the page, its snippets, its spec). */
  readonly inputs?: readonly string[] | undefined;
  /** Files the page needs beside its HTML (a gated playground's spec), paths relative to the site root. */
  readonly files?: readonly { readonly path: string; readonly contents: string }[] | undefined;
}
