import { parseTree, type Node, type ParseError } from 'jsonc-parser';
import { describeJsonError, type JsonSyntaxError } from './describe-json-error.js';

/** Deeper nesting than this is refused before parsing (the parser and validators recurse). */
export const MAX_JSON_DEPTH = 200;

export interface ParsedJson {
  /** The syntax tree, when the text is valid JSON. */
  readonly tree?: Node;
  /** The first syntax error, when it is not. */
  readonly error?: JsonSyntaxError;
  /** The error is nesting beyond `MAX_JSON_DEPTH`, not a syntax error. */
  readonly tooDeep?: boolean;
}

/** Offset of the first bracket that opens level `MAX_JSON_DEPTH + 1`, or -1. Strings are skipped. */
function tooDeepAt(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */) {
      for (i++; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 92 /* \ */) i++;
        else if (c === 34 || c === 10) break;
      }
    } else if (ch === 123 || ch === 91) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (ch === 125 || ch === 93) {
      depth--;
    }
  }
  return -1;
}

/** Parses strict JSON (no comments, no trailing commas) keeping offsets; reports the first error only. */
export function parseJsonText(text: string): ParsedJson {
  const deep = tooDeepAt(text);
  if (deep !== -1) {
    return {
      tooDeep: true,
      error: {
        offset: deep,
        length: 1,
        message: `Objects and arrays are nested more than ${MAX_JSON_DEPTH} levels deep here.`,
        hint: 'Flatten the structure; no docs.json needs this much nesting.',
      },
    };
  }
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, {
    allowTrailingComma: false,
    disallowComments: true,
    allowEmptyContent: false,
  });
  const first = errors[0];
  if (first) return { error: describeJsonError(text, first, tree) };
  if (!tree)
    return {
      error: {
        offset: 0,
        length: 0,
        message: 'The file is empty.',
        hint: 'Write a JSON object: {}.',
      },
    };
  return { tree };
}
