/** The deepest nesting of arrays and objects a JSON request body may have (`body_too_deep` past it). */
export const MAX_JSON_DEPTH = 64;

/** Where a JSON text first opens more than the allowed levels: 1-based line and column of that bracket. */
export interface TooDeep {
  readonly line: number;
  readonly column: number;
}

/**
 * Finds the first `[` or `{` of a JSON text that opens more than `max` levels, in one pass without
 * recursion (so that a body nested 100,000 deep costs a scan, not a stack overflow or gigabytes of
 * parsed values). Brackets inside strings are skipped; whether the text is valid JSON is left to
 * the parser.
 */
export function findTooDeepJson(text: string, max: number = MAX_JSON_DEPTH): TooDeep | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
      else if (c === 0x0a) [line, lineStart] = [line + 1, i + 1];
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return { line, column: i - lineStart + 1 };
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x0a) [line, lineStart] = [line + 1, i + 1];
  }
  return undefined;
}
