import type { Diagnostic } from '@quire/diagnostics';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import { codeFingerprint, RENDER_PACKAGES } from '../code-fingerprint.js';
import { hashText } from '../render-reuse.js';
import { readCacheJson, writeCacheJson } from '../cache-json-file.js';

/** What checking one page (or one file no page uses) found: kept by the content hashes of its inputs. */
export interface CheckedFile {
  readonly diagnostics: readonly Diagnostic[];
  /** The ids of the rendered page, for the fragments of links (none when it did not render, or for a file). */
  readonly anchors?: readonly string[] | undefined;
  /** The files it was made from, by content hash (the page, its snippets, its spec). */
  readonly inputs: Readonly<Record<string, string>>;
}

/**
 * What the last `quire validate` found, in the build's cache folder, so that the next one checks only the
 * pages whose files changed. `siteKey` is everything every page depends on (docs.json, the specs loaded,
 * Quire's code); each page also keeps its route (`routeKey`: URL, operation, title…).
 */
export interface CheckManifest {
  readonly version: 1;
  readonly siteKey: string;
  /** The problems of the site as a whole (code themes, auth key, navigation icons), for the site model they were found in. */
  readonly site?: { readonly key: string; readonly diagnostics: readonly Diagnostic[] } | undefined;
  readonly pages: Readonly<Record<string, CheckedFile & { readonly routeKey: string }>>;
  /** Markup files no page uses (snippets nothing imports), checked on their own. */
  readonly files: Readonly<Record<string, CheckedFile>>;
}

const FILE = 'validate-manifest.json';

export const readCheckManifest = (cacheDir: string) =>
  readCacheJson<CheckManifest>(cacheDir, FILE, 1);

export const writeCheckManifest = (cacheDir: string, manifest: CheckManifest) =>
  writeCacheJson(cacheDir, FILE, manifest);

export const routeKeyOf = (route: Route) => hashText(JSON.stringify(route));

/** Bump when what a page check keeps changes shape or meaning. */
const CHECK_VERSION = 'check-1';

/**
 * What every page's result depends on: docs.json, the specs loaded and how, Quire's code (`CheckManifest.siteKey`;
 * `cacheDir` keeps what the code's fingerprint read, see `codeFingerprint`).
 */
export function siteKeyOf(loaded: LoadedSiteModel, cacheDir?: string): string {
  const specs = loaded.openapi.specs.map((s) => [s.id, s.status]);
  return hashText(
    CHECK_VERSION,
    JSON.stringify(loaded.config.value),
    JSON.stringify(specs),
    codeFingerprint(RENDER_PACKAGES, cacheDir),
  );
}

/** What the site's own problems depend on (`CheckManifest.site.key`). */
export const modelKeyOf = (loaded: LoadedSiteModel) => hashText(JSON.stringify(loaded.model));

/** What rendering a page found, as `quire validate` and `quire build` both have it (a `RouteSummary`). */
export interface PageFindings {
  readonly diagnostics: readonly Diagnostic[];
  readonly anchors?: readonly string[] | undefined;
  readonly inputs?: readonly string[] | undefined;
}

/**
 * A page's result as kept: its problems and ids, its inputs with their hashes (none when one is gone: it is checked
 * again next time). The one place both the validate's page check and the build turn a rendered page into an entry.
 */
export const checkedFileOf = (
  page: PageFindings,
  hash: (file: string) => string | undefined,
): CheckedFile => ({
  diagnostics: page.diagnostics,
  anchors: page.anchors,
  inputs: hashesOf(page.inputs, hash) ?? {},
});

/**
 * Whether a previous result still holds: every input has the same content hash. A result that names a missing
 * import is checked again (the file may have been created since, and it is not among the inputs).
 */
export function stillHolds(
  entry: CheckedFile | undefined,
  hash: (file: string) => string | undefined,
): entry is CheckedFile {
  if (!entry || Object.keys(entry.inputs).length === 0) return false;
  if (entry.diagnostics.some((d) => d.code === 'mdx/import-not-found')) return false;
  return Object.entries(entry.inputs).every(([file, h]) => hash(file) === h);
}

/** The content hashes of `files`; undefined when one can no longer be read. */
export function hashesOf(
  files: readonly string[] | undefined,
  hash: (file: string) => string | undefined,
): Record<string, string> | undefined {
  if (!files || files.length === 0) return undefined;
  const out: Record<string, string> = {};
  for (const file of files) {
    const h = hash(file);
    if (h === undefined) return undefined;
    out[file] = h;
  }
  return out;
}

/** Splits the routes into those whose previous result holds (same site, same route, same files) and those to check. */
export function planChecks(
  previous: CheckManifest | undefined,
  routes: readonly Route[],
  routeKeys: ReadonlyMap<string, string>,
  hash: (file: string) => string | undefined,
): { reuse: Map<string, CheckedFile>; check: Route[] } {
  const reuse = new Map<string, CheckedFile>();
  const check: Route[] = [];
  for (const route of routes) {
    const entry = previous?.pages[route.url];
    if (entry?.routeKey === routeKeys.get(route.url) && stillHolds(entry, hash))
      reuse.set(route.url, entry);
    else check.push(route);
  }
  return { reuse, check };
}
