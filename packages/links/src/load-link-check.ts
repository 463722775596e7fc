import { join } from 'node:path';
import { readTextFile } from '@quire/config';
import type { Diagnostic, Severity } from '@quire/diagnostics';
import { loadMarkupParser, MAX_FILE_CHARS, type MarkupParser } from '@quire/mdx';
import { loadSiteModel, type LoadedSiteModel } from '@quire/navigation';
import { checkLinks } from './check-links.js';
import { extractLinks } from './extract-links.js';
import { createLinkCache, type LinkCache } from './link-cache.js';
import { readLinkCache, writeLinkCache } from './link-cache-file.js';
import { createLinkTargets, type LinkTargets } from './link-targets.js';
import { linkedAnchorUrls } from './linked-anchor-urls.js';
import { navHrefs } from './nav-hrefs.js';
import { siteRedirects } from './site-redirects.js';
import { linkSources, type ParsedFile } from './link-sources.js';
import type { ExtractedLinks } from './link-ref.js';
import { linkSyntaxOptions, linksKey } from './parsed-links.js';

type ParsedLinks = ReadonlyMap<string, ExtractedLinks>;

export interface LinkCheckOptions {
  /** The site model, when the caller has loaded it (the build); loaded here (offline) otherwise. */
  readonly loaded?: LoadedSiteModel;
  /** Check the links of snippets too, at the snippet's file (`--check-snippets`). */
  readonly checkSnippets?: boolean;
  /** Renders the pages at these URLs and returns their ids; given, fragments are checked (`--check-anchors`). */
  readonly loadAnchors?: (
    urls: readonly string[],
  ) => Promise<ReadonlyMap<string, ReadonlySet<string>>>;
  /** Severity of the problems (default the codes' own: error); the build passes `warning`. */
  readonly severity?: Severity;
  /** Where the links of parsed files are kept between runs (`links.json`, by content hash): read here, written by `saveCache`. */
  readonly cacheDir?: string;
  /** Links of files the caller has already parsed (the build's compiler, see `createParsedLinksCollector`), by cache key. */
  readonly parsed?: ParsedLinks;
}

export interface LinkCheckResult {
  /** Broken links and fragments. */
  readonly diagnostics: readonly Diagnostic[];
  /** When docs.json could not be loaded, why (nothing was checked). */
  readonly configProblems: readonly Diagnostic[];
  /** Files whose links were checked, and how many links they have (external ones included). */
  readonly files: number;
  readonly links: number;
  /** Writes the links parsed this time to `cacheDir` for the next run (nothing without a `cacheDir`). */
  saveCache(): Promise<void>;
}

const MARKUP = /\.(mdx|md)$/i;
/** Files the build does not publish as they are. */
const SOURCE = /\.(mdx|md|jsx|tsx)$/i;

/**
 * The links of each file: from the cache, from what the build parsed, else parsed now. The files are read one
 * after the other, synchronously: a warm build reads every page here and parses none, and it waited on the disk
 * for most of the asynchronous reads it started at once; the parser is loaded for the first file to parse.
 */
async function parseFiles(
  root: string,
  loaded: LoadedSiteModel,
  files: readonly string[],
  cache: LinkCache,
  parsedBefore: ParsedLinks,
): Promise<ParsedFile[]> {
  const options = linkSyntaxOptions(loaded.config.value);
  let parser: MarkupParser | undefined;
  const out: ParsedFile[] = [];
  for (const file of files) {
    const text = readTextFile(join(root, file));
    // A file over the size limit is not compiled (mdx/file-too-large), so its links are not read either.
    if (text === undefined || text.length > MAX_FILE_CHARS) {
      out.push({ file, links: [], imports: [] });
      continue;
    }
    const key = linksKey(file, text, options);
    const known = cache.get(key) ?? parsedBefore.get(key);
    if (known) {
      cache.set(key, known);
      out.push({ file, ...known });
      continue;
    }
    parser ??= await loadMarkupParser({ math: options.math });
    const extracted = extractLinks(text, file, /\.md$/i.test(file) ? 'md' : 'mdx', {
      parser,
      variables: options.variables,
    });
    cache.set(key, extracted);
    out.push({ file, ...extracted });
  }
  return out;
}

function targetsOf(loaded: LoadedSiteModel): LinkTargets {
  const configFiles = new Set(loaded.config.texts.keys());
  return createLinkTargets({
    routes: loaded.model.routes,
    staticFiles: loaded.files.filter((f) => !SOURCE.test(f) && !configFiles.has(f)),
    redirects: siteRedirects(loaded.config.value),
    navHrefs: navHrefs(loaded.model),
  });
}

/** The URLs of each page file (MDX or Markdown), and the page files that no navigation lists. */
function pageFiles(loaded: LoadedSiteModel, existing: ReadonlySet<string>) {
  const pageUrls = new Map<string, string[]>();
  const listed = new Set<string>();
  for (const route of loaded.model.routes) {
    if (route.kind === 'link' || !MARKUP.test(route.source) || !existing.has(route.source))
      continue;
    pageUrls.set(route.source, [...(pageUrls.get(route.source) ?? []), route.url]);
    if (!route.hidden) listed.add(route.source);
  }
  return { pageUrls, hidden: new Set([...pageUrls.keys()].filter((f) => !listed.has(f))) };
}

/**
 * Checks the internal links and images of every page (and, with `checkSnippets`, of every snippet) against the
 * site: reads and parses the files, resolves the links, and, given `loadAnchors`, checks their fragments.
 */
export async function loadLinkCheck(
  root: string,
  options: LinkCheckOptions = {},
): Promise<LinkCheckResult> {
  const loaded = options.loaded ?? (await loadSiteModel(root));
  const nothing = async () => undefined;
  if (loaded.config.value === undefined)
    return {
      diagnostics: [],
      configProblems: loaded.diagnostics,
      files: 0,
      links: 0,
      saveCache: nothing,
    };
  const existing = new Set(loaded.files);
  const { pageUrls, hidden } = pageFiles(loaded, existing);
  const snippets = options.checkSnippets
    ? loaded.files.filter((f) => MARKUP.test(f) && !pageUrls.has(f))
    : [];
  const cache = options.cacheDir ? await readLinkCache(options.cacheDir) : createLinkCache();
  const parsed = await parseFiles(
    root,
    loaded,
    [...pageUrls.keys(), ...snippets],
    cache,
    options.parsed ?? new Map(),
  );
  const sources = linkSources({
    parsed,
    pageUrls,
    hidden,
    files: existing,
    checkSnippets: options.checkSnippets === true,
  });
  const targets = targetsOf(loaded);
  const anchors = options.loadAnchors
    ? await options.loadAnchors(linkedAnchorUrls(sources, targets))
    : undefined;
  const diagnostics = checkLinks({
    sources,
    targets,
    ...(anchors ? { anchors } : {}),
    ...(options.severity ? { severity: options.severity } : {}),
  });
  const { cacheDir } = options;
  // Nothing new parsed: the file already holds every entry used (a warm run writes nothing).
  const saveCache = cacheDir && cache.changed ? () => writeLinkCache(cacheDir, cache) : nothing;
  return {
    diagnostics,
    configProblems: [],
    files: sources.length,
    links: sources.reduce((n, s) => n + s.links.length, 0),
    saveCache,
  };
}
