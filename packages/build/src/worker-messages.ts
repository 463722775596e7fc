import type { ExtractedLinks } from '@quire/links';
import type { CompileCacheData, ModuleRecord } from '@quire/mdx';
import type { SiteAssets } from '@quire/render';
import type { RouteSummary } from './render-routes.js';

export interface WorkerInit {
  readonly root: string;
  readonly stagingDir: string;
  readonly specCacheDir: string;
  readonly assets: SiteAssets;
  readonly cacheData: CompileCacheData | undefined;
  readonly baseUrl: string | undefined;
}

export type WorkerRequest = { readonly kind: 'render'; readonly urls: readonly string[] } | { readonly kind: 'finish' };

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
