import { redirectMatches, type ReadRefusal } from '@quire/config';
import type { Diagnostic, Location } from '@quire/diagnostics';
import { assembleRoutes } from './build/assemble-routes.js';
import { buildTrees } from './build/build-trees.js';
import { createEquivalents } from './build/equivalents.js';
import type { Occurrence } from './build/occurrence.js';
import { PageRegistry } from './build/page-registry.js';
import { canonicalOccurrences, readingOrder } from './build/reading-order.js';
import { untranslatedRoutes } from './build/untranslated-routes.js';
import { walkNavigation } from './build/walk-navigation.js';
import { checkStructure } from './check-structure.js';
import type { SiteModel } from './model.js';
import type { OpenApiIndex } from '@quire/openapi';
import type { AsyncApiChannels } from './openapi/async-channel-groups.js';
import { createEndpointCatalog } from './openapi/create-endpoint-catalog.js';
import { createPageIndex } from './pages/create-page-index.js';
import { isRecord } from './read/json-fields.js';
import { readNavigation } from './read/read-navigation.js';
import { readSettings } from './read/read-settings.js';

export interface ResolveNavigationInput {
  /** The docs.json value with `$ref`s resolved (validated or not: wrong shapes are skipped). */
  readonly config: unknown;
  /** Every file of the project, relative to the docs root with forward slashes, ignored files left out. */
  readonly files: readonly string[];
  /** Entries of the docs root that are there but never read (named pipes, devices), with why: a page there is reported as such. */
  readonly unreadable?: ReadonlyMap<string, ReadRefusal> | undefined;
  /** The frontmatter data of a page file (read once per page at the edge, or kept by the dev server). */
  readonly frontmatter: (file: string) => Readonly<Record<string, unknown>> | undefined;
  /** The OpenAPI specs (`loadOpenApiIndex`), for endpoint references, generated pages and API page titles. */
  readonly openapi?: OpenApiIndex | undefined;
  /** The channels of the AsyncAPI documents the navigation names (`loadAsyncChannels`). */
  readonly asyncapi?: AsyncApiChannels | undefined;
  /** Where a JSON Pointer of the config was written (`LoadedConfig.sources.locate`). */
  readonly locate?: (pointer: string, part?: 'key' | 'value') => Location | undefined;
}

export interface ResolvedNavigation {
  readonly model: SiteModel;
  readonly diagnostics: readonly Diagnostic[];
}

function redirectCheck(redirects: unknown): (url: string) => boolean {
  const sources = (Array.isArray(redirects) ? redirects : []).flatMap((r) =>
    isRecord(r) && typeof r.source === 'string' ? [r.source] : [],
  );
  return (url) => sources.some((source) => redirectMatches(source, url));
}

/**
 * Resolves the navigation of a site into its model: every route (one per URL) and the tree shown
 * per language × version. Pure and cheap enough to run again on every change.
 */
export function resolveNavigation(input: ResolveNavigationInput): ResolvedNavigation {
  const config = isRecord(input.config) ? input.config : {};
  const diagnostics: Diagnostic[] = [];
  const locate = (pointer: string, part?: 'key' | 'value'): Location =>
    input.locate?.(pointer, part) ?? { file: 'docs.json', line: 1, column: 1 };
  const files = new Set(input.files);
  diagnostics.push(...checkStructure({ config, files, unreadable: input.unreadable, locate }));
  const nav = readNavigation(config.navigation);
  const index = createPageIndex(input.files);
  const catalog = createEndpointCatalog(input.openapi, config, input.asyncapi);
  const registry = new PageRegistry({
    index,
    frontmatter: input.frontmatter,
    catalog,
    diagnostics,
    locate,
  });
  const occurrences: Occurrence[] = [];
  const env = {
    index,
    registry,
    catalog,
    diagnostics,
    locate,
    occurrences,
    redirected: redirectCheck(config.redirects),
  };
  const walk = walkNavigation(env, nav.children);
  for (const file of index.files) if (!registry.has(file)) registry.file(file);
  const built = buildTrees(walk);
  const canonical = canonicalOccurrences(occurrences);
  const routeInputs = {
    pages: registry.order,
    occurrences,
    canonical,
    neighbours: readingOrder(occurrences, canonical),
    equivalents: createEquivalents(walk.switchers.values(), registry.order),
  };
  const routes = assembleRoutes(routeInputs);
  const untranslated = untranslatedRoutes(routes, routeInputs);
  return {
    model: {
      routes,
      trees: built.trees,
      languages: built.languages,
      versions: built.versions,
      global: nav.global,
      settings: readSettings(config),
      ...(untranslated.length > 0 ? { untranslated } : {}),
    },
    diagnostics,
  };
}
