import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';
import type * as Search from '@quire/search';
import type {
  SearchIndex,
  SearchIndexEntry,
  SearchIndexManifest,
  SearchResult,
  TextPiece,
} from '@quire/search';

type SearchModule = typeof Search;

/** The index of one language × version, loaded in two steps: the head when search opens, the body after the first query. */
export interface SearchLoader {
  /** Loads the head half (once); rejects when the index cannot be fetched. */
  ready(): Promise<void>;
  /** Results for a query (an empty list before `ready`); asks for the body half on first use. */
  query(query: string, limit: number): SearchResult[];
  highlight(text: string, terms: readonly string[]): TextPiece[];
  /** Called once the body half is in (results may change: run the query again). */
  onFullText(listener: () => void): void;
  /** Forgets the loaded index, so that the next search fetches it again (the site changed under `quire dev`). */
  reset(): void;
}

export interface SearchScope {
  readonly language?: string | undefined;
  readonly version?: string | undefined;
}

/** The entry for the page's language and version; else one of the same language; else the first. */
function pickEntry(
  manifest: SearchIndexManifest,
  key: string,
  scope: SearchScope,
): SearchIndexEntry | undefined {
  const entries = Object.values(manifest);
  return manifest[key] ?? entries.find((e) => e.language === scope.language) ?? entries[0];
}

/** Fetches a file of the site by its site path (under the page's base path). */
async function fetchText(win: Window, path: string): Promise<string> {
  const url = new URL(underBasePath(basePathOfPage(win.document), path), win.location.href);
  // Index files keep their names across builds: revalidate instead of trusting a cached copy.
  const response = await win.fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

export function createSearchLoader(win: Window, scope: SearchScope): SearchLoader {
  let mod: SearchModule | undefined;
  let index: SearchIndex | undefined;
  let entry: SearchIndexEntry | undefined;
  let loading: Promise<void> | undefined;
  let bodyAsked = false;
  const listeners: (() => void)[] = [];
  const loadBody = () => {
    if (bodyAsked || !entry || !mod) return;
    bodyAsked = true;
    const { withSearchBody } = mod;
    void fetchText(win, entry.body)
      .then((body) => {
        if (index) index = withSearchBody(index, body);
        for (const l of listeners) l();
      })
      .catch(() => undefined); // Titles and headings keep working.
  };
  return {
    ready() {
      loading ??= (async () => {
        const [m, manifestText] = await Promise.all([
          import('@quire/search'),
          fetchText(win, '/_quire/search/indexes.json'),
        ]);
        entry = pickEntry(
          JSON.parse(manifestText) as SearchIndexManifest,
          m.searchIndexKey(scope.language, scope.version),
          scope,
        );
        if (!entry) throw new Error('The site has no search index.');
        index = m.loadSearchIndex(await fetchText(win, entry.head));
        mod = m;
      })();
      return loading;
    },
    query(query, limit) {
      if (!mod || !index) return [];
      const results = mod.querySearchIndex(index, query, { limit });
      if (query.trim()) loadBody();
      return results;
    },
    highlight: (text, terms) => (mod ? mod.highlightTerms(text, terms) : [{ text, match: false }]),
    onFullText: (listener) => void listeners.push(listener),
    reset() {
      loading = undefined;
      index = undefined;
      entry = undefined;
      bodyAsked = false;
    },
  };
}
