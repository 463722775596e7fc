import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Route } from '@quire/navigation';
import type { RouteSummary } from './render-routes.js';
import { readCacheJson, writeCacheJson } from './cache-json-file.js';

/**
 * What the last successful build rendered, so that a rebuild copies the pages whose inputs
 * did not change instead of rendering them again.
 */
export interface RenderManifest {
  readonly version: 1;
  /** Everything every page depends on: the site model, docs.json, assets, Quire itself. */
  readonly siteKey: string;
  readonly outDir: string;
  readonly buildId: string;
  /** Per URL: content hashes of its input files, and what the build keeps of the page. */
  readonly pages: Readonly<
    Record<
      string,
      { readonly inputs: Readonly<Record<string, string>>; readonly summary: RouteSummary }
    >
  >;
}

const FILE = 'render-manifest.json';

export const hashText = (...parts: readonly (string | Uint8Array)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\u0000');
  return h.digest('hex').slice(0, 24);
};

export const readRenderManifest = (cacheDir: string) =>
  readCacheJson<RenderManifest>(cacheDir, FILE, 1);

/** Whether a previous build left its manifest (else this build renders every page: a cold build). */
export const hasRenderManifest = (cacheDir: string) => existsSync(join(cacheDir, FILE));

export const writeRenderManifest = (cacheDir: string, manifest: RenderManifest) =>
  writeCacheJson(cacheDir, FILE, manifest);

/**
 * Hashes files of the repository once per build. The reads are synchronous: a warm build compares every
 * page's inputs one after the other, and an asynchronous read (open, stat, read, close through libuv's
 * threads) left it waiting on the disk for most of that time.
 */
export function createFileHasher(root: string): (file: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (file) => {
    if (known.has(file)) return known.get(file);
    let h: string | undefined;
    try {
      h = hashText(readFileSync(join(root, file)));
    } catch {
      h = undefined;
    }
    known.set(file, h);
    return h;
  };
}

/** Input hashes of a rendered page, for the next build to compare. */
export function inputHashes(
  summary: RouteSummary,
  hash: (file: string) => string | undefined,
): Record<string, string> | undefined {
  if (!summary.inputs || !summary.written) return undefined;
  const out: Record<string, string> = {};
  for (const f of summary.inputs) {
    const h = hash(f);
    if (h === undefined) return undefined;
    out[f] = h;
  }
  return out;
}

/**
 * Splits the routes into those whose previous output can be copied (same site key, same
 * input hashes, files still in the previous output) and those to render.
 */
export function planReuse(
  previous: RenderManifest | undefined,
  current: { siteKey: string; outDir: string; buildId: string | undefined },
  routes: readonly Route[],
  hash: (file: string) => string | undefined,
): { reuse: Map<string, RouteSummary>; render: Route[] } {
  const reuse = new Map<string, RouteSummary>();
  const usable =
    previous &&
    previous.siteKey === current.siteKey &&
    previous.outDir === current.outDir &&
    previous.buildId === current.buildId;
  if (!usable) return { reuse, render: [...routes] };
  const render: Route[] = [];
  for (const route of routes) {
    const entry = previous.pages[route.url];
    let same = entry !== undefined && Object.keys(entry.inputs).length > 0;
    for (const [file, h] of Object.entries(entry?.inputs ?? {})) {
      if (!same) break;
      same = hash(file) === h;
    }
    if (same && entry) reuse.set(route.url, entry.summary);
    else render.push(route);
  }
  return { reuse, render };
}

/** The id a build writes into `_quire/site.json`, read back to trust the previous output. */
export async function readBuildId(outDir: string): Promise<string | undefined> {
  const file = join(outDir, '_quire', 'site.json');
  if (!existsSync(file)) return undefined;
  try {
    return (JSON.parse(await readFile(file, 'utf8')) as { buildId?: string }).buildId;
  } catch {
    return undefined;
  }
}
