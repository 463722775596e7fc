export interface CodeFrameOptions {
  /** Lines of context above and below. */
  readonly context?: number;
  /** Wrap parts in ANSI colours. */
  readonly color?: boolean;
  /** Longest line shown; longer lines are cut around the column. */
  readonly maxWidth?: number;
}

const dim = (s: string, on: boolean) => (on ? `\u001b[2m${s}\u001b[22m` : s);
const red = (s: string, on: boolean) => (on ? `\u001b[31m${s}\u001b[39m` : s);

/**
 * The first `count` lines of `text` (fewer when it has fewer), split where `createLineIndex` splits (`\r\n`, `\r`,
 * `\n`): read up to the last line wanted, not through the whole text (a frame near the top of a large spec).
 */
function firstLines(text: string, count: number): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length && lines.length < count; i++) {
    const ch = text.charCodeAt(i);
    if (ch !== 10 && ch !== 13) continue;
    lines.push(text.slice(start, i));
    if (ch === 13 && text.charCodeAt(i + 1) === 10) i++;
    start = i + 1;
  }
  if (lines.length < count) lines.push(text.slice(start));
  return lines;
}

/** A few source lines around `line`:`column` with a caret under the column, as compilers print. */
export function codeFrame(
  text: string,
  line: number,
  column: number,
  endColumn?: number,
  options: CodeFrameOptions = {},
): string {
  const context = options.context ?? 2;
  const color = options.color ?? false;
  const maxWidth = options.maxWidth ?? 120;
  const lines = firstLines(text, line + context);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const gutter = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    let src = lines[n - 1] ?? '';
    let shift = 0;
    if (src.length > maxWidth) {
      const centre = n === line ? column : 1;
      shift = Math.max(0, Math.min(centre - Math.floor(maxWidth / 2), src.length - maxWidth));
      src =
        (shift > 0 ? '…' : '') +
        src.slice(shift, shift + maxWidth) +
        (shift + maxWidth < src.length ? '…' : '');
      if (shift > 0) shift -= 1;
    }
    const marker = n === line ? red('>', color) : ' ';
    out.push(`${marker} ${dim(`${String(n).padStart(gutter)} |`, color)} ${src}`.trimEnd());
    if (n === line) {
      const start = Math.max(1, column - shift);
      const width = endColumn && endColumn > column ? Math.min(endColumn - column, maxWidth) : 1;
      out.push(
        `  ${dim(`${' '.repeat(gutter)} |`, color)} ${' '.repeat(start - 1)}${red('^'.repeat(width), color)}`,
      );
    }
  }
  return out.join('\n');
}
