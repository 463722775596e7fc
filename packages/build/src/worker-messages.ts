import type { ExtractedLinks } from '@quire/links';
import type { CompileCacheData, ModuleRecord } from '@quire/mdx';
import type { FrontmatterCache } from '@quire/navigation';
import type { SiteAssets } from '@quire/render';
import type { RouteSummary } from './render-routes.js';

/** What a worker starts with (`workerData`): enough to load the site model while the build prepares the rest. */
export interface WorkerStart {
  readonly root: string;
  readonly specCacheDir: string;
  /**
   * Where the pages' parsed frontmatter is kept, keyed once by the thread that starts the workers (they only read
   * it); without it, each worker keys it itself.
   */
  readonly frontmatterCache?: FrontmatterCache;
}

export interface WorkerInit extends WorkerStart {
  readonly stagingDir: string;
  readonly assets: SiteAssets;
  readonly cacheData: CompileCacheData | undefined;
  readonly baseUrl: string | undefined;
  readonly basePath: string;
  /** Check the pages only (`quire validate`): code is not tokenized and nothing is written (`stagingDir` unused). */
  readonly check?: boolean | undefined;
  readonly lastModified: Readonly<Record<string, string>>;
}

/** The first message a worker gets is `init` (the rest of `WorkerInit`); then batches to render, then `finish`. */
export type WorkerRequest =
  | { readonly kind: 'init'; readonly init: WorkerInit }
  | { readonly kind: 'render'; readonly urls: readonly string[] }
  | { readonly kind: 'finish' };

export type WorkerReply =
  | { readonly kind: 'ready' }
  | {
      readonly kind: 'rendered';
      readonly results: readonly RouteSummary[];
      readonly links: readonly (readonly [string, ExtractedLinks])[];
      /** Records compiled for these routes, and hashes of records taken from `cacheData`: the worker keeps neither. */
      readonly compiled: readonly ModuleRecord[];
      readonly reused: readonly string[];
    }
  | { readonly kind: 'finished'; readonly stats: { hits: number; compiles: number } }
  | { readonly kind: 'failed'; readonly message: string };
