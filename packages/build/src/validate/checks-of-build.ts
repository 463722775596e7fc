import { htmlIds } from '@quire/links';
import type { LoadedSiteModel, Route } from '@quire/navigation';
import type { IntegrationTags } from '@quire/render';
import type { BuildContext } from '../build-context.js';
import { createFileHasher, type RenderManifest } from '../render-reuse.js';
import type { RouteSummary } from '../render-routes.js';
import { resolveSiteAddress, type SiteAddress } from '../site-address.js';
import {
  checkedFileOf,
  modelKeyOf,
  readCheckManifest,
  routeKeyOf,
  siteKeyOf,
  writeCheckManifest,
  type CheckManifest,
} from './check-manifest.js';
import { compileMarkupFiles } from './compile-markup-files.js';
import { checkUnusedFiles, unusedMarkupFiles } from './unused-files.js';

/** Where `quire validate` renders the pages for: as a build run without `--base-url` or `--base-path`. */
export function checkedAddress(loaded: LoadedSiteModel): SiteAddress {
  const { value } = loaded.config;
  const config = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return resolveSiteAddress(config, loaded.config.sources, {});
}

/** What a successful build rendered, as `keepBuildChecks` reads it. */
export interface BuiltPages {
  /** The build's context: its site model, its own problems of the site as a whole, its pages' chrome, its compiler. */
  readonly ctx: BuildContext;
  /** Where the build rendered the pages for. */
  readonly address: Pick<SiteAddress, 'baseUrl' | 'basePath'>;
  readonly rendered: ReadonlyMap<string, RouteSummary>;
  /** The render manifest the build writes: the hashes of each page's inputs, taken as the pages were rendered. */
  readonly manifest: RenderManifest;
}

/** Whether the analytics tags put an id in every page the build writes (then its pages' ids are not validate's). */
function tagsAddIds(integrations: IntegrationTags | undefined): boolean {
  const tags = [...(integrations?.tags ?? []), ...(integrations?.consentManager ?? [])];
  return tags.some((t) => t.attrs?.['id'] !== undefined || htmlIds(t.inline ?? '').size > 0);
}

/**
 * Why a build's pages are not what validate would find, if they are not: validate renders them for the site's own
 * address (no `--base-url`, no `--base-path`) and without the analytics tags; code is tokenized by the build and not
 * by validate, which changes the code blocks' markup only (their problems, headings and ids are the same, see
 * `createMdxCompiler`); the assets, dates and Open Graph images change the page's head and footer, not its ids.
 */
function differsFromCheck(built: BuiltPages): boolean {
  const own = checkedAddress(built.ctx.loaded);
  return (
    built.address.baseUrl !== undefined ||
    built.address.basePath !== own.basePath ||
    tagsAddIds(built.ctx.chrome.integrations)
  );
}

/**
 * The validate manifest a build leaves for `quire validate`: each page of the navigation as validate's page check
 * would have kept it (see `checkedFileOf`), with the site's own problems; the markup files no page uses compiled on
 * their own as validate compiles them (see `checkUnusedFiles`), or kept from the last validate when they did not
 * change. Undefined when the build's pages are not what validate would find (see `differsFromCheck`), or a route
 * was not rendered.
 */
export async function checksOfBuild(
  built: BuiltPages,
  previous: CheckManifest | undefined,
): Promise<CheckManifest | undefined> {
  if (differsFromCheck(built)) return undefined;
  const { ctx } = built;
  // The hashes the build took of each input when it rendered or reused the page: a file changed since is not trusted.
  const hashes = new Map<string, string>();
  for (const page of Object.values(built.manifest.pages))
    for (const [file, h] of Object.entries(page.inputs)) hashes.set(file, h);
  const pageHash = (file: string) => hashes.get(file);
  const { model } = ctx.loaded;
  const untranslated = new Set((model.untranslated ?? []).map((r) => r.url));
  const routes = model.routes.filter((r): r is Route => r.kind !== 'link');
  const pages = new Map<string, CheckManifest['pages'][string]>();
  for (const route of routes) {
    const summary = built.rendered.get(route.url);
    if (!summary || untranslated.has(route.url)) return undefined;
    pages.set(route.url, { ...checkedFileOf(summary, pageHash), routeKey: routeKeyOf(route) });
  }
  const siteKey = siteKeyOf(ctx.loaded);
  const same = previous?.siteKey === siteKey ? previous : undefined;
  const unused = unusedMarkupFiles(ctx.loaded, routes, pages);
  const files = await checkUnusedFiles(unused, same, createFileHasher(ctx.root), (list) =>
    compileMarkupFiles(ctx, list),
  );
  return {
    version: 1,
    siteKey,
    site: { key: modelKeyOf(ctx.loaded), diagnostics: ctx.diagnostics },
    pages: Object.fromEntries(pages),
    files: Object.fromEntries(files),
  };
}

/**
 * Leaves in the cache folder what `quire validate` would have found in the pages a successful build rendered, so
 * that a validate after a build renders none of them again. The file is replaced whole (see `writeCacheJson`).
 */
export async function keepBuildChecks(cacheDir: string, built: BuiltPages): Promise<void> {
  const manifest = await checksOfBuild(built, await readCheckManifest(cacheDir));
  if (manifest) await writeCheckManifest(cacheDir, manifest);
}
