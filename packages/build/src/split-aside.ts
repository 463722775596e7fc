/** Finds the end of the element that starts at `start` (a `<div` or `<section`), counting nested tags of the same name. */
function elementEnd(html: string, start: number, tag: string): number {
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  re.lastIndex = start;
  let depth = 0;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[0].endsWith('/>')) continue;
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return html.length;
}

/**
 * Moves the request and response examples (`data-slot="request-example"` /
 * `"response-example"`) out of the content into the right column, in their order.
 */
export function splitAside(html: string): { content: string; aside: string | undefined } {
  const open =
    /<(div|section|aside)\b[^>]*\bdata-slot="(request-example|response-example)"[^>]*>/gi;
  const pieces: string[] = [];
  let content = '';
  let last = 0;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    if (m.index < last) continue;
    const end = elementEnd(html, m.index, m[1]!);
    content += html.slice(last, m.index);
    pieces.push(html.slice(m.index, end));
    last = end;
    open.lastIndex = end;
  }
  content += html.slice(last);
  return { content, aside: pieces.length ? pieces.join('') : undefined };
}
