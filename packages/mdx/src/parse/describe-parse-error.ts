import { createLineIndex, type LineIndex } from '@quire/diagnostics';
import { findOpening } from './find-opening.js';
import { HTML_VOID_ELEMENTS } from './html-void-elements.js';

/** A place in the file: 1-based line and column, with the end of the span when known. */
export interface ParseErrorPlace {
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
}

/** A syntax error of a page or snippet, told as a diagnostic tells it: what, where, and what to do. */
export interface ParseErrorReport {
  readonly message: string;
  readonly hint: string;
  /** Undefined only when neither the error nor its message says where it is (the file's start is then meant). */
  readonly at: ParseErrorPlace | undefined;
}

interface PointLike {
  readonly line?: number;
  readonly column?: number;
  readonly offset?: number;
}

/** The parts of a `VFileMessage` (what micromark, the mdast utilities and acorn throw) read here. */
interface ThrownMessage {
  readonly reason?: string;
  readonly message?: string;
  readonly line?: number;
  readonly column?: number;
  readonly place?: PointLike | { readonly start: PointLike; readonly end: PointLike };
  readonly ruleId?: string;
  readonly cause?: { readonly message?: string };
}

const MDX_HINT =
  'In .mdx files escape a literal < or { with a backslash, write comments as {/* */} and close void tags (<br />); plain Markdown can be renamed to .md.';

const UNCLOSED =
  /^Expected a closing tag for `<([^>]*)>` \((\d+):(\d+)-(\d+):(\d+)\)( before the end of `\w+`)?/;
const MISMATCHED =
  /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>` \((\d+):(\d+)-(\d+):(\d+)\)/;

const startOf = (place: ThrownMessage['place']): PointLike | undefined =>
  place && 'start' in place ? place.start : place;
const endOf = (place: ThrownMessage['place']): PointLike | undefined =>
  place && 'end' in place ? place.end : undefined;

/** The error's own place, as an offset into `text` and a point, when it has one. */
function ownPlace(
  e: ThrownMessage,
  lines: LineIndex,
): { offset: number; at: ParseErrorPlace } | undefined {
  const start = startOf(e.place);
  const line = start?.line ?? e.line;
  if (line === undefined) return undefined;
  const column = start?.column ?? e.column ?? 1;
  const offset = start?.offset ?? lines.offset(line, column);
  const end = endOf(e.place);
  const at =
    end?.line !== undefined && end.column !== undefined
      ? { line, column, endLine: end.line, endColumn: end.column }
      : { line, column };
  return { offset, at };
}

const pointAt = (lines: LineIndex, offset: number, length = 1): ParseErrorPlace => {
  const start = lines.position(offset);
  return { ...start, endLine: start.line, endColumn: start.column + length };
};

type Described = Omit<ParseErrorReport, 'message'>;

function unclosedTag(m: RegExpExecArray): Described {
  const [, name = '', line, column, endLine, endColumn, inParagraph] = m;
  const at = {
    line: Number(line),
    column: Number(column),
    endLine: Number(endLine),
    endColumn: Number(endColumn),
  };
  const opened = `${at.line}:${at.column}`;
  if (HTML_VOID_ELEMENTS.has(name.toLowerCase()))
    return {
      at,
      hint: `Close the void element \`<${name}>\` opened at ${opened} in itself: write \`<${name} />\`.`,
    };
  const where = inParagraph ? ' in the same paragraph (an inline tag cannot span paragraphs)' : '';
  return {
    at,
    hint: `Close \`<${name}>\` opened at ${opened} with \`</${name}>\`${where}, or end it with \`/>\` if it has no content.`,
  };
}

function mismatchedTag(m: RegExpExecArray, own: ParseErrorPlace | undefined): Described {
  const [, closing = '', opening = '', line, column, endLine, endColumn] = m;
  const opened = `${line}:${column}`;
  return {
    at: own ?? {
      line: Number(line),
      column: Number(column),
      endLine: Number(endLine),
      endColumn: Number(endColumn),
    },
    hint: `Close \`<${opening}>\` opened at ${opened} before \`</${closing}>\`, or correct the name of one of the two tags.`,
  };
}

/** An error at the end of a construct that never closed: told at the place where it opened. */
function neverClosed(
  reason: string,
  text: string,
  lines: LineIndex,
  offset: number,
): Described | undefined {
  const brace = /expected a corresponding closing brace for `\{`/.test(reason);
  const quote = /expected a corresponding closing quote `(["'])`/.exec(reason)?.[1] as
    '"' | "'" | undefined;
  const kind = brace
    ? 'brace'
    : quote
      ? 'quote'
      : /^Unexpected end of file (in|after|before) /.test(reason)
        ? 'tag'
        : undefined;
  if (!kind) return undefined;
  const opening = findOpening(text, offset, kind === 'quote' ? (quote ?? '"') : kind);
  if (opening === undefined) return undefined;
  const at = pointAt(lines, opening);
  const opened = `${at.line}:${at.column}`;
  if (kind === 'brace')
    return {
      at,
      hint: `Close the \`{\` opened at ${opened} with \`}\`, or write \`\\{\` if the brace is text.`,
    };
  if (kind === 'quote')
    return {
      at,
      hint: `Close the attribute value whose quote opens at ${opened} with a matching ${quote}.`,
    };
  return {
    at,
    hint: `Finish the tag opened at ${opened} with \`>\` (or \`/>\`), or write \`\\<\` if the \`<\` is text.`,
  };
}

/** A character right after `<` that cannot start a tag: told at the `<`, which is the likely mistake. */
function strayAngle(
  reason: string,
  text: string,
  lines: LineIndex,
  offset: number,
): Described | undefined {
  if (!/^Unexpected character .* before name/.test(reason) || text[offset - 1] !== '<')
    return undefined;
  const at = pointAt(lines, offset - 1, 2);
  const comment = reason.includes('to create a comment in MDX');
  return {
    at,
    hint: comment
      ? 'MDX has no HTML comments: write the comment as {/* … */}, or rename the file to .md if it is plain Markdown.'
      : 'A `<` starts a tag in MDX: write `\\<` (or `&lt;`) if it is text, or put it in `backticks`.',
  };
}

/** `</Name>` with nothing open: told at its `<`. */
function strayClosing(
  reason: string,
  text: string,
  lines: LineIndex,
  offset: number,
): Described | undefined {
  if (!/^Unexpected closing slash `\/` in tag, expected an open tag first/.test(reason))
    return undefined;
  const start = text[offset - 1] === '<' ? offset - 1 : offset;
  const name = /^<\/\s*([^\s>]*)/.exec(text.slice(start))?.[1] ?? '';
  const end = text.indexOf('>', start);
  const at = pointAt(lines, start, end > start ? end - start + 1 : 2);
  return {
    at,
    hint: `\`</${name}>\` closes a tag that was never opened: remove it, or add the opening \`<${name}>\` before it.`,
  };
}

/**
 * What a parser error of a page says, where the mistake is, and what to do. The place is the error's own when
 * it names the mistake; else the range its message gives (an unclosed tag is told where the tag opened), the
 * opening of what never closed (a `{`, a quote, a tag), or the `<` of a stray tag.
 */
export function describeParseError(
  error: unknown,
  text: string,
  kind: 'mdx' | 'md',
): ParseErrorReport {
  const e = (typeof error === 'object' && error !== null ? error : {}) as ThrownMessage;
  const reason = (e.reason ?? e.message ?? String(error)).replace(/\s+/g, ' ').trim();
  const cause =
    e.ruleId === 'acorn' && e.cause?.message
      ? e.cause.message.replace(/\s*\(\d+:\d+\)$/, '')
      : undefined;
  const message = cause ? `${reason}: ${cause}` : reason;
  const lines = createLineIndex(text);
  const own = ownPlace(e, lines);
  const unclosed = UNCLOSED.exec(reason);
  const mismatched = MISMATCHED.exec(reason);
  const described =
    (unclosed && unclosedTag(unclosed)) ??
    (mismatched && mismatchedTag(mismatched, own?.at)) ??
    (own &&
      (neverClosed(reason, text, lines, own.offset) ??
        strayAngle(reason, text, lines, own.offset) ??
        strayClosing(reason, text, lines, own.offset)));
  if (described) return { message, ...described };
  return {
    message,
    hint: kind === 'mdx' ? MDX_HINT : 'Fix the syntax at this place.',
    at: own?.at,
  };
}
