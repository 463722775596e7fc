import { join, resolve } from 'node:path';
import { withoutRepeats, type Diagnostic } from '@quire/diagnostics';
import { loadLinkCheck } from '@quire/links';
import { loadSiteModel, type LoadedSiteModel } from '@quire/navigation';
import { createFetchRemote } from '@quire/openapi';
import { defaultWorkers } from '../build-pool.js';
import { codeFingerprint, RENDER_PACKAGES } from '../code-fingerprint.js';
import { leftOutDiagnostics } from '../left-out-diagnostics.js';
import { pageAnchors } from '../page-anchors.js';
import { hashText } from '../render-reuse.js';
import { resolveSiteAddress } from '../site-address.js';
import { readCheckManifest, writeCheckManifest } from './check-manifest.js';
import { checkPages } from './check-pages.js';

export interface ValidateSiteOptions {
  /** The docs root (where docs.json is). */
  readonly root: string;
  /** Where results are kept between runs (the build's cache folder, default `<root>/.quire/cache`); false: nowhere. */
  readonly cacheDir?: string | false;
  /** Fetch remote specs (default true), as the build does; offline they come from the cache or give warnings. */
  readonly network?: boolean;
  /** Pages checked at once: this thread and a worker for each other one (default: the cores, at most 4). */
  readonly workers?: number;
}

export interface ValidateSiteResult {
  /** Every problem `quire build` would report, with its code, place and severity, and those of files the build skips. */
  readonly diagnostics: readonly Diagnostic[];
  /** The texts of docs.json and the files it includes (for code frames). */
  readonly texts: ReadonlyMap<string, string>;
  /**
   * `checked`: pages rendered now; `reused`: results kept from the last run (their files did not change);
   * `compiled`: files compiled for the pages checked (a file a build compiled into the cache folder is not).
   */
  readonly stats: {
    readonly pages: number;
    readonly checked: number;
    readonly reused: number;
    readonly compiled: number;
  };
}

/** Bump when what a page check keeps changes shape or meaning. */
const CHECK_VERSION = 'check-1';

function siteKeyOf(loaded: LoadedSiteModel): string {
  const specs = loaded.openapi.specs.map((s) => [s.id, s.status]);
  return hashText(
    CHECK_VERSION,
    JSON.stringify(loaded.config.value),
    JSON.stringify(specs),
    codeFingerprint(RENDER_PACKAGES),
  );
}

/**
 * `quire validate`: every problem `quire build` would report, with the same code, place and severity, without
 * writing the site. The site model as the build loads it; every page rendered by the build's own renderer (code
 * blocks not tokenized), so that its frontmatter, MDX, imports, components, expressions and OpenAPI references
 * are checked by the code that builds it; the markup files no page uses, as warnings; the links and their
 * fragments. Results are kept in the build's cache folder by the content hashes of each page's files: a run
 * after a change checks only the pages whose files changed.
 */
export async function validateSite(options: ValidateSiteOptions): Promise<ValidateSiteResult> {
  const root = resolve(options.root);
  const cacheDir =
    options.cacheDir === false ? false : resolve(options.cacheDir ?? join(root, '.quire', 'cache'));
  const workers = options.workers ?? defaultWorkers();
  const loaded = await loadSiteModel(root, {
    ...(cacheDir ? { cacheDir } : {}),
    ...(options.network === false ? {} : { fetchRemote: createFetchRemote() }),
  });
  const texts = loaded.config.texts;
  const { value } = loaded.config;
  // As the build run without --base-url or --base-path resolves where the site is served (a warning of its own).
  const address = resolveSiteAddress(
    value && typeof value === 'object' ? (value as Record<string, unknown>) : {},
    loaded.config.sources,
    {},
  );
  const diagnostics: Diagnostic[] = [
    ...loaded.diagnostics,
    ...leftOutDiagnostics(loaded.leftOut ?? []),
    ...address.diagnostics,
  ];
  if (loaded.config.value === undefined) {
    return { diagnostics, texts, stats: { pages: 0, checked: 0, reused: 0, compiled: 0 } };
  }
  const checked = await checkPages(root, loaded, {
    workers,
    cacheDir: cacheDir || undefined,
    basePath: address.basePath,
    previous: cacheDir ? await readCheckManifest(cacheDir) : undefined,
    siteKey: siteKeyOf(loaded),
    modelKey: hashText(JSON.stringify(loaded.model)),
  });
  diagnostics.push(...checked.site);
  const pageProblems = [...checked.pages.values(), ...checked.files.values()].flatMap(
    (p) => p.diagnostics,
  );
  // As in the build: a page's frontmatter `openapi` problem is found by loadSiteModel and again by the page.
  const known = new Set(withoutRepeats(diagnostics));
  diagnostics.push(...withoutRepeats([...known, ...pageProblems]).filter((d) => !known.has(d)));
  const links = await loadLinkCheck(root, {
    loaded,
    severity: 'warning',
    ...(cacheDir ? { cacheDir } : {}),
    parsed: checked.links,
    loadAnchors: pageAnchors(checked.pages),
  });
  diagnostics.push(...links.diagnostics);
  if (cacheDir) {
    const { manifest } = checked;
    // A cache that cannot be written (a read-only checkout) costs the next run its speed, not this one its result.
    await Promise.all([
      manifest ? writeCheckManifest(cacheDir, manifest) : undefined,
      links.saveCache(),
    ]).catch(() => undefined);
  }
  const pages = checked.pages.size;
  return {
    diagnostics,
    texts,
    stats: {
      pages,
      checked: checked.checked,
      reused: pages - checked.checked,
      compiled: checked.compiled,
    },
  };
}
