import type { LineMarks } from './create-highlighter.js';

export interface StrippedCode {
  /** The code without `[!code …]` notations (and without comments that only held one). */
  readonly code: string;
  readonly marks: LineMarks;
}

const NOTATION =
  /[ \t]*(?:(?:\/\/|#|--|<!--|\/\*|;|%)[ \t]*)?\[!code[ \t]+(\+\+|--|highlight|hl|focus|error|warning)(?::(\d+))?\][ \t]*(?:-->|\*\/)?[ \t]*$/;

const CLASSES: Readonly<Record<string, readonly string[]>> = {
  '++': ['diff', 'add'],
  '--': ['diff', 'remove'],
  highlight: ['highlighted'],
  hl: ['highlighted'],
  focus: ['focused'],
  error: ['highlighted', 'error'],
  warning: ['highlighted', 'warning'],
};

/**
 * Reads the line notations at the end of code lines (`// [!code ++]`, `# [!code --:3]`, `<!-- [!code focus] -->`)
 * and the `highlight`/`focus` line lists of the meta, and returns the clean code with the classes of each line.
 */
export function stripCodeNotations(
  code: string,
  highlight: readonly number[] = [],
  focus: readonly number[] = [],
): StrippedCode {
  const marks = new Map<number, string[]>();
  const add = (line: number, classes: readonly string[]) => {
    const list = marks.get(line) ?? [];
    for (const c of classes) if (!list.includes(c)) list.push(c);
    marks.set(line, list);
  };
  for (const n of highlight) add(n, CLASSES.highlight ?? []);
  for (const n of focus) add(n, CLASSES.focus ?? []);
  if (!code.includes('[!code')) return { code, marks };
  const lines = code.split('\n');
  lines.forEach((text, index) => {
    const m = NOTATION.exec(text);
    if (!m || m[1] === undefined) return;
    const count = m[2] === undefined ? 1 : Math.max(1, Number(m[2]));
    for (let n = 0; n < count; n++) add(index + 1 + n, CLASSES[m[1]] ?? []);
    lines[index] = text.slice(0, m.index);
  });
  return { code: lines.join('\n'), marks };
}
