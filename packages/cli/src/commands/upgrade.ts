import { existsSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import {
  countDiagnostics,
  createDiagnostic,
  formatJson,
  sortDiagnostics,
  type Diagnostic,
} from '@quire/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { prettyDiagnostics, useColor } from '../print-diagnostics.js';
import type { SetExitCode } from './index.js';

export interface UpgradeOptions {
  /** The folder given on the command line (default: the current folder). */
  readonly dir?: string | undefined;
  /** Replace an existing docs.json. */
  readonly force: boolean;
  readonly format: 'pretty' | 'json';
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown };
}

interface Outcome {
  readonly diagnostics: readonly Diagnostic[];
  readonly root?: string;
  readonly texts?: ReadonlyMap<string, string>;
  /** The docs.json written, relative to the current folder. */
  readonly written?: string;
}

/** Writes `text` to `path` through a temporary file beside it, so that a failed write leaves nothing half-written. */
function writeAtomically(path: string, text: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { flag: 'wx' });
  renameSync(temporary, path);
}

async function upgrade(start: string, options: UpgradeOptions): Promise<Outcome> {
  const { findDocsRoot, loadMintConfig, CONFIG_FILE, LEGACY_CONFIG_FILE } =
    await import('@quire/config');
  const root = findDocsRoot(start);
  const loaded = root === undefined ? undefined : loadMintConfig(root);
  if (root === undefined || loaded === undefined) {
    const diagnostic = createDiagnostic({
      code: 'cli/no-mint-json',
      message: `No ${LEGACY_CONFIG_FILE} in ${root ?? start}${root ? '' : ' or any folder above it'}: there is nothing to upgrade.`,
      hint: root
        ? `This site already uses ${CONFIG_FILE}.`
        : 'Run the command in the folder that holds mint.json, or pass it: quire upgrade path/to/docs',
    });
    return { diagnostics: [diagnostic] };
  }
  const target = join(root, CONFIG_FILE);
  if (existsSync(target) && !options.force) {
    const diagnostic = createDiagnostic({
      code: 'cli/docs-json-exists',
      message: `${CONFIG_FILE} already exists in ${root}; the upgrade does not replace it.`,
      hint: `Compare it with ${LEGACY_CONFIG_FILE}, or run quire upgrade --force to write it again from ${LEGACY_CONFIG_FILE}.`,
    });
    return { root, diagnostics: [diagnostic], texts: loaded.texts };
  }
  if (loaded.value === undefined)
    return { root, diagnostics: loaded.diagnostics, texts: loaded.texts };
  writeAtomically(target, `${JSON.stringify(loaded.value, null, 2)}\n`);
  const written = relative(options.cwd, target).split('\\').join('/') || CONFIG_FILE;
  return { root, diagnostics: loaded.diagnostics, texts: loaded.texts, written };
}

function report(outcome: Outcome, options: UpgradeOptions): string {
  const diagnostics = sortDiagnostics(outcome.diagnostics);
  if (options.format === 'json') return formatJson(diagnostics);
  const { warnings } = countDiagnostics(diagnostics);
  const color = useColor(options.stdout, options.env);
  const problems =
    diagnostics.length === 0
      ? ''
      : prettyDiagnostics(diagnostics, {
          root: outcome.root ?? options.cwd,
          cwd: options.cwd,
          texts: outcome.texts,
          color,
          summary: outcome.written === undefined,
        });
  if (outcome.written === undefined) return problems;
  const left =
    warnings === 0
      ? 'every setting was carried over'
      : `${warnings} ${warnings === 1 ? 'setting was' : 'settings were'} not carried over (above)`;
  return `${problems}Wrote ${outcome.written} from mint.json: ${left}. Review it (quire validate checks it), then delete mint.json.\n`;
}

/**
 * `quire upgrade [dir]`: writes the docs.json that the mint.json of the docs root stands for (the
 * upgrade Quire also runs in memory on such a site), never over an existing docs.json without
 * `--force`, and reports what could not be carried over at its place in mint.json. Returns 0 when
 * docs.json was written, 1 when it was not, 2 on a usage mistake.
 */
export async function runUpgrade(options: UpgradeOptions): Promise<number> {
  const start = resolve(options.cwd, options.dir ?? '.');
  if (!existsSync(start) || !statSync(start).isDirectory()) {
    options.stderr.write(
      `quire upgrade: ${options.dir ?? start} is not a folder; pass the docs folder.\n`,
    );
    return EXIT_USAGE;
  }
  let outcome: Outcome;
  try {
    outcome = await upgrade(start, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcome = {
      diagnostics: [
        createDiagnostic({
          code: 'cli/internal-error',
          message: `The upgrade failed: ${message}`,
          hint: 'If the message names a file system problem, check that the docs folder is writable; otherwise please report it.',
        }),
      ],
    };
  }
  options.stdout.write(report(outcome, options));
  return outcome.written === undefined ? EXIT_PROBLEMS : EXIT_OK;
}

/** Registers `quire upgrade`; the implementation is imported only when the command runs. */
export function registerUpgrade(program: Command, setExitCode: SetExitCode): void {
  program
    .command('upgrade')
    .description(
      'write docs.json from a legacy mint.json, reporting what could not be carried over',
    )
    .argument('[dir]', 'the docs folder, or any folder inside it (default: the current folder)')
    .option('--force', 'replace an existing docs.json', false)
    .addOption(
      new Option('--format <format>', 'output: pretty (colour and code frames) or json')
        .choices(['pretty', 'json'])
        .default('pretty'),
    )
    .action(
      async (dir: string | undefined, opts: { force: boolean; format: 'pretty' | 'json' }) => {
        setExitCode(
          await runUpgrade({
            dir,
            force: opts.force,
            format: opts.format,
            cwd: process.cwd(),
            env: process.env,
            stdout: process.stdout,
            stderr: process.stderr,
          }),
        );
      },
    );
}
