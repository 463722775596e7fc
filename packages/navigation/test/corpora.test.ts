import { collectNavigation, findPageFile, normalizePagePath } from '@quire/config';
import { isPageNode, type NavNode, type Route } from '@quire/navigation';
import { collectNavigationOpenApi, parseEndpointRef, resolveEndpointRef } from '@quire/openapi';
import { describe, expect, it } from 'vitest';
import { corpusModel, CORPUS_NAMES } from './corpus-models.js';

function pageUrls(nodes: readonly NavNode[], out: string[] = []): string[] {
  for (const node of nodes) {
    if (isPageNode(node)) out.push(node.url);
    else {
      if (node.kind === 'group' && node.root) out.push(node.root);
      pageUrls(node.children, out);
    }
  }
  return out;
}

describe.skipIf(CORPUS_NAMES.length === 0)('navigation of the corpora', () => {
  it('finds the nine corpora', () => {
    expect(CORPUS_NAMES).toHaveLength(9);
  });

  for (const name of CORPUS_NAMES) {
    describe(name, () => {
      it('claims no URL twice', async () => {
        const { model, diagnostics } = await corpusModel(name);
        const urls = model.routes.map((r) => r.url);
        expect(new Set(urls).size).toBe(urls.length);
        expect(diagnostics.filter((d) => d.code === 'navigation/url-clash')).toEqual([]);
      });

      it('routes each page the navigation lists exactly once', async () => {
        const { model, config, files } = await corpusModel(name);
        const bySource = new Map<string, Route[]>();
        for (const route of model.routes)
          bySource.set(route.source, [...(bySource.get(route.source) ?? []), route]);
        const fileSet = new Set(files);
        const listed = collectNavigation((config.value as { navigation?: unknown }).navigation)
          .pages.map((p) => findPageFile(normalizePagePath(p.path), fileSet))
          .filter((f): f is string => f !== undefined);
        expect(listed.length).toBeGreaterThan(0);
        expect(listed.filter((file) => bySource.get(file)?.length !== 1)).toEqual([]);
        // And every page shown in any tree is a route.
        const urls = new Set(model.routes.map((r) => r.url));
        const shown = model.trees.flatMap((t) => pageUrls(t.children));
        expect(shown.filter((u) => !urls.has(u))).toEqual([]);
      });

      it('finds the operation of each API page as @quire/openapi resolves the reference', async () => {
        const { model, frontmatter, openapi, config } = await corpusModel(name);
        const settings = collectNavigationOpenApi(config.value);
        const api = settings.settings.find((s) => s.owner === '/api');
        const differ: string[] = [];
        for (const route of model.routes.filter((r) => r.kind === 'page')) {
          const value = frontmatter.get(route.source)?.data.openapi;
          const ref = typeof value === 'string' ? parseEndpointRef(value) : undefined;
          if (!ref) continue;
          const inherited = settings.pageSettings.get(route.source.replace(/\.mdx?$/, '')) ?? api;
          const resolution = resolveEndpointRef(openapi, ref, {
            inheritedSpecs: inherited?.sources.map((s) => s.source) ?? [],
          });
          const wanted = resolution.ok
            ? `${resolution.operation.spec} ${resolution.operation.path}`
            : undefined;
          const got = route.operation
            ? `${route.operation.spec} ${route.operation.path}`
            : undefined;
          if (got !== wanted) differ.push(`${route.source}: ${got} vs ${wanted}`);
        }
        expect(differ).toEqual([]);
      });

      it('never routes snippets', async () => {
        const { model } = await corpusModel(name);
        expect(model.routes.filter((r) => r.source.startsWith('snippets/'))).toEqual([]);
      });
    });
  }
});
