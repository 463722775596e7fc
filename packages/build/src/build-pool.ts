import { readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { listProjectFiles } from '@quire/config/project-files';
import { startRenderPool, renderWorkerScript, type RenderPool } from './render-pool.js';
import { frontmatterCacheIn } from './code-fingerprint.js';
import { hasRenderManifest } from './render-reuse.js';

// A module of its own, light to import: the build thread (`build-thread-worker.ts`) starts the workers with it
// before it loads the rest of the build (the compiler, the highlighter), so that the workers load theirs meanwhile.

/** Where a build keeps its caches when not told: `.quire/cache` in the docs root. */
export const defaultCacheDir = (root: string) => join(resolve(root), '.quire', 'cache');

/** Below this many routes to render, starting workers costs more than it saves. */
export const WORKER_THRESHOLD = 60;

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
  return script && workers > 1 && !hasRenderManifest(cacheDir) && mayNeedWorkers(root)
    ? startRenderPool(
        script,
        { root, specCacheDir: cacheDir, frontmatterCache: frontmatterCacheIn(cacheDir) },
        workers - 1,
      )
    : undefined;
}

/** Bytes of JSON and YAML read to count operations; more, and the site is taken to be large. */
const SPEC_BYTES_LIMIT = 4 * 1024 * 1024;
const SPEC_EXTENSIONS = new Set(['.json', '.yaml', '.yml']);
const ASYNCAPI_KEY = /["']?\basyncapi["']?\s*:/;
/** An HTTP method as a key, in JSON or YAML: at least one per OpenAPI operation (a description may add more). */
const METHOD_KEY = /["']?\b(?:get|put|post|delete|patch|options|head|trace)["']?\s*:/gi;

/**
 * Whether a site may have enough routes for the workers (`renderLanes`), told before its model is loaded. Starting
 * the workers for a site that turns out smaller loads their modules (some 1.5 s of CPU each) only to end them once
 * the model is known, on every cold build of a small site. A wrong "no" would cost only the overlap: `renderAll`
 * starts the workers it needs when it needs them.
 */
export const mayNeedWorkers = (root: string): boolean =>
  routesAtLeast(root, WORKER_THRESHOLD) > WORKER_THRESHOLD;

/**
 * A count never below the routes of the site in `root`, made without loading it, or Infinity when it passes
 * `enough` or cannot be told cheaply. A route is a page file or an OpenAPI operation: this counts the Markdown and
 * MDX files the site publishes (`listProjectFiles`, as the build lists them) and, in every JSON or YAML file, the
 * keys that could be an operation's method (an AsyncAPI file gives up).
 */
export function routesAtLeast(root: string, enough = Infinity): number {
  let routes = 0;
  let specBytes = 0;
  for (const file of listProjectFiles(root)) {
    const ext = extname(file).toLowerCase();
    if (ext === '.md' || ext === '.mdx') routes++;
    else if (SPEC_EXTENSIONS.has(ext)) {
      const path = join(root, file);
      try {
        specBytes += statSync(path).size;
        if (specBytes > SPEC_BYTES_LIMIT) return Infinity;
        const text = readFileSync(path, 'utf8');
        // An AsyncAPI file's routes are its channels, not counted here.
        if (ASYNCAPI_KEY.test(text)) return Infinity;
        routes += text.match(METHOD_KEY)?.length ?? 0;
      } catch {
        return Infinity;
      }
    }
    if (routes > enough) return Infinity;
  }
  return routes;
}
