import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';
import type { Diagnostic } from '@quire/diagnostics';
import type { SiteModel } from '@quire/navigation';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { reportDocsNotFound } from '../docs-not-found.js';
import type { SetExitCode } from './index.js';

export interface NavOptions {
  /** The folder given on the command line (default: the current folder). */
  readonly dir?: string | undefined;
  /** One JSON object on stdout instead of the readable tree. */
  readonly json: boolean;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
}

/** What `--json` prints: every route (one per URL) and the tree of each language × version. */
function toJson(model: SiteModel): string {
  const routes = model.routes.map((r) => ({
    url: r.url,
    kind: r.kind,
    source: r.source,
    title: r.title,
    ...(r.language !== undefined ? { language: r.language } : {}),
    ...(r.version !== undefined ? { version: r.version } : {}),
    hidden: r.hidden,
  }));
  return JSON.stringify({ routes, trees: model.trees }, null, 2) + '\n';
}

/** Diagnostics with paths relative to the current folder (so terminals can open them) and code frames. */
async function formatProblems(
  diagnostics: readonly Diagnostic[],
  root: string,
  texts: ReadonlyMap<string, string>,
  options: NavOptions,
): Promise<string> {
  const { formatPretty } = await import('@quire/diagnostics');
  const shown = new Map<string, string>();
  const local = diagnostics.map((d) => {
    if (d.file === undefined) return d;
    const path = relative(options.cwd, resolve(root, d.file)).split('\\').join('/');
    shown.set(path, d.file);
    return { ...d, file: path };
  });
  const readSource = (file: string): string | undefined => {
    const original = shown.get(file) ?? file;
    const known = texts.get(original);
    if (known !== undefined) return known;
    try {
      return readFileSync(resolve(root, original), 'utf8');
    } catch {
      return undefined;
    }
  };
  const color = Boolean(options.stderr.isTTY) && !options.env.NO_COLOR;
  return formatPretty(local, { color, summary: true, readSource });
}

/**
 * `quire nav [dir]`: resolves the navigation of the docs root at or above `dir` as a build does
 * and prints it (a readable tree per language × version, or JSON with `--json`). Diagnostics go to
 * stderr. Returns 0, 1 when the navigation has errors, 2 on a usage mistake.
 */
export async function runNav(options: NavOptions): Promise<number> {
  const start = resolve(options.cwd, options.dir ?? '.');
  if (!existsSync(start) || !statSync(start).isDirectory()) {
    options.stderr.write(
      `quire nav: ${options.dir ?? start} is not a folder; pass the docs folder.\n`,
    );
    return EXIT_USAGE;
  }
  const { findDocsRoot } = await import('@quire/config');
  const root = findDocsRoot(start);
  if (!root) {
    reportDocsNotFound('nav', start, options);
    return EXIT_PROBLEMS;
  }
  const { loadSiteModel, formatSiteModel } = await import('@quire/navigation');
  const loaded = await loadSiteModel(root);
  const color = Boolean(options.stdout.isTTY) && !options.env.NO_COLOR;
  options.stdout.write(
    options.json ? toJson(loaded.model) : formatSiteModel(loaded.model, { color }),
  );
  if (loaded.diagnostics.length > 0) {
    options.stderr.write(
      await formatProblems(loaded.diagnostics, root, loaded.config.texts, options),
    );
  }
  return loaded.diagnostics.some((d) => d.severity === 'error') ? EXIT_PROBLEMS : EXIT_OK;
}

/** Registers `quire nav`; the implementation is imported only when the command runs. */
export function registerNav(program: Command, setExitCode: SetExitCode): void {
  program
    .command('nav')
    .description(
      'show the resolved navigation: every route and the tree of each language and version',
    )
    .argument('[dir]', 'the docs folder, or any folder inside it (default: the current folder)')
    .option('--json', 'print one JSON object {routes, trees} instead of the tree', false)
    .action(async (dir: string | undefined, options: { json: boolean }) => {
      setExitCode(
        await runNav({
          dir,
          json: options.json,
          cwd: process.cwd(),
          env: process.env,
          stdout: process.stdout,
          stderr: process.stderr,
        }),
      );
    });
}
