import type { Diagnostic } from '@quire/diagnostics';
import type { ExtractedLinks } from '@quire/links';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import { createFileHasher } from '../render-reuse.js';
import {
  checkedFileOf,
  planChecks,
  routeKeyOf,
  type CheckManifest,
  type CheckedFile,
} from './check-manifest.js';
import type { PageChecker } from './page-checker.js';
import { checkUnusedFiles, unusedMarkupFiles } from './unused-files.js';

export interface CheckPagesOptions {
  readonly workers: number;
  readonly cacheDir: string | undefined;
  /** The path the site is served under, as the build resolves it (see `resolveSiteAddress`). */
  readonly basePath: string;
  /** What the last run kept, and the keys of this one: the site's (docs.json, specs, code) and the model's. */
  readonly previous: CheckManifest | undefined;
  readonly siteKey: string;
  readonly modelKey: string;
}

export interface PagesChecked {
  /** Each route's result, by URL, and each file no page uses. */
  readonly pages: ReadonlyMap<string, CheckedFile>;
  readonly files: ReadonlyMap<string, CheckedFile>;
  /** The problems of the site as a whole (code themes, auth key, navigation icons). */
  readonly site: readonly Diagnostic[];
  /** The links of the pages rendered now, for the link check. */
  readonly links: ReadonlyMap<string, ExtractedLinks>;
  /** How many routes were rendered now, and how many files were compiled for them (not in the build's compile cache). */
  readonly checked: number;
  readonly compiled: number;
  /** What the next run starts from; undefined when it is what the last run left (nothing to write). */
  readonly manifest: CheckManifest | undefined;
}

const loadChecker = async (root: string, loaded: LoadedSiteModel, options: CheckPagesOptions) =>
  (await import('./page-checker.js')).createPageChecker(root, loaded, options);

/**
 * Each page's result: kept from the last run when its files and its route did not change, else rendered now by
 * the page checker, which is loaded (the compiler, the components, the sandbox) only when something is to check.
 */
export async function checkPages(
  root: string,
  loaded: LoadedSiteModel,
  options: CheckPagesOptions,
): Promise<PagesChecked> {
  const hash = createFileHasher(root);
  const routes = loaded.model.routes.filter((r): r is Route => r.kind !== 'link');
  const routeKeys = new Map(routes.map((r) => [r.url, routeKeyOf(r)]));
  const same = options.previous?.siteKey === options.siteKey ? options.previous : undefined;
  const plan = planChecks(same, routes, routeKeys, hash);
  let checker: PageChecker | undefined;
  const checker$ = async () => (checker ??= await loadChecker(root, loaded, options));
  const pages = new Map(plan.reuse);
  let links: ReadonlyMap<string, ExtractedLinks> = new Map();
  let compiled = 0;
  if (plan.check.length > 0) {
    const done = await (await checker$()).checkRoutes(plan.check);
    for (const [url, page] of done.pages) pages.set(url, checkedFileOf(page, hash));
    links = done.links;
    compiled = done.compiled;
  }
  const unused = unusedMarkupFiles(loaded, routes, pages);
  const files = await checkUnusedFiles(unused, same, hash, async (list) =>
    (await checker$()).checkFiles(list),
  );
  const siteKept = same?.site?.key === options.modelKey;
  const site =
    siteKept && !checker ? (same?.site?.diagnostics ?? []) : (await checker$()).siteDiagnostics;
  const unchanged =
    !checker &&
    siteKept &&
    Object.keys(same?.pages ?? {}).length === pages.size &&
    Object.keys(same?.files ?? {}).length === files.size;
  const manifest: CheckManifest | undefined = unchanged
    ? undefined
    : {
        version: 1,
        siteKey: options.siteKey,
        site: { key: options.modelKey, diagnostics: site },
        pages: Object.fromEntries(
          [...pages].map(([url, page]) => [url, { ...page, routeKey: routeKeys.get(url) ?? '' }]),
        ),
        files: Object.fromEntries(files),
      };
  return { pages, files, site, links, checked: plan.check.length, compiled, manifest };
}
