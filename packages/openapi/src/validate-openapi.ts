import { docsFileReader, mapLimited, parseFrontmatter, READ_CONCURRENCY } from '@quire/config';
import { sortDiagnostics, type Diagnostic } from '@quire/diagnostics';
import { homedir } from 'node:os';
import { join } from 'node:path';
import {
  collectOpenApiDiagnostics,
  type ConfigLocate,
  type FrontmatterOpenApi,
  type OpenApiStats,
} from './collect-openapi-diagnostics.js';
import { collectNavigationOpenApi } from './collect-navigation-openapi.js';
import { specsReached } from './specs-reached.js';
import { loadOpenApiIndex } from './load-openapi-index.js';
import { createFetchRemote, type FetchRemote } from './load-remote-spec-text.js';
import type { OpenApiIndex } from './openapi-index.js';

export interface ValidateOpenApiInput {
  /** The docs root (the folder of docs.json). */
  readonly root: string;
  /** docs.json as plain JSON, `$ref`s resolved (`loadConfig(root).value`). */
  readonly config: unknown;
  /** Positions in docs.json by JSON Pointer (`loadConfig(root).sources.locate`). */
  readonly locate?: ConfigLocate;
  /** The project files, relative to the root (`listProjectFiles(root)`). */
  readonly files: readonly string[];
  readonly readText?: (file: string) => Promise<string>;
  /** How to fetch remote specs; `false` for offline runs. Default: `fetch` with a 10 s timeout. */
  readonly fetchRemote?: FetchRemote | false;
  /** Where remote specs are cached; `false` for none. Default: `$XDG_CACHE_HOME/quire/openapi` or `~/.cache/quire/openapi`. */
  readonly cacheDir?: string | false;
}

export interface OpenApiValidation {
  readonly index: OpenApiIndex;
  readonly diagnostics: readonly Diagnostic[];
  readonly stats: OpenApiStats;
}

const FRONTMATTER_OPENAPI = /^openapi\s*:/m;

/**
 * The OpenAPI part of `quire validate`: loads the specs docs.json and the pages reach (every spec
 * of the repository when a reference may be in any), then checks the settings, the navigation's endpoint references and every page's
 * frontmatter `openapi:`. Reads files and may use the network (remote specs), hence async.
 */
export async function validateOpenApi(input: ValidateOpenApiInput): Promise<OpenApiValidation> {
  const readText = input.readText ?? docsFileReader(input.root);
  const nav = collectNavigationOpenApi(input.config);
  const named = nav.settings.flatMap((s) => s.sources.map((source) => source.source));
  const fetchRemote =
    input.fetchRemote === false ? undefined : (input.fetchRemote ?? createFetchRemote());
  const frontmatter = await readFrontmatterRefs(input.files, readText);
  const index = await loadOpenApiIndex({
    files: input.files,
    readText,
    named,
    ...(fetchRemote ? { fetchRemote } : {}),
    ...(input.cacheDir === false ? {} : { cacheDir: input.cacheDir ?? defaultCacheDir() }),
    reached: specsReached(input.config, input.files, frontmatter),
  });
  const { diagnostics, stats } = collectOpenApiDiagnostics({
    index,
    config: input.config,
    ...(input.locate ? { locate: input.locate } : {}),
    frontmatter,
  });
  return { index, diagnostics: sortDiagnostics(diagnostics), stats };
}

async function readFrontmatterRefs(
  files: readonly string[],
  readText: (file: string) => Promise<string>,
): Promise<FrontmatterOpenApi[]> {
  const pages = files.filter((f) => /\.mdx?$/i.test(f) && !/(^|\/)snippets\//.test(f));
  const found = await mapLimited(
    pages,
    READ_CONCURRENCY,
    async (file): Promise<FrontmatterOpenApi | undefined> => {
      let text: string;
      try {
        text = await readText(file);
      } catch {
        return undefined;
      }
      if (!text.startsWith('---') && !text.startsWith('\uFEFF---')) return undefined;
      if (!FRONTMATTER_OPENAPI.test(text)) return undefined;
      const fm = parseFrontmatter(text, file);
      if (!Object.prototype.hasOwnProperty.call(fm.data, 'openapi')) return undefined;
      const at = fm.locate('openapi', 'value');
      return { file, value: fm.data['openapi'], ...(at ? { at } : {}) };
    },
  );
  return found.filter((f): f is FrontmatterOpenApi => f !== undefined);
}

/** Where `quire validate` keeps fetched remote specs by default (`$XDG_CACHE_HOME/quire/openapi`). */
export function defaultCacheDir(): string {
  const base = process.env['XDG_CACHE_HOME'] || join(homedir(), '.cache');
  return join(base, 'quire', 'openapi');
}
