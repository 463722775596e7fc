/**
 * Adds `highlighted` / `focused` classes to the given 1-based lines of Shiki's HTML, whose
 * lines are `<span class="line">` elements in order. Other markup is left as it is.
 */
export function markLines(html: string, highlight: readonly number[], focus: readonly number[]): string {
  if (highlight.length === 0 && focus.length === 0) return html;
  const hi = new Set(highlight);
  const fo = new Set(focus);
  let line = 0;
  return html.replace(/<span class="line(?=[\s"])([^"]*)"/g, (_match, rest: string) => {
    line += 1;
    const extra = [hi.has(line) ? 'highlighted' : '', fo.has(line) ? 'focused' : ''].filter(Boolean).join(' ');
    return `<span class="line${rest}${extra ? ` ${extra}` : ''}"`;
  });
}

/** The number of lines of a piece of code, ignoring one trailing newline. */
export function countLines(code: string): number {
  if (code === '') return 0;
  return code.replace(/\r?\n$/, '').split(/\r?\n/).length;
}
