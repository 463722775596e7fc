import { docsFileReader, validateConfig, type Frontmatter, type LoadedConfig } from '@quire/config';
import { withoutRepeats, type Diagnostic } from '@quire/diagnostics';
import {
  loadSiteModel,
  resolveNavigation,
  type AsyncApiChannels,
  type LoadedSiteModel,
  type SiteModel,
} from '@quire/navigation';
import { collectOpenApiDiagnostics, type FetchRemote, type OpenApiIndex } from '@quire/openapi';
import { reachedSpecsOf } from './reached-specs.js';

/** Everything the site model is resolved from, each part replaceable on its own when a file changes. */
export interface SiteSources {
  readonly root: string;
  readonly config: LoadedConfig;
  readonly files: readonly string[];
  readonly frontmatter: ReadonlyMap<string, Frontmatter>;
  readonly openapi: OpenApiIndex;
  readonly asyncapi: AsyncApiChannels | undefined;
  /** The OpenAPI problems of the navigation, computed when specs or docs.json change. */
  readonly apiDiagnostics: readonly Diagnostic[];
  /** Problems of a docs.json that no longer loads (bad JSON, a broken `$ref`): the last good one stays in use. */
  readonly configProblems: readonly Diagnostic[];
  /** Which spec files were read (see `reachedSpecsOf`): the specs are loaded again when it changes. */
  readonly reachedSpecs: string;
}

/** How remote specs are fetched and cached (as `loadSiteModel` takes them). */
export interface SpecAccess {
  readonly fetchRemote?: FetchRemote | undefined;
  readonly cacheDir?: string | undefined;
}

const EMPTY_MODEL: SiteModel = {
  routes: [],
  trees: [],
  languages: [],
  versions: [],
  global: { anchors: [], tabs: [], dropdowns: [], products: [], languages: [], versions: [] },
  settings: {},
};

/** Reads a file of the docs root as text (for spec and frontmatter loaders). */
export const readRootText = (root: string) => docsFileReader(root);

/** The OpenAPI problems of the navigation (specs it names, endpoint references it lists). */
export function navigationApiDiagnostics(
  config: LoadedConfig,
  openapi: OpenApiIndex,
): Diagnostic[] {
  if (config.value === undefined) return [];
  const locate = (pointer: string, part?: 'key' | 'value') => config.sources.locate(pointer, part);
  return collectOpenApiDiagnostics({ index: openapi, config: config.value, locate }).diagnostics;
}

/** Loads the sources of a docs root once, as `quire build` does, and the model resolved from them. */
export async function loadSiteSources(
  root: string,
  access: SpecAccess,
): Promise<{ sources: SiteSources; loaded: LoadedSiteModel }> {
  const loaded = await loadSiteModel(root, {
    pageOpenApi: false,
    ...(access.cacheDir ? { cacheDir: access.cacheDir } : {}),
    ...(access.fetchRemote ? { fetchRemote: access.fetchRemote } : {}),
  });
  const sources: SiteSources = {
    root,
    config: loaded.config,
    files: loaded.files,
    frontmatter: loaded.frontmatter,
    openapi: loaded.openapi,
    asyncapi: loaded.input?.asyncapi,
    apiDiagnostics: navigationApiDiagnostics(loaded.config, loaded.openapi),
    configProblems: [],
    reachedSpecs: reachedSpecsOf(loaded.config.value, loaded.files, loaded.frontmatter).key,
  };
  return { sources, loaded };
}

/**
 * Resolves the site model from its sources: pure and quick enough to run on every change.
 * Without a readable docs.json the model is empty and the diagnostics say why.
 */
export function resolveSite(sources: SiteSources): LoadedSiteModel {
  const { config, files, frontmatter, openapi } = sources;
  if (config.value === undefined)
    return {
      model: EMPTY_MODEL,
      diagnostics: [...config.diagnostics, ...sources.configProblems],
      config,
      files,
      frontmatter,
      openapi,
    };
  const input = {
    config: config.value,
    files,
    frontmatter: (file: string) => frontmatter.get(file)?.data,
    openapi,
    asyncapi: sources.asyncapi,
    locate: (pointer: string, part?: 'key' | 'value') => config.sources.locate(pointer, part),
  };
  const resolved = resolveNavigation(input);
  // Every problem `quire validate` reports about docs.json, checked again as files come and go.
  const configDiagnostics = validateConfig({ loaded: config, files });
  return {
    model: resolved.model,
    diagnostics: withoutRepeats([
      ...sources.configProblems,
      ...configDiagnostics,
      ...resolved.diagnostics,
      ...sources.apiDiagnostics,
    ]),
    config,
    files,
    frontmatter,
    openapi,
    input,
  };
}
