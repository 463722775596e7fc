import { existsSync, statSync } from 'node:fs';
import { basename, dirname, relative, resolve } from 'node:path';
import {
  countDiagnostics,
  createDiagnostic,
  formatGithub,
  formatJson,
  formatSummary,
  sortDiagnostics,
  type Diagnostic,
  type OutputFormat,
} from '@quire/diagnostics';
import { docsNotFound } from '../docs-not-found.js';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { prettyDiagnostics } from '../print-diagnostics.js';

export interface ValidateOptions {
  /** The folder given on the command line (default: the current folder). */
  readonly dir?: string | undefined;
  readonly format: OutputFormat;
  /** Warnings fail the command too. */
  readonly strict: boolean;
  /** Where results are kept between runs (default: the build's, `.quire/cache` in the docs root). */
  readonly cacheDir?: string | undefined;
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

async function check(start: string, cwd: string, cacheDir: string | undefined): Promise<Outcome> {
  const { findDocsRoot } = await import('@quire/config/find-docs-root');
  const root = findDocsRoot(start);
  if (!root) return { diagnostics: [docsNotFound('validate', start, cwd)] };
  try {
    // What `build` reports, with the same code, place and severity, without writing the site (see validateSite).
    const { validateSite } = await import('@quire/build/validate');
    const result = await validateSite({ root, ...(cacheDir ? { cacheDir } : {}) });
    return { root, diagnostics: result.diagnostics, texts: result.texts };
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
  if (!root) return prettyDiagnostics(diagnostics, { root: options.cwd, cwd: options.cwd, color });
  // Paths relative to the current folder, so that terminals can open them; code frames of pages too.
  // A site still on mint.json (and no docs.json) is checked from its mint.json.
  const checked = outcome.texts?.has('mint.json') ? 'mint.json' : 'docs.json';
  const header = `Checked ${relative(options.cwd, resolve(root, checked)).split('\\').join('/')}\n\n`;
  const texts = outcome.texts;
  return (
    header +
    prettyDiagnostics(diagnostics, { root, cwd: options.cwd, color, ...(texts ? { texts } : {}) })
  );
}

/**
 * `quire validate [dir]`: finds the docs root (the closest folder at or above `dir` holding
 * docs.json), checks everything `quire build` checks (docs.json, the pages and snippets, the links),
 * prints the diagnostics, and returns the exit code: 0 clean, 1 errors (or warnings under
 * `--strict`): exactly when `quire build` (with the same `--strict`) fails; 2 a usage mistake.
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
  const cacheDir = options.cacheDir ? resolve(options.cwd, options.cacheDir) : undefined;
  const outcome = await check(folder, options.cwd, cacheDir);
  options.stdout.write(render(outcome, options));
  const { errors, warnings } = countDiagnostics(outcome.diagnostics);
  return errors > 0 || (options.strict && warnings > 0) ? EXIT_PROBLEMS : EXIT_OK;
}
