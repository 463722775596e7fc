import { chooseGroup } from '@quire/assistant';
import { querySearchIndex, type QueryCache } from '@quire/search';
import { filePathOf } from './docs-tree.js';
import type { DocsView } from './docs-view.js';

export interface SearchArguments {
  readonly query: string;
  readonly version?: string | undefined;
  readonly language?: string | undefined;
  readonly limit: number;
}

/** One result as the search tool gives it. */
export interface DocsHit {
  readonly title: string;
  readonly section?: string | undefined;
  /** The page (with the section's anchor) on the site: absolute when the site's URL is known. */
  readonly link: string;
  /** The page's file in the docs filesystem tool. */
  readonly file: string;
  readonly snippet: string;
}

export type SearchOutcome =
  | { readonly kind: 'hits'; readonly hits: readonly DocsHit[] }
  | { readonly kind: 'no-index'; readonly message: string };

const absolute = (base: string | undefined, path: string) =>
  base === undefined ? path : `${base.replace(/\/+$/, '')}${path}`;

/**
 * Searches the index of the asked language and version (else the site's default) with the site's
 * own search, and keeps the pages the caller may read, best first.
 */
export function searchDocs(
  view: DocsView,
  args: SearchArguments,
  base: string | undefined,
  queries?: QueryCache,
): SearchOutcome {
  const filter =
    args.version || args.language ? { version: args.version, language: args.language } : undefined;
  const group = chooseGroup(view.corpus, filter ? { filter } : {});
  if (!group) {
    const have = view.corpus.groups.map(
      (g) => [g.language, g.version].filter(Boolean).join(' ') || 'default',
    );
    return {
      kind: 'no-index',
      message:
        have.length === 0
          ? 'The site has no search index: it was built without search, or quire dev has not finished loading. Try again, or read pages with the docs filesystem tool.'
          : `The site has no index for ${[args.language, args.version].filter(Boolean).join(' ')}; it has: ${have.join(', ')}.`,
    };
  }
  // Gated pages the caller may not read are dropped after ranking: then ask for more to fill the list.
  const options = { limit: view.readsAll ? args.limit : args.limit * 3, terms: false };
  const results = queries
    ? queries.query(group.index, args.query, options)
    : querySearchIndex(group.index, args.query, options);
  const hits = results
    .filter((r) => view.mayRead(r.url))
    .slice(0, args.limit)
    .map((r): DocsHit => ({
      title: r.title,
      ...(r.section ? { section: r.section } : {}),
      link: absolute(base, r.anchor ? `${r.url}#${r.anchor}` : r.url),
      file: filePathOf(r.url),
      snippet: (r.excerpt ?? '').replace(/\s+/g, ' ').trim(),
    }));
  return { kind: 'hits', hits };
}

/** The results as the tool's text: a block per page, best first. */
export function hitsText(query: string, hits: readonly DocsHit[]): string {
  if (hits.length === 0)
    return `No page matches "${query}". Try other words, or list the pages with the docs filesystem tool (ls /).`;
  return hits
    .map((h, i) =>
      [
        `${i + 1}. ${h.title}${h.section ? ` › ${h.section}` : ''}`,
        `Link: ${h.link}`,
        `File: ${h.file}`,
        ...(h.snippet ? [h.snippet] : []),
      ].join('\n'),
    )
    .join('\n\n');
}
