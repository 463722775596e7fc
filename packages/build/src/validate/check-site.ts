import { withoutRepeats, type Diagnostic } from '@quire/diagnostics';
import { loadLinkCheck } from '@quire/links';
import { loadSiteModel, type LoadedSiteModel } from '@quire/navigation';
import { createFetchRemote } from '@quire/openapi';
import { defaultWorkers } from '../build-pool.js';
import { frontmatterCacheIn } from '../code-fingerprint.js';
import { leftOutDiagnostics } from '../left-out-diagnostics.js';
import { pageAnchors } from '../page-anchors.js';
import { modelKeyOf, readCheckManifest, siteKeyOf, writeCheckManifest } from './check-manifest.js';
import { checkPages } from './check-pages.js';
import { checkedAddress } from './checks-of-build.js';
import type { ValidateSiteResult } from './validate-site.js';

export interface CheckSiteOptions {
  readonly cacheDir: string | false;
  readonly network: boolean;
  /** Pages checked at once (default: the cores, at most 4). */
  readonly workers: number | undefined;
}

/** What a full check found, and what the run read beyond the project's files (for the run record). */
export interface SiteChecked {
  readonly result: ValidateSiteResult;
  /** Files read that the file list may not hold: docs.json's includes, specs, snippets, AsyncAPI documents. */
  readonly read: readonly string[];
  /** A remote spec was used: the answer depends on more than the files. */
  readonly remote: boolean;
}

/** The files a run read, whether or not they are among the project's files (an import of an ignored file is). */
function filesRead(loaded: LoadedSiteModel, pages: readonly { inputs: object }[]): string[] {
  const read = new Set(loaded.config.texts.keys());
  for (const spec of loaded.openapi.specs) {
    if (spec.origin === 'file') read.add(spec.id);
    for (const file of Object.keys(spec.externalDocuments)) read.add(file);
  }
  for (const source of loaded.input?.asyncapi?.keys() ?? []) read.add(source);
  for (const page of pages) for (const file of Object.keys(page.inputs)) read.add(file);
  return [...read].sort();
}

/**
 * Every problem `quire build` would report, with the same code, place and severity, without writing the site.
 * The site model as the build loads it; every page rendered by the build's own renderer (code blocks not
 * tokenized), so that its frontmatter, MDX, imports, components, expressions and OpenAPI references are checked
 * by the code that builds it; the markup files no page uses, as warnings; the links and their fragments.
 * Results are kept in the build's cache folder by the content hashes of each page's files: a run after a change
 * checks only the pages whose files changed.
 */
export async function checkSite(root: string, options: CheckSiteOptions): Promise<SiteChecked> {
  const { cacheDir } = options;
  const workers = options.workers ?? defaultWorkers();
  const loaded = await loadSiteModel(root, {
    ...(cacheDir ? { cacheDir, frontmatterCache: frontmatterCacheIn(cacheDir) } : {}),
    ...(options.network ? { fetchRemote: createFetchRemote() } : {}),
  });
  // Kept now, before the render workers start: each loads the site model too, and reads the pages' frontmatter
  // from the cache folder rather than parsing it again.
  if (cacheDir) loaded.keepFrontmatter?.();
  const remote = loaded.openapi.specs.some((s) => s.origin === 'remote');
  const texts = loaded.config.texts;
  // As the build run without --base-url or --base-path resolves where the site is served (a warning of its own).
  const address = checkedAddress(loaded);
  const diagnostics: Diagnostic[] = [
    ...loaded.diagnostics,
    ...leftOutDiagnostics(loaded.leftOut ?? []),
    ...address.diagnostics,
  ];
  if (loaded.config.value === undefined) {
    const stats = { pages: 0, checked: 0, reused: 0, compiled: 0, lastRunKept: false };
    return { result: { diagnostics, texts, stats }, read: filesRead(loaded, []), remote };
  }
  const checked = await checkPages(root, loaded, {
    workers,
    cacheDir: cacheDir || undefined,
    basePath: address.basePath,
    previous: cacheDir ? await readCheckManifest(cacheDir) : undefined,
    siteKey: siteKeyOf(loaded, cacheDir || undefined),
    modelKey: modelKeyOf(loaded),
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
  const stats = {
    pages,
    checked: checked.checked,
    reused: pages - checked.checked,
    compiled: checked.compiled,
    lastRunKept: false,
  };
  const read = filesRead(loaded, [...checked.pages.values(), ...checked.files.values()]);
  return { result: { diagnostics, texts, stats }, read, remote };
}
