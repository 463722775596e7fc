import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { startRenderPool, renderWorkerScript, type RenderPool } from './render-pool.js';
import { hasRenderManifest } from './render-reuse.js';

// A module of its own, light to import: the build thread (`build-thread-worker.ts`) starts the workers with it
// before it loads the rest of the build (the compiler, the highlighter), so that the workers load theirs meanwhile.

/** Where a build keeps its caches when not told: `.quire/cache` in the docs root. */
export const defaultCacheDir = (root: string) => join(resolve(root), '.quire', 'cache');

/** Pages rendered at once when not told: one per core, at most 4. */
export const defaultWorkers = () => Math.max(1, Math.min(availableParallelism(), 4));

export interface BuildPoolOptions {
  readonly root: string;
  readonly cacheDir?: string | undefined;
  readonly workers?: number | undefined;
}

/**
 * The render workers of a cold build (no previous output to copy pages from), started before anything else: their
 * start-up (modules, their own site model) overlaps the build's own. A site that turns out too small for workers
 * ends them at once. Undefined when the build will not want them (one core, a warm build, running from sources).
 */
export function startBuildPool(options: BuildPoolOptions): RenderPool | undefined {
  const root = resolve(options.root);
  const cacheDir = resolve(options.cacheDir ?? defaultCacheDir(root));
  const workers = options.workers ?? defaultWorkers();
  const script = renderWorkerScript();
  return script && workers > 1 && !hasRenderManifest(cacheDir)
    ? startRenderPool(script, { root, specCacheDir: cacheDir }, workers - 1)
    : undefined;
}
