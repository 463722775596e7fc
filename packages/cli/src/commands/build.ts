import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { Command } from 'commander';
import {
  countDiagnostics,
  formatCount,
  formatGithub,
  formatJson,
  type OutputFormat,
} from '@quire/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { reportDocsNotFound } from '../docs-not-found.js';
import { prettyDiagnostics, useColor } from '../print-diagnostics.js';
import type { SetExitCode } from './index.js';
import { progressLog } from '../progress-log.js';
import { BASE_PATH_HELP, basePathFlagProblem, servedUnder } from './base-path-flag.js';

export interface BuildCommandOptions {
  readonly dir?: string | undefined;
  readonly out?: string | undefined;
  readonly cacheDir?: string | undefined;
  readonly strict: boolean;
  readonly format: OutputFormat;
  readonly baseUrl?: string | undefined;
  /** `--base-path`: the path the site is served under (`/` for the root). */
  readonly basePath?: string | undefined;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
}

function progressBar(
  stderr: BuildCommandOptions['stderr'],
): ((done: number, total: number) => void) | undefined {
  if (!stderr.isTTY)
    return progressLog(
      (line) => stderr.write(line),
      () => performance.now(),
    );
  let last = -1;
  return (done, total) => {
    const pct = Math.floor((done / total) * 100);
    if (pct === last && done !== total) return;
    last = pct;
    const width = 30;
    const filled = Math.round((done / total) * width);
    stderr.write(`\r  [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done}/${total} pages`);
    if (done === total) stderr.write('\r\u001b[2K');
  };
}

/**
 * V8 settings for a build, for the whole process (its thread and each render worker), each left alone when
 * given on node's command line (`NODE_OPTIONS` does not take them):
 * - `--heap-growing-percent=50`: after each full garbage collection V8 lets a heap grow to up to four times
 *   what it still holds when collecting is cheap; a build's heaps grow by at most half. On the 500-page bench
 *   site: 585 → 525 MB at peak against growing to twice, 705 MB against V8's default, for no CPU that the
 *   bench can see (a third, `30`, costs a twentieth more CPU).
 * - `--interrupt-budget=132000` and `--max-inlined-bytecode-size-cumulative=460` (twice and half V8's): a
 *   function is optimised once it has run twice as long, and inlines half as much. Each render thread
 *   optimises its own copy of the compiler, on the same two cores it renders on; the parsers' hundreds of
 *   small state functions were optimised (and inlined into one another) for pages that then took a few
 *   milliseconds each. On the bench site about 6 % less CPU (alternating runs, each of the three rounds).
 */
const BUILD_V8_FLAGS = [
  '--heap-growing-percent=50',
  '--interrupt-budget=132000',
  '--max-inlined-bytecode-size-cumulative=460',
];

function tuneV8ForBuild(): void {
  for (const flag of BUILD_V8_FLAGS) {
    const name = flag.slice(0, flag.indexOf('='));
    if (!process.execArgv.some((arg) => arg.startsWith(name))) setFlagsFromString(flag);
  }
}

/** `quire build [dir]`: the static site into `--out` (default `<docs>/dist`), swapped in only on success. */
export async function runBuild(options: BuildCommandOptions): Promise<number> {
  const { findDocsRoot } = await import('@quire/config/find-docs-root');
  const start = resolve(options.cwd, options.dir ?? '.');
  if (!existsSync(start)) {
    options.stderr.write(`quire build: ${options.dir ?? start} does not exist.\n`);
    return EXIT_USAGE;
  }
  const problem = basePathFlagProblem('build', options.basePath, options.baseUrl);
  if (problem) {
    options.stderr.write(problem);
    return EXIT_USAGE;
  }
  const root = findDocsRoot(start);
  if (!root) {
    reportDocsNotFound('build', start, options);
    return EXIT_PROBLEMS;
  }
  tuneV8ForBuild();
  const began = performance.now();
  const outDir = options.out ? resolve(options.cwd, options.out) : undefined;
  const cacheDir = options.cacheDir ? resolve(options.cwd, options.cacheDir) : undefined;
  // A cold build runs in a thread of its own (its heap sized for compiling pages), which starts the render workers.
  const { buildSiteInThread } = await import('@quire/build/thread');
  const result = await buildSiteInThread({
    root,
    outDir,
    cacheDir,
    strict: options.strict,
    baseUrl: options.baseUrl,
    ...(options.basePath === undefined ? {} : { basePath: options.basePath }),
    onProgress: progressBar(options.stderr),
  });
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  const { errors, warnings } = countDiagnostics(result.diagnostics);
  if (options.format === 'json') {
    options.stdout.write(formatJson(result.diagnostics));
  } else if (options.format === 'github') {
    options.stdout.write(
      formatGithub(
        result.diagnostics,
        relative(options.env.GITHUB_WORKSPACE || options.cwd, root)
          .split('\\')
          .join('/'),
      ),
    );
  } else if (result.diagnostics.length > 0) {
    options.stdout.write(
      prettyDiagnostics(result.diagnostics, {
        root,
        cwd: options.cwd,
        color: useColor(options.stdout, options.env),
        summary: false,
      }) + '\n',
    );
  }
  const out = relative(options.cwd, result.outDir) || '.';
  const problems = `${formatCount(errors, 'error')}, ${formatCount(warnings, 'warning')}`;
  const { pages, endpoints, reused } = result.stats;
  const line = result.ok
    ? `Built ${formatCount(pages, 'page')} (${formatCount(endpoints, 'endpoint page')}${reused ? `, ${reused} unchanged` : ''}) into ${out}${servedUnder(result.basePath, result.basePathFrom)} in ${seconds} s: ${problems}.\n`
    : `Build failed with ${formatCount(errors, 'error')}${options.strict ? ` and ${formatCount(warnings, 'warning')} (--strict)` : ''}; ${out} was left as it was.\n`;
  (options.format === 'pretty' ? options.stdout : options.stderr).write(line);
  return result.ok ? EXIT_OK : EXIT_PROBLEMS;
}

export function registerBuild(program: Command, setExitCode: SetExitCode): void {
  program
    .command('build')
    .description('build the static site: every page, search, sitemap, llms.txt, redirects')
    .argument('[dir]', 'the docs folder, or any folder inside it (default: the current folder)')
    .option('-o, --out <dir>', 'output folder (default: dist inside the docs folder)')
    .option(
      '--cache-dir <dir>',
      'where compiled pages are cached between builds (default: .quire/cache inside the docs folder)',
    )
    .option('--strict', 'fail on warnings too', false)
    .option(
      '--base-url <url>',
      'the URL the site is deployed at, for canonical links and the sitemap',
    )
    .option('--base-path <path>', BASE_PATH_HELP)
    .option('--format <format>', 'diagnostics as pretty, json or github', 'pretty')
    .action(
      async (
        dir: string | undefined,
        opts: {
          out?: string;
          cacheDir?: string;
          strict: boolean;
          baseUrl?: string;
          basePath?: string;
          format: string;
        },
      ) => {
        if (!['pretty', 'json', 'github'].includes(opts.format)) {
          process.stderr.write(
            `quire build: --format must be pretty, json or github (got ${opts.format}).\n`,
          );
          setExitCode(EXIT_USAGE);
          return;
        }
        setExitCode(
          await runBuild({
            dir,
            out: opts.out,
            cacheDir: opts.cacheDir,
            strict: opts.strict,
            baseUrl: opts.baseUrl,
            basePath: opts.basePath,
            format: opts.format as OutputFormat,
            cwd: process.cwd(),
            env: process.env,
            stdout: process.stdout,
            stderr: process.stderr,
          }),
        );
      },
    );
}
