import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Command } from 'commander';
import { formatCount } from '@quire/diagnostics';
import type { SearchIndexEntry, SearchIndexManifest, SearchResult } from '@quire/search';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { reportDocsNotFound } from '../docs-not-found.js';
import type { SetExitCode } from './index.js';

type Output = { write(text: string): unknown; readonly isTTY?: boolean };

export interface SearchCommandOptions {
  /** The command's words: `[dir] <query...>` (a first word that is a folder is the docs folder). */
  readonly args: readonly string[];
  readonly json: boolean;
  readonly language?: string | undefined;
  readonly version?: string | undefined;
  readonly limit: number;
  /** A built site to search (and to build into when it is missing or out of date). */
  readonly out?: string | undefined;
  readonly cacheDir?: string | undefined;
  readonly cwd: string;
  readonly stdout: Output;
  readonly stderr: Output;
}

const MANIFEST = '_quire/search/indexes.json';
const SKIP = new Set(['node_modules', 'dist', '.quire', '.git']);

/** The newest modification time of the docs sources (skipping output, caches and hidden folders). */
function newestSource(dir: string, skip: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name) && !entry.name.startsWith('.') && path !== skip)
        newest = Math.max(newest, newestSource(path, skip));
    } else if (entry.isFile()) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function splitArgs(args: readonly string[], cwd: string): { dir?: string; query: string } {
  const [first, ...rest] = args;
  if (
    rest.length > 0 &&
    first !== undefined &&
    existsSync(resolve(cwd, first)) &&
    statSync(resolve(cwd, first)).isDirectory()
  )
    return { dir: first, query: rest.join(' ') };
  return { query: args.join(' ') };
}

/** The index of the language and version asked for; without either, the site's first (its default). */
function pickIndex(
  manifest: SearchIndexManifest,
  language?: string,
  version?: string,
): SearchIndexEntry | undefined {
  return Object.values(manifest).find(
    (e) =>
      (language === undefined || e.language === language) &&
      (version === undefined || e.version === version),
  );
}

/** Builds the site into `out` when its search index is missing or older than the sources; false when the build failed. */
async function ensureIndex(
  root: string,
  out: string,
  options: SearchCommandOptions,
): Promise<boolean> {
  const manifest = join(out, MANIFEST);
  const reason = !existsSync(manifest)
    ? 'no search index yet'
    : newestSource(root, out) > statSync(manifest).mtimeMs
      ? 'the docs changed since the last build'
      : undefined;
  if (!reason) return true;
  options.stderr.write(
    `quire search: building ${relative(options.cwd, out) || '.'} first (${reason})…\n`,
  );
  const { buildSite } = await import('@quire/build');
  const cacheDir = options.cacheDir ? resolve(options.cwd, options.cacheDir) : undefined;
  const result = await buildSite({ root, outDir: out, cacheDir });
  if (!result.ok) {
    const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
    options.stderr.write(
      `quire search: the build failed with ${formatCount(errors, 'error')}; run quire build to see them.\n`,
    );
  }
  return result.ok;
}

function printResults(results: readonly SearchResult[], options: SearchCommandOptions): void {
  const href = (r: SearchResult) => (r.anchor ? `${r.url}#${r.anchor}` : r.url);
  if (options.json) {
    const out = results.map((r) => ({
      url: href(r),
      title: r.title,
      ...(r.section ? { section: r.section } : {}),
      score: r.score,
    }));
    options.stdout.write(`${JSON.stringify({ results: out }, null, 2)}\n`);
    return;
  }
  results.forEach((r, i) => {
    const method = r.method ? `${r.method} ` : '';
    options.stdout.write(
      `${i + 1}. ${method}${r.title}${r.section ? ` › ${r.section}` : ''}\n   ${href(r)}\n${r.excerpt ? `   ${r.excerpt}\n` : ''}`,
    );
  });
}

/**
 * `quire search [dir] <query>`: the top results from the site's search index, built first when
 * missing or out of date. Exit 0 with results, 1 with none (or a failed build), 2 on a usage mistake.
 */
export async function runSearch(options: SearchCommandOptions): Promise<number> {
  const { query, dir } = splitArgs(options.args, options.cwd);
  if (!query.trim()) {
    options.stderr.write('quire search: give a query, for example quire search "custom domain".\n');
    return EXIT_USAGE;
  }
  const { findDocsRoot } = await import('@quire/config');
  const start = resolve(options.cwd, dir ?? '.');
  const root = findDocsRoot(start);
  const out = options.out
    ? resolve(options.cwd, options.out)
    : root
      ? join(root, 'dist')
      : undefined;
  if (!out) {
    options.stderr.write('quire search: no docs to search, and no --out site.\n');
    reportDocsNotFound('search', start, options);
    return EXIT_USAGE;
  }
  if (root && !(await ensureIndex(root, out, options))) return EXIT_PROBLEMS;
  if (!existsSync(join(out, MANIFEST))) {
    options.stderr.write(`quire search: ${out} has no search index (${MANIFEST}).\n`);
    return EXIT_PROBLEMS;
  }
  const manifest = JSON.parse(readFileSync(join(out, MANIFEST), 'utf8')) as SearchIndexManifest;
  const entry = pickIndex(manifest, options.language, options.version);
  if (!entry) {
    const have = Object.values(manifest).map(
      (e) => `${e.language ?? '(default)'}${e.version ? ` ${e.version}` : ''}`,
    );
    options.stderr.write(
      `quire search: no index for ${[options.language, options.version].filter(Boolean).join(' ')}; the site has: ${have.join(', ')}.\n`,
    );
    return EXIT_USAGE;
  }
  const { loadSearchIndex, querySearchIndex } = await import('@quire/search');
  const read = (url: string) => readFileSync(join(out, url), 'utf8');
  const results = querySearchIndex(loadSearchIndex(read(entry.head), read(entry.body)), query, {
    limit: options.limit,
  });
  printResults(results, options);
  if (results.length === 0 && !options.json) options.stderr.write(`No results for “${query}”.\n`);
  return results.length > 0 ? EXIT_OK : EXIT_PROBLEMS;
}

export function registerSearch(program: Command, setExitCode: SetExitCode): void {
  program
    .command('search')
    .description('search the built site like its search box does (builds it first when needed)')
    .argument(
      '<words...>',
      '[dir] then the query: a first word that is a folder is the docs folder',
    )
    .option('--json', 'print {"results": [{"url", "title", "section", "score"}]}', false)
    .option(
      '--language <code>',
      'search this language’s index (default: the site’s default language)',
    )
    .option('--version <label>', 'search this version’s index (default: the default version)')
    .option('-n, --limit <n>', 'how many pages to show', '10')
    .option('-o, --out <dir>', 'the built site to search (default: dist inside the docs folder)')
    .option('--cache-dir <dir>', 'compiled-page cache for the build, when one is needed')
    .action(
      async (
        words: string[],
        opts: {
          json: boolean;
          language?: string;
          version?: string;
          limit: string;
          out?: string;
          cacheDir?: string;
        },
      ) => {
        const limit = Number(opts.limit);
        if (!Number.isInteger(limit) || limit < 1) {
          process.stderr.write(
            `quire search: --limit must be a whole number above 0 (got ${opts.limit}).\n`,
          );
          setExitCode(EXIT_USAGE);
          return;
        }
        setExitCode(
          await runSearch({
            args: words,
            json: opts.json,
            language: opts.language,
            version: opts.version,
            limit,
            out: opts.out,
            cacheDir: opts.cacheDir,
            cwd: process.cwd(),
            stdout: process.stdout,
            stderr: process.stderr,
          }),
        );
      },
    );
}
