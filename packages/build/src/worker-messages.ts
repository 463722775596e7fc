import type { ExtractedLinks } from '@quire/links';
import type { CompileCacheData } from '@quire/mdx';
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
  | { readonly kind: 'rendered'; readonly results: readonly RouteSummary[]; readonly links: readonly (readonly [string, ExtractedLinks])[] }
  | { readonly kind: 'finished'; readonly cache: CompileCacheData; readonly stats: { hits: number; compiles: number } }
  | { readonly kind: 'failed'; readonly message: string };
