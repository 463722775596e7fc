import { UsageError } from './parse-options.js';

/** One step of a pattern: a character, any one character, or any run of characters. */
type Step = { readonly char: string } | 'any' | 'run';

/** A compiled pattern: whether a line holds a match. */
export type LineMatcher = (line: string) => boolean;

/**
 * Whether `text` matches `steps` from end to end, with one remembered run to widen (the classic
 * wildcard walk): time grows with the lengths of both, never exponentially, whatever the pattern.
 */
function matchSteps(text: string, steps: readonly Step[]): boolean {
  let i = 0;
  let j = 0;
  let run = -1;
  let mark = 0;
  while (i < text.length) {
    const step = steps[j];
    if (step !== undefined && step !== 'run' && (step === 'any' || step.char === text[i])) {
      i++;
      j++;
    } else if (step === 'run') {
      run = j++;
      mark = i;
    } else if (run >= 0) {
      j = run + 1;
      i = ++mark;
    } else return false;
  }
  while (steps[j] === 'run') j++;
  return j === steps.length;
}

/** A glob of `find -name`: `*` any run, `?` any one character, the rest as written; the whole name. */
export function compileGlob(glob: string, ignoreCase: boolean): LineMatcher {
  const fold = (s: string) => (ignoreCase ? s.toLowerCase() : s);
  const steps: Step[] = [...fold(glob)].map((c) =>
    c === '*' ? 'run' : c === '?' ? 'any' : { char: c },
  );
  return (name) => matchSteps(fold(name), steps);
}

const UNSUPPORTED_BASIC = /[[]/;
const UNSUPPORTED_EXTENDED = /[[+?(){}]/;

/**
 * One alternative of a grep pattern as steps: characters, `.` (any one), `.*` (any run), `^` and `$`
 * at its ends, `\x` for a literal x. What a regular expression could do beyond that (classes, groups,
 * counted repeats) is refused with a usage error rather than guessed at.
 */
function alternativeSteps(pattern: string, extended: boolean): Step[] {
  let text = pattern;
  const anchoredStart = text.startsWith('^');
  if (anchoredStart) text = text.slice(1);
  const anchoredEnd = text.endsWith('$') && !text.endsWith('\\$');
  if (anchoredEnd) text = text.slice(0, -1);
  const steps: Step[] = anchoredStart ? [] : ['run'];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      const next = text[++i]!;
      if (/[A-Za-z0-9]/.test(next))
        throw new UsageError(
          `grep: \\${next} is not available; patterns match text, . (any character), .* (any text), ^, $ and | (-E)`,
        );
      steps.push({ char: next });
    } else if (ch === '.' && text[i + 1] === '*') {
      steps.push('run');
      i++;
    } else if (ch === '.') steps.push('any');
    else if (ch === '*' || (extended ? UNSUPPORTED_EXTENDED : UNSUPPORTED_BASIC).test(ch))
      throw new UsageError(
        `grep: "${ch}" in a pattern is not available; patterns match text, . (any character), .* (any text), ^, $ and | (-E); use -F to match it as written`,
      );
    else steps.push({ char: ch });
  }
  if (!anchoredEnd) steps.push('run');
  return steps;
}

export interface PatternOptions {
  readonly fixed: boolean;
  readonly extended: boolean;
  readonly ignoreCase: boolean;
  readonly word: boolean;
}

function splitAlternatives(pattern: string, options: PatternOptions): string[] {
  if (options.fixed) return [pattern];
  return options.extended ? pattern.split(/(?<!\\)\|/) : pattern.split('\\|');
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}_]/u.test(ch);

/** Whether `needle` occurs in `line` as a whole word. */
function hasWord(line: string, needle: string): boolean {
  for (let at = line.indexOf(needle); at >= 0; at = line.indexOf(needle, at + 1)) {
    if (!isWordChar(line[at - 1]) && !isWordChar(line[at + needle.length])) return true;
  }
  return false;
}

/** The matcher of grep's patterns (`-e` given several times: any of them). */
export function compileLinePatterns(
  patterns: readonly string[],
  options: PatternOptions,
): LineMatcher {
  const fold = (s: string) => (options.ignoreCase ? s.toLowerCase() : s);
  const alternatives = patterns.flatMap((p) => splitAlternatives(fold(p), options));
  if (options.fixed || options.word) {
    if (options.word && !options.fixed && alternatives.some((a) => /[.*^$\\]/.test(a)))
      throw new UsageError('grep: -w takes plain words; add -F to match the pattern as written');
    return (line) => {
      const text = fold(line);
      return alternatives.some((a) => (options.word ? hasWord(text, a) : text.includes(a)));
    };
  }
  const compiled = alternatives.map((a) => alternativeSteps(a, options.extended));
  return (line) => {
    const text = fold(line);
    return compiled.some((steps) => matchSteps(text, steps));
  };
}
