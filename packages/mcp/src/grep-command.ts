import type { DocsFile } from './docs-tree.js';
import { compileLinePatterns, type LineMatcher } from './line-pattern.js';
import { numberOption, parseOptions, UsageError, type ParsedOptions } from './parse-options.js';
import {
  joinLines,
  linesOf,
  NOT_FOUND_HINT,
  type CommandOutput,
  type CommandRunner,
  type ShellContext,
} from './shell-context.js';

const GREP_OPTIONS = {
  flags: 'inlLcvrRFEwhHs',
  values: 'emABC',
  long: {
    'ignore-case': 'i',
    'line-number': 'n',
    'files-with-matches': 'l',
    'files-without-match': 'L',
    count: 'c',
    'invert-match': 'v',
    recursive: 'r',
    'fixed-strings': 'F',
    'extended-regexp': 'E',
    'word-regexp': 'w',
    regexp: 'e',
    'max-count': 'm',
    'after-context': 'A',
    'before-context': 'B',
    context: 'C',
  },
};

interface GrepSettings {
  readonly matches: LineMatcher;
  readonly options: ParsedOptions;
  readonly invert: boolean;
  readonly maxCount: number;
  readonly before: number;
  readonly after: number;
}

/** The lines of one text grep prints: matching lines (with their context), or the count, or nothing. */
function grepText(text: string, settings: GrepSettings, prefix: string): string[] {
  const { options } = settings;
  const lines = linesOf(text);
  const hits: number[] = [];
  for (let i = 0; i < lines.length && hits.length < settings.maxCount; i++)
    if (settings.matches(lines[i]!) !== settings.invert) hits.push(i);
  const name = prefix === '' ? '(standard input)' : prefix.slice(0, -1);
  if (options.flags.has('l')) return hits.length > 0 ? [name] : [];
  if (options.flags.has('L')) return hits.length === 0 ? [name] : [];
  if (options.flags.has('c')) return [`${prefix}${hits.length}`];
  const shown = new Map<number, boolean>();
  for (const hit of hits) {
    for (
      let i = Math.max(0, hit - settings.before);
      i <= Math.min(lines.length - 1, hit + settings.after);
      i++
    )
      if (!shown.has(i)) shown.set(i, false);
    shown.set(hit, true);
  }
  const out: string[] = [];
  let last = -1;
  for (const i of [...shown.keys()].sort((a, b) => a - b)) {
    if (last >= 0 && i > last + 1 && settings.before + settings.after > 0) out.push('--');
    const mark = shown.get(i) ? ':' : '-';
    const number = options.flags.has('n') ? `${i + 1}${mark}` : '';
    out.push(`${prefix === '' ? '' : `${prefix.slice(0, -1)}${mark}`}${number}${lines[i]}`);
    last = i;
  }
  return out;
}

function settingsOf(args: readonly string[]): { settings: GrepSettings; operands: string[] } {
  const options = parseOptions(args, GREP_OPTIONS);
  const given = options.values.get('e');
  const operands = [...options.operands];
  const patterns = given ?? (operands.length > 0 ? [operands.shift()!] : []);
  if (patterns.length === 0 || patterns.some((p) => p === ''))
    throw new UsageError('grep: give a pattern (grep -i "rate limit" /guides)');
  const context = numberOption(options, 'C', 0, 100);
  return {
    operands,
    settings: {
      options,
      matches: compileLinePatterns(patterns, {
        fixed: options.flags.has('F'),
        extended: options.flags.has('E'),
        ignoreCase: options.flags.has('i'),
        word: options.flags.has('w'),
      }),
      invert: options.flags.has('v'),
      maxCount: numberOption(options, 'm', 1_000_000),
      before: numberOption(options, 'B', context, 100),
      after: numberOption(options, 'A', context, 100),
    },
  };
}

/** The files under each operand (a folder is searched through, as grep -r does); complaints for the rest. */
function filesOf(
  context: ShellContext,
  operands: readonly string[],
): { files: DocsFile[]; errors: string[] } {
  const files: DocsFile[] = [];
  const errors: string[] = [];
  for (const operand of operands.length > 0 ? operands : ['/']) {
    const found = context.tree.under(operand);
    if (found.length === 0 && !context.tree.isDir(operand))
      errors.push(`grep: ${operand}: no such file or folder; ${NOT_FOUND_HINT}`);
    files.push(...found);
  }
  return { files, errors };
}

/**
 * `grep [-i -n -l -L -c -v -w -F -E -h -H] [-e PATTERN]… [-m N] [-A N -B N -C N] PATTERN [path…]`: the
 * lines of the pages that match; folders are searched through, and no path at all means every page.
 */
export const grep: CommandRunner = async (args, input, context): Promise<CommandOutput> => {
  const { settings, operands } = settingsOf(args);
  if (operands.length === 0 && input !== undefined)
    return { out: joinLines(grepText(input, settings, '')), errors: [] };
  const { files, errors } = filesOf(context, operands);
  const named =
    settings.options.flags.has('H') || files.length > 1 || context.tree.isDir(operands[0] ?? '/');
  const withName = named && !settings.options.flags.has('h');
  const out: string[] = [];
  for (const file of files) {
    const prefix =
      withName || settings.options.flags.has('l') || settings.options.flags.has('L')
        ? `${file.path}:`
        : '';
    out.push(...grepText(await context.read(file), settings, prefix));
  }
  return { out: joinLines(out), errors };
};
