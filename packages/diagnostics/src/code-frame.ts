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
 * Lines `from` to `to` of `text` (1-based; those that exist), split where `createLineIndex` splits (`\r\n`, `\r`,
 * `\n`). It finds each break with `indexOf`, one search for `\n` and one for `\r` kept ahead of the line being
 * read, and slices only the lines it returns: a frame at line 2,700 of a 220 kB changelog reads to there and no
 * further.
 */
function linesBetween(text: string, from: number, to: number): string[] {
  const lines: string[] = [];
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  let start = 0;
  for (let n = 1; n <= to; n++) {
    if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
    if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
    const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (end === -1) {
      if (n >= from) lines.push(text.slice(start));
      break;
    }
    if (n >= from) lines.push(text.slice(start, end));
    start = end + (end === cr && text.charCodeAt(end + 1) === 10 ? 2 : 1);
  }
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
  const first = Math.max(1, line - context);
  const lines = linesBetween(text, first, line + context);
  const last = first + lines.length - 1;
  const gutter = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    let src = lines[n - first] ?? '';
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
