import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { findDocsFoldersBelow, findDocsRoot } from '@quire/config/find-docs-root';
import { createDiagnostic, formatPretty, type Diagnostic } from '@quire/diagnostics';

/** How a folder is written on the command line: relative to the current folder when inside it. */
function argumentFor(cwd: string, folder: string): string {
  const rel = relative(cwd, folder);
  const shown = rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? folder : rel;
  return shown.split('\\').join('/');
}

/** What to run with a docs folder (absolute): `quire serve` takes the built site, the others the docs. */
function commandFor(command: string, docs: string, cwd: string): string {
  const shown = argumentFor(cwd, docs);
  const docsArg = shown === '.' ? '' : ` ${shown}`;
  if (command !== 'serve') return `quire ${command}${docsArg}`;
  const site = shown === '.' ? '' : ` ${shown}/dist`;
  const built = existsSync(join(docs, 'dist', '_quire', 'site.json'));
  return built ? `quire serve${site}` : `quire build${docsArg}, then quire serve${site}`;
}

/**
 * Where the docs are, for a command that found none at `start`: the docs folder at or above it (for
 * `quire serve` given a docs folder rather than its build), else the one below it (a repository's
 * root), else the choice among several; else how to pass one.
 */
export function docsHint(command: string, start: string, cwd: string): string {
  const around = findDocsRoot(start);
  const below = around ? [around] : findDocsFoldersBelow(start).map((rel) => join(start, rel));
  const [first] = below;
  const shown = (docs: string) => `${argumentFor(cwd, docs)}/`;
  if (first !== undefined && below.length === 1)
    return `The docs are in ${shown(first)}: run ${commandFor(command, first, cwd)}`;
  if (first !== undefined)
    return `Docs folders below: ${below.map(shown).join(', ')}. Pass the one you mean: ${commandFor(command, first, cwd)}`;
  if (command === 'serve')
    return 'Build the site first, then serve its output: quire build path/to/docs, then quire serve path/to/docs/dist';
  return `Run the command inside a docs repository, or pass the folder that holds docs.json: quire ${command} path/to/docs`;
}

/**
 * `config/not-found` for a command run where no folder at or above `start` holds a docs.json. Its hint
 * says what to run instead: from a repository's root, the docs folder below it (or the choice among
 * several); else how to pass one.
 */
export function docsNotFound(command: string, start: string, cwd: string): Diagnostic {
  return createDiagnostic({
    code: 'config/not-found',
    message: `No docs.json in ${start} or any folder above it.`,
    hint: docsHint(command, start, cwd),
  });
}

/** Writes `docsNotFound` as the pretty report shows it. */
export function reportDocsNotFound(
  command: string,
  start: string,
  io: { readonly cwd: string; readonly stderr: { write(text: string): unknown } },
): void {
  io.stderr.write(formatPretty([docsNotFound(command, start, io.cwd)], { summary: false }));
}
