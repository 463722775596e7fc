import { numberOption, parseOptions, UsageError } from './parse-options.js';
import {
  eachText,
  fileOperand,
  joinLines,
  linesOf,
  type CommandOutput,
  type CommandRunner,
} from './shell-context.js';

/** `path:12-40`, `path:12-`, `path:12`: a file and a range of its lines (1-based, inclusive). */
function splitRange(operand: string): { path: string; from: number; to: number; ranged: boolean } {
  const match = /^(.*):(\d+)(?:(-)(\d*))?$/.exec(operand);
  if (!match) return { path: operand, from: 1, to: Infinity, ranged: false };
  const from = Math.max(1, Number(match[2]));
  const to = match[3] === undefined ? from : match[4] ? Number(match[4]) : Infinity;
  return { path: match[1]!, from, to, ranged: true };
}

const numbered = (lines: readonly string[], first: number) =>
  lines.map((line, i) => `${String(first + i).padStart(6)}\t${line}`);

/** `cat [-n] file[:from-to]…`: whole files, or numbered line ranges; several files each under a `==> path <==` line. */
export const cat: CommandRunner = async (args, input, context) => {
  const options = parseOptions(args, { flags: 'n', values: '', long: { number: 'n' } });
  const number = options.flags.has('n');
  if (options.operands.length === 0) {
    if (input === undefined)
      return { out: '', errors: ['cat: name a file (such as cat /index.md)'] };
    return { out: number ? joinLines(numbered(linesOf(input), 1)) : input, errors: [] };
  }
  const errors: string[] = [];
  const parts: string[] = [];
  for (const operand of options.operands) {
    const { path, from, to, ranged } = splitRange(operand);
    const file = fileOperand(context, 'cat', path);
    if (typeof file === 'string') {
      errors.push(file);
      continue;
    }
    const lines = linesOf(await context.read(file));
    const picked = lines.slice(from - 1, to === Infinity ? undefined : to);
    if (from > lines.length && lines.length > 0)
      errors.push(`cat: ${file.path} has ${lines.length} lines; line ${from} is past its end`);
    const body = joinLines(number || ranged ? numbered(picked, from) : picked);
    parts.push(options.operands.length > 1 ? `==> ${file.path} <==\n${body}` : body);
  }
  return { out: parts.join(options.operands.length > 1 ? '\n' : ''), errors };
};

/** `head [-n N] [file…]` and `tail [-n N | -n +N] [file…]`. */
function headOrTail(which: 'head' | 'tail'): CommandRunner {
  return (args, input, context) => {
    const fromStart = args.some((a, i) => /^\+\d+$/.test(a) && args[i - 1] === '-n');
    const options = parseOptions(
      args.map((a) => a.replace(/^\+(\d+)$/, '$1')),
      { flags: 'q', values: 'n', numberAs: 'n', long: { lines: 'n' } },
    );
    const count = numberOption(options, 'n', 10);
    return eachText(which, options.operands, input, context, (text) => {
      const lines = linesOf(text);
      if (which === 'head') return joinLines(lines.slice(0, count));
      return joinLines(
        fromStart ? lines.slice(Math.max(0, count - 1)) : lines.slice(-count || lines.length),
      );
    });
  };
}

export const head = headOrTail('head');
export const tail = headOrTail('tail');

/** `sed -n 'A,Bp' [file…]` (and `'Ap'`): the one sed idiom for a range of lines. */
export const sed: CommandRunner = (args, input, context) => {
  const options = parseOptions(args, { flags: 'n', values: 'e' });
  const [script, ...more] = options.values.get('e') ?? options.operands.slice(0, 1);
  const operands = options.values.has('e') ? options.operands : options.operands.slice(1);
  const match = /^\s*(\d+)\s*(?:,\s*(\d+|\$)\s*)?p\s*$/.exec(script ?? '');
  if (!options.flags.has('n') || !match || more.length > 0)
    throw new UsageError("sed: only sed -n 'FROM,TOp' FILE (print a range of lines) is available");
  const from = Math.max(1, Number(match[1]));
  const to = match[2] === undefined ? from : match[2] === '$' ? Infinity : Number(match[2]);
  return eachText('sed', operands, input, context, (text) =>
    joinLines(linesOf(text).slice(from - 1, to === Infinity ? undefined : to)),
  );
};

/** `wc [-l] [-w] [-c] [file…]`: lines, words, characters. */
export const wc: CommandRunner = async (args, input, context): Promise<CommandOutput> => {
  const options = parseOptions(args, { flags: 'lwcm', values: '' });
  const chosen = ['l', 'w', 'c'].filter(
    (f) => options.flags.has(f) || (f === 'c' && options.flags.has('m')),
  );
  const shown = chosen.length > 0 ? chosen : ['l', 'w', 'c'];
  const count = (text: string) =>
    shown
      .map((f) =>
        f === 'l'
          ? linesOf(text).length
          : f === 'w'
            ? (text.match(/\S+/g) ?? []).length
            : text.length,
      )
      .join(' ');
  if (options.operands.length === 0)
    return eachText('wc', [], input, context, (t) => `${count(t)}\n`);
  const errors: string[] = [];
  const lines: string[] = [];
  for (const operand of options.operands) {
    const file = fileOperand(context, 'wc', operand);
    if (typeof file === 'string') errors.push(file);
    else lines.push(`${count(await context.read(file))} ${file.path}`);
  }
  return { out: joinLines(lines), errors };
};
