/** The deepest `[`/`{` nesting a YAML spec may have: the YAML reader recurses, and overflows the stack near 1,000 levels. */
export const MAX_YAML_FLOW_DEPTH = 256;

/**
 * The offset of the first `[` or `{` that opens level `max + 1` of a YAML text's flow
 * collections, or -1. Quoted scalars and comments are skipped.
 */
export function findDeepFlowNesting(text: string, max = MAX_YAML_FLOW_DEPTH): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ((ch === '"' || ch === "'") && opensScalar(text[i - 1])) i = endOfQuoted(text, i, ch);
    else if (ch === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) i = lineEnd(text, i);
    else if (ch === '[' || ch === '{') {
      if (++depth > max) return i;
    } else if ((ch === ']' || ch === '}') && depth > 0) depth--;
  }
  return -1;
}

function endOfQuoted(text: string, start: number, quote: string): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return text.length;
}

/** A quote starts a quoted scalar only where a value can start (not the `'` of a plain `it's`). */
function opensScalar(before: string | undefined): boolean {
  return before === undefined || /[\s[{,:?-]/.test(before);
}

function lineEnd(text: string, from: number): number {
  const end = text.indexOf('\n', from);
  return end === -1 ? text.length : end;
}
