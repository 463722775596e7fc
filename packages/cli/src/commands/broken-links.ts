import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Option, type Command } from 'commander';
import {
  formatCount,
  formatGithub,
  formatJson,
  sortDiagnostics,
  type Diagnostic,
  type OutputFormat,
} from '@quire/diagnostics';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { reportDocsNotFound } from '../docs-not-found.js';
import { prettyDiagnostics, useColor } from '../print-diagnostics.js';
import type { SetExitCode } from './index.js';

export interface BrokenLinksOptions {
  readonly dir?: string | undefined;
  readonly checkAnchors: boolean;
  readonly checkSnippets: boolean;
  readonly format: OutputFormat;
  readonly cacheDir?: string | undefined;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown; readonly isTTY?: boolean };
  readonly stderr: { write(text: string): unknown; readonly isTTY?: boolean };
}

interface Report {
  readonly diagnostics: readonly Diagnostic[];
  readonly files: number;
  readonly links: number;
}

/** `found N broken links in M files`, then each file with its broken links by line. */
function formatReport(report: Report, root: string, options: BrokenLinksOptions): string {
  const broken = sortDiagnostics(report.diagnostics);
  if (broken.length === 0)
    return `no broken links found (${formatCount(report.links, 'link')} in ${formatCount(report.files, 'file')})\n`;
  const byFile = new Map<string, Diagnostic[]>();
  for (const d of broken) byFile.set(d.file ?? '', [...(byFile.get(d.file ?? '') ?? []), d]);
  const color = useColor(options.stdout, options.env);
  const bold = (s: string) => (color ? `\u001b[1m${s}\u001b[22m` : s);
  const dim = (s: string) => (color ? `\u001b[2m${s}\u001b[22m` : s);
  const out = [
    `found ${formatCount(broken.length, 'broken link')} in ${formatCount(byFile.size, 'file')}`,
  ];
  for (const [file, list] of byFile) {
    out.push('', bold(relative(options.cwd, resolve(root, file)).split('\\').join('/')));
    for (const d of list) {
      const place = `${d.line ?? 1}:${d.column ?? 1}`;
      out.push(`  ⎿ ${place}  ${d.message}`);
      if (d.hint) out.push(`    ${' '.repeat(place.length)}  ${dim(d.hint)}`);
    }
  }
  return out.join('\n') + '\n';
}

function formatOutput(report: Report, root: string, options: BrokenLinksOptions): string {
  if (options.format === 'json') {
    const base = JSON.parse(formatJson(report.diagnostics)) as Record<string, unknown>;
    const files = new Set(report.diagnostics.map((d) => d.file)).size;
    return (
      JSON.stringify(
        {
          brokenLinks: report.diagnostics.length,
          files,
          checked: { files: report.files, links: report.links },
          ...base,
        },
        null,
        2,
      ) + '\n'
    );
  }
  if (options.format === 'github') {
    return formatGithub(
      report.diagnostics,
      relative(options.env.GITHUB_WORKSPACE || options.cwd, root)
        .split('\\')
        .join('/'),
    );
  }
  return formatReport(report, root, options);
}

/** `quire broken-links [dir]`: every internal link and image of every page; exit 1 when one is broken. */
export async function runBrokenLinks(options: BrokenLinksOptions): Promise<number> {
  const { findDocsRoot } = await import('@quire/config');
  const start = resolve(options.cwd, options.dir ?? '.');
  if (!existsSync(start)) {
    options.stderr.write(`quire broken-links: ${options.dir ?? start} does not exist.\n`);
    return EXIT_USAGE;
  }
  const root = findDocsRoot(start);
  if (!root) {
    reportDocsNotFound('broken-links', start, options);
    return EXIT_PROBLEMS;
  }
  const { loadSiteModel } = await import('@quire/navigation');
  const { createFetchRemote } = await import('@quire/openapi');
  const { loadLinkCheck } = await import('@quire/links');
  const cacheDir = options.cacheDir
    ? resolve(options.cwd, options.cacheDir)
    : join(root, '.quire', 'cache');
  const loaded = await loadSiteModel(root, {
    cacheDir,
    fetchRemote: createFetchRemote(),
  });
  const loadAnchors = options.checkAnchors
    ? async (urls: readonly string[]) =>
        (await import('../rendered-anchors.js')).loadRenderedAnchors(root, loaded, urls)
    : undefined;
  const result = await loadLinkCheck(root, {
    loaded,
    checkSnippets: options.checkSnippets,
    cacheDir,
    ...(loadAnchors ? { loadAnchors } : {}),
  });
  if (result.configProblems.length > 0) {
    options.stdout.write(
      prettyDiagnostics(result.configProblems, {
        root,
        cwd: options.cwd,
        texts: loaded.config.texts,
        color: useColor(options.stdout, options.env),
      }),
    );
    return EXIT_PROBLEMS;
  }
  await result.saveCache().catch(() => undefined);
  options.stdout.write(formatOutput(result, root, options));
  return result.diagnostics.length > 0 ? EXIT_PROBLEMS : EXIT_OK;
}

export function registerBrokenLinks(program: Command, setExitCode: SetExitCode): void {
  program
    .command('broken-links')
    .description('check every internal link and image of every page; exit 1 on any broken link')
    .argument('[dir]', 'the docs folder, or any folder inside it (default: the current folder)')
    .option(
      '--check-anchors',
      'also check #fragments against the ids of the pages they point to',
      false,
    )
    .option(
      '--check-snippets',
      'also check the links of snippets (files under snippets/ and imported files)',
      false,
    )
    .option(
      '--cache-dir <dir>',
      'where parsed links are cached between runs (default: .quire/cache inside the docs folder)',
    )
    .addOption(
      new Option(
        '--format <format>',
        'output: pretty (grouped by file), json, or github (workflow annotations)',
      )
        .choices(['pretty', 'json', 'github'])
        .default('pretty'),
    )
    .action(
      async (
        dir: string | undefined,
        opts: {
          checkAnchors: boolean;
          checkSnippets: boolean;
          cacheDir?: string;
          format: OutputFormat;
        },
      ) => {
        setExitCode(
          await runBrokenLinks({
            dir,
            checkAnchors: opts.checkAnchors,
            checkSnippets: opts.checkSnippets,
            cacheDir: opts.cacheDir,
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
