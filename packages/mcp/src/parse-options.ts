/** What a command accepts: letters that are switches, letters that take a value (`-n 5`, `-n5`). */
export interface OptionSpec {
  readonly flags: string;
  readonly values: string;
  /** `-20` as `-n 20` (head, tail). */
  readonly numberAs?: string;
  /** Long options (`--name`) accepted as the same letter. */
  readonly long?: Readonly<Record<string, string>>;
}

export interface ParsedOptions {
  readonly flags: ReadonlySet<string>;
  /** Every value given per letter, in order (`-e a -e b`). */
  readonly values: ReadonlyMap<string, readonly string[]>;
  readonly operands: readonly string[];
}

export class UsageError extends Error {}

function takeLong(arg: string, spec: OptionSpec): [string, string | undefined] {
  const [name, value] = arg.slice(2).split(/=(.*)/s, 2);
  const letter = spec.long?.[name ?? ''];
  if (letter === undefined) throw new UsageError(`unknown option ${arg}`);
  return [letter, value];
}

/** Reads the options of a command as getopt does; an unknown option is a usage error, never skipped. */
export function parseOptions(args: readonly string[], spec: OptionSpec): ParsedOptions {
  const flags = new Set<string>();
  const values = new Map<string, string[]>();
  const operands: string[] = [];
  const addValue = (letter: string, value: string | undefined) => {
    if (value === undefined) throw new UsageError(`option -${letter} needs a value`);
    values.set(letter, [...(values.get(letter) ?? []), value]);
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      operands.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      operands.push(arg);
      continue;
    }
    if (arg.startsWith('--')) {
      const [letter, value] = takeLong(arg, spec);
      if (spec.values.includes(letter)) addValue(letter, value ?? args[++i]);
      else flags.add(letter);
      continue;
    }
    if (spec.numberAs && /^-\d+$/.test(arg)) {
      addValue(spec.numberAs, arg.slice(1));
      continue;
    }
    for (let j = 1; j < arg.length; j++) {
      const letter = arg[j]!;
      if (spec.values.includes(letter)) {
        addValue(letter, j + 1 < arg.length ? arg.slice(j + 1) : args[++i]);
        break;
      }
      if (!spec.flags.includes(letter)) throw new UsageError(`unknown option -${letter}`);
      flags.add(letter);
    }
  }
  return { flags, values, operands };
}

/** The last value of a numeric option, checked to be a whole number in [min, max]. */
export function numberOption(
  options: ParsedOptions,
  letter: string,
  fallback: number,
  max = 1_000_000,
): number {
  const raw = options.values.get(letter)?.at(-1);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max)
    throw new UsageError(`-${letter} takes a whole number from 0 to ${max} (got ${raw})`);
  return n;
}
