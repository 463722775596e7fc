/** The longest value a message quotes whole; longer ones are cut in the middle. */
export const MAX_QUOTED_VALUE = 120;
/** The longest message or hint kept whole. */
export const MAX_MESSAGE = 2000;

/** Characters that end a value: white space and quotes. */
const BREAKS = new Set([...' \t\n\r"\'`'].map((c) => c.charCodeAt(0)));

function cut(text: string, keep: number): string {
  const head = Math.ceil(keep * 0.7);
  const tail = keep - head;
  return `${text.slice(0, head)}…${text.slice(text.length - tail)} (${text.length.toLocaleString('en')} characters)`;
}

/**
 * A message with long values cut: every run of more than `MAX_QUOTED_VALUE` characters without a
 * space or quote (a page name, a path, a URL) keeps its start and end, with its length said, and
 * the whole text is cut to `MAX_MESSAGE`. Values users write are echoed in messages; a 20 MB page
 * name must not make a 20 MB message.
 */
export function cutLongValues(text: string): string {
  if (text.length <= MAX_QUOTED_VALUE) return text;
  // A scan, not a regular expression: a repeated class over megabytes overflows the regexp stack.
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !BREAKS.has(text.charCodeAt(i))) continue;
    const value = text.slice(start, i);
    parts.push(value.length > MAX_QUOTED_VALUE ? cut(value, MAX_QUOTED_VALUE) : value);
    if (i < text.length) parts.push(text.charAt(i));
    start = i + 1;
  }
  const shortened = parts.join('');
  return shortened.length <= MAX_MESSAGE ? shortened : cut(shortened, MAX_MESSAGE);
}
