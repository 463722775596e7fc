import { printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { createLineIndex } from '@quire/diagnostics';

/** A JSON syntax error explained for people: where, what was found, what to do. */
export interface JsonSyntaxError {
  readonly offset: number;
  readonly length: number;
  readonly message: string;
  readonly hint: string;
}

const WORD = /^[^\s{}[\],:"]{1,24}/;

/** The token at `offset`, quoted for a message: `}`, `"name"`, `tru`, or "the end of the file". */
function foundAt(text: string, offset: number): string {
  if (offset >= text.length) return 'the end of the file';
  const ch = text[offset] ?? '';
  if (ch === '"') {
    const end = text.indexOf('"', offset + 1);
    const s = text.slice(offset, end === -1 || end - offset > 30 ? offset + 24 : end + 1);
    return `\`${s.split(/\r?\n/)[0]}\``;
  }
  const word = WORD.exec(text.slice(offset, offset + 24));
  return `\`${word ? word[0] : ch}\``;
}

function previousSignificant(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i] ?? '')) i--;
  return i;
}

/** The innermost object or array that contains `offset`. */
function containerAt(tree: Node | undefined, offset: number): Node | undefined {
  let found: Node | undefined;
  const visit = (node: Node): void => {
    if (offset <= node.offset || offset > node.offset + node.length) return;
    if (node.type === 'object' || node.type === 'array') found = node;
    for (const child of node.children ?? []) visit(child);
  };
  if (tree) visit(tree);
  return found;
}

function escapeDetail(
  text: string,
  offset: number,
  length: number,
): { offset: number; bad: string } {
  for (let i = offset + 1; i < offset + length; i++) {
    if (text[i] === '\\') {
      const next = text[i + 1] ?? '';
      if (!'"\\/bfnrtu'.includes(next)) return { offset: i, bad: `\\${next}` };
      i++;
    }
  }
  return { offset, bad: '\\' };
}

function controlCharacter(text: string, offset: number, length: number): number {
  for (let i = offset + 1; i < offset + length; i++) {
    if ((text.charCodeAt(i) ?? 32) < 32) return i;
  }
  return offset;
}

interface ErrorContext {
  readonly text: string;
  readonly offset: number;
  readonly length: number;
  readonly found: string;
  readonly tree: Node | undefined;
  at(message: string, hint: string, offset?: number, length?: number): JsonSyntaxError;
}

/** Errors about the structure: a missing or unexpected token between values. */
function describeStructure(kind: string, c: ErrorContext): JsonSyntaxError | undefined {
  const { text, offset, found, at } = c;
  switch (kind) {
    case 'PropertyNameExpected':
      return at(
        `Expected a property name in double quotes, found ${found}.`,
        'Write the property name in double quotes, or remove the extra comma.',
      );
    case 'ValueExpected':
      if (offset >= text.length)
        return at(
          'The file ends where a value was expected.',
          'Complete the value, or restore the end of the file.',
        );
      return at(
        `Expected a value (a string, number, object, array, true, false or null), found ${found}.`,
        'Write a JSON value here; strings need double quotes.',
      );
    case 'InvalidSymbol':
      return at(
        `Unexpected ${found}: it is not a JSON value.`,
        'Strings need double quotes; the literals are true, false and null (lowercase).',
      );
    case 'ColonExpected':
      return at(
        `Expected \`:\` after the property name, found ${found}.`,
        'Write a colon between a property name and its value.',
      );
    case 'CommaExpected': {
      if (
        /(^|[^\d.])0$/.test(text.slice(Math.max(0, offset - 2), offset)) &&
        /\d/.test(text[offset] ?? '')
      ) {
        return at(
          'Numbers cannot start with a leading zero.',
          'Remove the leading zero, or write the value as a string in double quotes.',
          offset - 1,
          1,
        );
      }
      const inArray = containerAt(c.tree, offset)?.type === 'array';
      return at(
        `Expected \`,\` or \`${inArray ? ']' : '}'}\`, found ${found}.`,
        inArray
          ? 'Separate array items with commas, or close the array with `]`.'
          : 'Separate properties with commas, or close the object with `}`.',
      );
    }
    case 'CloseBraceExpected':
    case 'CloseBracketExpected': {
      const close = kind === 'CloseBraceExpected' ? '}' : ']';
      const open = containerAt(c.tree, offset);
      const start = open ? createLineIndex(text).position(open.offset) : undefined;
      const where = start
        ? ` to close the ${open?.type} that starts at line ${start.line}, column ${start.column}`
        : '';
      return at(`Expected \`${close}\`${where}, found ${found}.`, `Add the missing \`${close}\`.`);
    }
    case 'EndOfFileExpected':
      return at(
        `Unexpected ${found} after the end of the JSON value.`,
        'A JSON file holds one value; remove what follows it (often an extra closing brace).',
      );
    default:
      return undefined;
  }
}

/** Errors inside one token: comments, strings, escapes, numbers. */
function describeToken(kind: string, c: ErrorContext): JsonSyntaxError {
  const { text, offset, length, found, at } = c;
  switch (kind) {
    case 'InvalidCommentToken':
    case 'UnexpectedEndOfComment':
      return at(
        'Comments are not allowed in docs.json.',
        'Remove the comment; JSON has no comment syntax.',
      );
    case 'UnexpectedEndOfString':
      return at(
        'This string is not closed.',
        'Add the closing `"`; a string cannot span lines (write `\\n` for a line break).',
      );
    case 'InvalidEscapeCharacter': {
      const bad = escapeDetail(text, offset, length);
      return at(
        `Invalid escape \`${bad.bad}\` in a string.`,
        'Valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX; write \\\\ for a backslash.',
        bad.offset,
        2,
      );
    }
    case 'InvalidUnicode':
      return at(
        'Invalid `\\u` escape in a string: it needs exactly four hex digits.',
        'Write \\u followed by four hex digits, such as \\u00e9.',
      );
    case 'InvalidCharacter': {
      const bad = controlCharacter(text, offset, length);
      const code = text.charCodeAt(bad).toString(16).toUpperCase().padStart(4, '0');
      return at(
        `A string contains the control character U+${code}.`,
        'Escape it (\\t for a tab, \\n for a line break) or remove it.',
        bad,
        1,
      );
    }
    case 'InvalidNumberFormat':
    case 'UnexpectedEndOfNumber':
      return at(
        `Invalid number ${found}.`,
        'JSON numbers have no leading zeros, no leading +, and digits after a decimal point or exponent.',
      );
    default:
      return at(`Invalid JSON at ${found}.`, 'Check the syntax around this position.');
  }
}

/** Explains the first error jsonc-parser reported, in the words of a person who knows JSON. */
export function describeJsonError(
  text: string,
  error: ParseError,
  tree: Node | undefined,
): JsonSyntaxError {
  const { offset, length } = error;
  const found = foundAt(text, offset);
  const at = (message: string, hint: string, o = offset, l = length): JsonSyntaxError => ({
    offset: o,
    length: l,
    message,
    hint,
  });
  const kind = printParseErrorCode(error.error);
  const prev = previousSignificant(text, offset);
  const closer = text[offset] === '}' || text[offset] === ']';
  if (
    (kind === 'PropertyNameExpected' || kind === 'ValueExpected') &&
    closer &&
    text[prev] === ','
  ) {
    const pos = createLineIndex(text).position(prev);
    return at(
      `Trailing comma: found ${found} right after a comma (line ${pos.line}, column ${pos.column}).`,
      'Remove the comma after the last item; JSON does not allow trailing commas.',
    );
  }
  if (text[offset] === "'") {
    return at(
      `Found ${found} in single quotes; JSON needs double quotes.`,
      'JSON strings and property names use double quotes: write "name", not \'name\'.',
    );
  }
  const context: ErrorContext = { text, offset, length, found, tree, at };
  return describeStructure(kind, context) ?? describeToken(kind, context);
}
