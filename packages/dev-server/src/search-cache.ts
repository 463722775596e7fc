import type { RenderedRoute } from '@quire/build';
import type { Route, SiteModel } from '@quire/navigation';
import {
  searchIndexFiles,
  searchIndexKey,
  type SearchIndexGroup,
  type SearchSection,
} from '@quire/search';

/**
 * The search index files the build writes (`searchIndexFiles`: per language × version a head and
 * a body half, and `_quire/search/indexes.json`), kept up to date with edits: each page's sections are kept until its file,
 * its title or a file it may import changes, and the indexes are built again when asked for.
 */
export interface SearchCache {
  /** Forgets the sections of routes from these page files, or of every route. */
  invalidate(files: ReadonlySet<string> | 'all'): void;
  /** The index files by site path (no leading slash), rendering pages whose sections are missing. */
  files(
    model: SiteModel,
    render: (route: Route) => Promise<RenderedRoute>,
  ): Promise<ReadonlyMap<string, string>>;
}

const routeKey = (r: Route) =>
  JSON.stringify([
    r.source,
    r.title,
    r.description,
    r.hidden,
    r.searchable,
    r.language,
    r.version,
    r.path,
  ]);

export function createSearchCache(): SearchCache {
  const sections = new Map<
    string,
    { key: string; source: string; sections: readonly SearchSection[] }
  >();
  let built: { model: SiteModel; files: Map<string, string> } | undefined;
  return {
    invalidate(files) {
      built = undefined;
      if (files === 'all') sections.clear();
      else for (const [url, entry] of sections) if (files.has(entry.source)) sections.delete(url);
    },
    async files(model, render) {
      if (built?.model === model) return built.files;
      const groups = new Map<string, SearchIndexGroup & { sections: SearchSection[] }>();
      for (const route of model.routes) {
        if (route.kind === 'link') continue;
        const key = routeKey(route);
        let entry = sections.get(route.url);
        if (entry?.key !== key) {
          entry = { key, source: route.source, sections: (await render(route)).sections };
          sections.set(route.url, entry);
        }
        if (entry.sections.length === 0) continue;
        const index = searchIndexKey(route.language, route.version);
        const group = groups.get(index) ?? {
          key: index,
          language: route.language,
          version: route.version,
          sections: [],
        };
        group.sections.push(...entry.sections);
        groups.set(index, group);
      }
      const files = searchIndexFiles(groups.values());
      built = { model, files };
      return files;
    },
  };
}
