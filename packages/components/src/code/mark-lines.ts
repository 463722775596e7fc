/** Wraps each line of highlighted HTML whose lines are bare (separated by newlines) in `<span class="line">`. */
function wrapLines(html: string): string {
  const open = html.indexOf('<code>');
  const close = html.lastIndexOf('</code>');
  if (open < 0 || close < open) return html;
  const start = open + '<code>'.length;
  const lines = html
    .slice(start, close)
    .split('\n')
    .map((line) => `<span class="line">${line}</span>`);
  return `${html.slice(0, start)}${lines.join('\n')}${html.slice(close)}`;
}

/**
 * Adds `highlighted` / `focused` classes to the given 1-based lines of highlighted HTML, whose
 * lines are `<span class="line">` elements in order; lines written bare (the highlighter leaves
 * them so when nothing marks them) are wrapped first, also when `numbered` (line numbers are
 * drawn on the line elements). Other markup is left as it is.
 */
export function markLines(
  html: string,
  highlight: readonly number[],
  focus: readonly number[],
  numbered = false,
): string {
  if (highlight.length === 0 && focus.length === 0 && !numbered) return html;
  const spans = /<span class="line(?=[\s"])/.test(html) ? html : wrapLines(html);
  if (highlight.length === 0 && focus.length === 0) return spans;
  const hi = new Set(highlight);
  const fo = new Set(focus);
  let line = 0;
  return spans.replace(/<span class="line(?=[\s"])([^"]*)"/g, (_match, rest: string) => {
    line += 1;
    const extra = [hi.has(line) ? 'highlighted' : '', fo.has(line) ? 'focused' : '']
      .filter(Boolean)
      .join(' ');
    return `<span class="line${rest}${extra ? ` ${extra}` : ''}"`;
  });
}

/** The number of lines of a piece of code, ignoring one trailing newline. */
export function countLines(code: string): number {
  if (code === '') return 0;
  return code.replace(/\r?\n$/, '').split(/\r?\n/).length;
}
