import { listProjectFiles, loadConfig, parseFrontmatter, type Frontmatter } from '@quire/config';
import { createDiagnostic } from '@quire/diagnostics';
import { isPageFile, loadAsyncChannels } from '@quire/navigation';
import { collectNavigationOpenApi, loadOpenApiIndex, type SpecsReached } from '@quire/openapi';
import { reachedSpecsOf } from './reached-specs.js';
import type { ChangeKind } from './classify-change.js';
import {
  navigationApiDiagnostics,
  readRootText,
  type SiteSources,
  type SpecAccess,
} from './site-sources.js';

export type ChangeEvent = 'add' | 'change' | 'unlink';

/** One file that changed, relative to the docs root. */
export interface FileChange {
  readonly file: string;
  readonly event: ChangeEvent;
  readonly kind: ChangeKind;
}

/** The sources after a batch of changes, and whether the model must be resolved again. */
export interface SourceUpdate {
  readonly sources: SiteSources;
  readonly resolve: boolean;
  /** docs.json (or a file it includes) was read again and is usable. */
  readonly configChanged: boolean;
  /** Files were added, deleted or the ignore rules changed. */
  readonly filesChanged: boolean;
}

const sameData = (a: Frontmatter | undefined, b: Frontmatter | undefined) =>
  JSON.stringify(a?.data) === JSON.stringify(b?.data);

/**
 * The frontmatter of every page, read again for the pages that changed. With the same file list (only edits),
 * the other pages keep theirs without a pass over the site. `differs`: some page's frontmatter data changed (the
 * model is resolved again); `openapiDiffers`: some page's `openapi` line did (the specs it reaches may have).
 */
async function readFrontmatterOf(
  root: string,
  files: readonly string[],
  previous: ReadonlyMap<string, Frontmatter>,
  changed: ReadonlySet<string>,
  sameFiles: boolean,
) {
  const read = readRootText(root);
  let differs = false;
  let openapiDiffers = false;
  const reread = async (file: string, next: Map<string, Frontmatter>) => {
    const old = previous.get(file);
    const parsed = parseFrontmatter(await read(file).catch(() => ''), file);
    if (!sameData(old, parsed)) {
      differs = true;
      if (JSON.stringify(old?.data['openapi']) !== JSON.stringify(parsed.data['openapi']))
        openapiDiffers = true;
    }
    next.set(file, parsed);
  };
  if (sameFiles) {
    const next = new Map(previous);
    for (const file of changed) if (previous.has(file)) await reread(file, next);
    return { frontmatter: next, differs, openapiDiffers };
  }
  const next = new Map<string, Frontmatter>();
  for (const file of files.filter(isPageFile)) {
    const old = previous.get(file);
    if (old && !changed.has(file)) next.set(file, old);
    else await reread(file, next);
  }
  // A changed file list has the specs reached looked at again anyway.
  if (previous.size !== next.size) differs = true;
  return { frontmatter: next, differs, openapiDiffers };
}

async function reloadSpecs(
  sources: SiteSources,
  access: SpecAccess,
  reached: SpecsReached,
): Promise<Pick<SiteSources, 'openapi' | 'asyncapi' | 'apiDiagnostics'>> {
  const value = sources.config.value;
  const named =
    value === undefined
      ? []
      : collectNavigationOpenApi(value).settings.flatMap((s) => s.sources.map((x) => x.source));
  const openapi = await loadOpenApiIndex({
    files: sources.files,
    readText: readRootText(sources.root),
    named,
    fetchRemote: access.fetchRemote,
    cacheDir: access.cacheDir,
    reached,
  });
  const asyncapi = await loadAsyncChannels(sources.root, value);
  return { openapi, asyncapi, apiDiagnostics: navigationApiDiagnostics(sources.config, openapi) };
}

/** Reads docs.json again; a docs.json that does not load leaves the last good one in place, with its problems. */
function reloadConfig(sources: SiteSources): { sources: SiteSources; usable: boolean } {
  const config = loadConfig(sources.root);
  if (config.value !== undefined)
    return { sources: { ...sources, config, configProblems: [] }, usable: true };
  const problems =
    config.diagnostics.length > 0
      ? config.diagnostics
      : [
          createDiagnostic({
            code: 'config/not-found',
            message: 'docs.json could not be read.',
            hint: 'Restore docs.json.',
          }),
        ];
  return { sources: { ...sources, configProblems: problems }, usable: false };
}

/**
 * Applies a batch of file changes to the sources: re-lists the files when some were added or
 * deleted, re-reads changed frontmatter, docs.json and specs. Never throws on bad input.
 */
export async function applySourceChanges(
  previous: SiteSources,
  changes: readonly FileChange[],
  access: SpecAccess,
): Promise<SourceUpdate> {
  const kinds = new Set(changes.map((c) => c.kind));
  let sources = previous;
  const filesChanged = kinds.has('ignore-rules') || changes.some((c) => c.event !== 'change');
  if (filesChanged) sources = { ...sources, files: listProjectFiles(sources.root) };
  let configChanged = false;
  if (kinds.has('config')) {
    const reloaded = reloadConfig(sources);
    sources = reloaded.sources;
    configChanged = reloaded.usable;
  }
  const changedPages = new Set(changes.filter((c) => c.kind === 'page').map((c) => c.file));
  const fm = await readFrontmatterOf(
    sources.root,
    sources.files,
    sources.frontmatter,
    changedPages,
    !filesChanged,
  );
  sources = { ...sources, frontmatter: fm.frontmatter };
  // A page that now reaches another spec (or any spec) has it read, as docs.json changing does. What the
  // pages reach is looked at again only when docs.json, the file list, a spec or a page's `openapi` line changed.
  const reached =
    filesChanged || kinds.has('config') || kinds.has('spec') || fm.openapiDiffers
      ? reachedSpecsOf(sources.config.value, sources.files, sources.frontmatter)
      : undefined;
  const specsChanged =
    reached !== undefined &&
    (configChanged || kinds.has('spec') || reached.key !== sources.reachedSpecs);
  if (reached && specsChanged)
    sources = {
      ...sources,
      ...(await reloadSpecs(sources, access, reached.reached)),
      reachedSpecs: reached.key,
    };
  return {
    sources,
    resolve: filesChanged || kinds.has('config') || specsChanged || fm.differs,
    configChanged,
    filesChanged,
  };
}
