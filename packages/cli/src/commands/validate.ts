import { existsSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import { findDocsRoot, loadFrontmatterDiagnostics } from '@quire/config';
import { loadSiteModel } from '@quire/navigation';
import { createFetchRemote, defaultOpenApiCacheDir } from '@quire/openapi';
import {
  countDiagnostics,
  createDiagnostic,
  withoutRepeats,
  formatGithub,
  formatJson,
  formatPretty,
  formatSummary,
  sortDiagnostics,
  type Diagnostic,
  type OutputFormat,
} from '@quire/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { docsNotFound } from '../docs-not-found.js';

export interface ValidateOptions {
  /** The folder given on the command line (default: the current folder). */
  readonly dir?: string | undefined;
  readonly format: OutputFormat;
  /** Warnings fail the command too. */
  readonly strict: boolean;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
}

interface Outcome {
  readonly diagnostics: readonly Diagnostic[];
  readonly root?: string;
  readonly texts?: ReadonlyMap<string, string>;
}

function internalError(error: unknown): Diagnostic {
  return createDiagnostic({
    code: 'cli/internal-error',
    message: `Quire failed unexpectedly: ${error instanceof Error ? error.message : String(error)}`,
    hint: 'This is a bug in Quire, not in your docs; please report it with the command you ran.',
  });
}

async function check(start: string, cwd: string): Promise<Outcome> {
  const root = findDocsRoot(start);
  if (!root) return { diagnostics: [docsNotFound('validate', start, cwd)] };
  try {
    // The same site model `build` resolves before rendering (routes, generated endpoint pages,
    // URL clashes, redirects against routes, the OpenAPI references of the navigation and pages), so that
    // `validate` reports every problem that needs no rendering, at the same place.
    const loaded = await loadSiteModel(root, {
      mode: 'validate',
      fetchRemote: createFetchRemote(),
      cacheDir: defaultOpenApiCacheDir(),
    });
    const { config, files } = loaded;
    if (config.value === undefined)
      return { root, diagnostics: loaded.diagnostics, texts: config.texts };
    const frontmatter = await loadFrontmatterDiagnostics(root, files);
    return {
      root,
      diagnostics: withoutRepeats([...loaded.diagnostics, ...frontmatter]),
      texts: config.texts,
    };
  } catch (error) {
    return { root, diagnostics: [internalError(error)] };
  }
}

function render(outcome: Outcome, options: ValidateOptions): string {
  const diagnostics = sortDiagnostics(outcome.diagnostics);
  if (options.format === 'json') return formatJson(diagnostics);
  if (options.format === 'github') {
    const workspace = options.env.GITHUB_WORKSPACE || options.cwd;
    const prefix = outcome.root ? relative(workspace, outcome.root).split('\\').join('/') : '';
    return formatGithub(diagnostics, prefix) + formatSummary(diagnostics) + '\n';
  }
  const color = Boolean(options.stdout.isTTY) && !options.env.NO_COLOR;
  const root = outcome.root;
  if (!root) return formatPretty(diagnostics, { color, summary: true });
  // Paths relative to the current folder, so that terminals can open them.
  const shown = new Map<string, string>();
  const local = diagnostics.map((d) => {
    if (d.file === undefined) return d;
    const path = relative(options.cwd, resolve(root, d.file)).split('\\').join('/');
    shown.set(path, d.file);
    return { ...d, file: path };
  });
  const readSource = (file: string) => outcome.texts?.get(shown.get(file) ?? file);
  // A site still on mint.json (and no docs.json) is checked from its mint.json.
  const checked = outcome.texts?.has('mint.json') ? 'mint.json' : 'docs.json';
  const header = `Checked ${relative(options.cwd, resolve(root, checked)).split('\\').join('/')}\n\n`;
  return header + formatPretty(local, { color, summary: true, readSource });
}

/**
 * `quire validate [dir]`: finds the docs root (the closest folder at or above `dir` holding
 * docs.json), checks docs.json and what it includes, prints the diagnostics, and returns the
 * exit code: 0 clean, 1 errors (or warnings under `--strict`), 2 a usage mistake.
 */
export async function runValidate(options: ValidateOptions): Promise<number> {
  const start = resolve(options.cwd, options.dir ?? '.');
  if (!existsSync(start)) {
    options.stderr.write(`quire validate: ${options.dir ?? start} does not exist.\n`);
    return EXIT_USAGE;
  }
  const folder = statSync(start).isDirectory() ? start : dirname(start);
  if (folder !== start && !['docs.json', 'mint.json'].includes(basename(start))) {
    options.stderr.write(
      `quire validate: ${options.dir ?? start} is a file; pass the docs folder or its docs.json.\n`,
    );
    return EXIT_USAGE;
  }
  const outcome = await check(folder, options.cwd);
  options.stdout.write(render(outcome, options));
  const { errors, warnings } = countDiagnostics(outcome.diagnostics);
  return errors > 0 || (options.strict && warnings > 0) ? EXIT_PROBLEMS : EXIT_OK;
}
