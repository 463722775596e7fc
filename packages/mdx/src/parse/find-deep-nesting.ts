import type { ModuleKind } from '../types.js';

/** The most levels a page or snippet may nest of each kind (elements, containers, brackets, emphasis). */
export const MAX_NESTING_DEPTH = 64;

/** What nests past the bound, and the line and column (1-based, in the file) of the level past it. */
export interface DeepNesting {
  readonly what: 'elements' | 'block quotes and lists' | 'brackets and braces' | 'emphasis';
  readonly line: number;
  readonly column: number;
}

interface Scan {
  readonly text: string;
  readonly kind: ModuleKind;
  i: number;
  line: number;
  lineStart: number;
  /** Open JSX elements (`.mdx`, `.jsx`). */
  tags: number;
  /** Open `{`, `[` and `(` of JavaScript: expressions, attribute values, `.jsx` code. */
  code: number;
  /** Open `[` and `(` of Markdown text in the current paragraph. */
  inline: number;
  /** Emphasis delimiters (`*`, `_`) open in the current paragraph. */
  opens: number;
  /** Where the delimiter past the bound is, while there is one. */
  deepOpener: number | undefined;
  /** Indentation of the list items above, innermost last. */
  readonly lists: number[];
  found: DeepNesting | undefined;
}

const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}_$]/u.test(c);
const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c);

function report(s: Scan, what: DeepNesting['what'], at: number): void {
  s.found ??= { what, line: s.line, column: at - s.lineStart + 1 };
}

function newline(s: Scan): void {
  s.line++;
  s.lineStart = s.i + 1;
}

/** Skips a `'`, `"` or `` ` `` string of code (a quote right after a letter is an apostrophe of text). */
function skipString(s: Scan, quote: string): void {
  if (isWordChar(s.text[s.i - 1])) return;
  for (s.i++; s.i < s.text.length && s.text[s.i] !== quote; s.i++) {
    if (s.text[s.i] === '\\') s.i++;
    else if (s.text[s.i] === '\n') {
      if (quote !== '`') return newline(s);
      newline(s);
    }
  }
}

/** `<Name …>`, `</Name>`, `<>` or `</>` at `s.i`: counts the element and moves to its `>`. */
function scanTag(s: Scan): void {
  const start = s.i;
  const closing = s.text[s.i + 1] === '/';
  for (s.i++; s.i < s.text.length && !s.found; s.i++) {
    const c = s.text[s.i]!;
    if (c === '\n') newline(s);
    else if (c === '"' || c === "'") skipString(s, c);
    else if (c === '{') scanExpression(s);
    else if (c === '>') break;
  }
  if (closing) s.tags = Math.max(0, s.tags - 1);
  else if (s.text[s.i - 1] !== '/' && ++s.tags > MAX_NESTING_DEPTH) report(s, 'elements', start);
}

/** A `{…}` expression at `s.i`: scanned as code up to its `}`, where it leaves `s.i`. */
function scanExpression(s: Scan): void {
  const base = s.code;
  scanCode(s, '{');
  for (s.i++; s.i < s.text.length && s.code > base && !s.found; s.i++) {
    if (s.text[s.i] === '\n') newline(s);
    else scanCode(s, s.text[s.i]!);
  }
  s.i--;
}

/** Whether `<` at `s.i` opens or closes an element: a letter, `/` or `>` follows (in code, not after a value). */
function startsTag(s: Scan, inCode: boolean): boolean {
  const next = s.text[s.i + 1];
  if (next === undefined || !/[\p{L}/>]/u.test(next)) return false;
  if (!inCode) return true;
  let j = s.i - 1;
  while (j >= 0 && /[ \t\r\n]/.test(s.text[j]!)) j--;
  return j < 0 || /[({[,=:?&|!;>}]/.test(s.text[j]!);
}

/** One character of JavaScript (an expression, an attribute value, a `.jsx` file). */
function scanCode(s: Scan, c: string): void {
  if (c === '"' || c === "'" || c === '`') skipString(s, c);
  else if (c === '/' && s.text[s.i + 1] === '/') {
    while (s.i < s.text.length && s.text[s.i + 1] !== '\n') s.i++;
  } else if (c === '/' && s.text[s.i + 1] === '*') {
    const end = s.text.indexOf('*/', s.i + 2);
    for (const stop = end < 0 ? s.text.length : end + 1; s.i < stop; s.i++)
      if (s.text[s.i] === '\n') newline(s);
  } else if (c === '{' || c === '[' || c === '(') {
    if (++s.code > MAX_NESTING_DEPTH) report(s, 'brackets and braces', s.i);
  } else if (c === '}' || c === ']' || c === ')') s.code = Math.max(0, s.code - 1);
  else if (c === '<' && startsTag(s, true)) scanTag(s);
}

/**
 * A run of `*` or `_` (CommonMark's flanking rules, roughly): a run that can close meets the openers
 * still open, innermost first; past twice the bound of open delimiters (emphasis takes one, strong
 * two) the emphasis nests too deeply, at the opener past the bound.
 */
function scanEmphasis(s: Scan, c: string): void {
  let end = s.i;
  while (s.text[end + 1] === c) end++;
  const [before, after] = [s.text[s.i - 1], s.text[end + 1]];
  const run = end - s.i + 1;
  const intraword = c === '_' && isWordChar(before) && isWordChar(after);
  const bound = 2 * MAX_NESTING_DEPTH;
  if (!intraword && !isSpace(before)) {
    if (s.opens > bound && s.deepOpener !== undefined) {
      const at = s.deepOpener;
      const lineStart = s.text.lastIndexOf('\n', at - 1) + 1;
      const lines = s.text.slice(lineStart, s.i).split('\n').length - 1;
      s.found ??= { what: 'emphasis', line: s.line - lines, column: at - lineStart + 1 };
      return;
    }
    s.opens = Math.max(0, s.opens - run);
    if (s.opens <= bound) s.deepOpener = undefined;
  }
  if (!intraword && !isSpace(after)) {
    if (s.opens <= bound && s.opens + run > bound) s.deepOpener = s.i + (bound - s.opens);
    s.opens += run;
  }
  s.i = end;
}

/** One character of Markdown text (`.mdx` outside expressions and tags, `.md`). */
function scanText(s: Scan, c: string): void {
  if (c === '\\') s.i++;
  else if (c === '`') {
    let end = s.i;
    while (s.text[end + 1] === '`') end++;
    const fence = s.text.slice(s.i, end + 1);
    const close = s.text.indexOf(fence, end + 1);
    const lineEnd = s.text.indexOf('\n', end + 1);
    s.i = close >= 0 && (lineEnd < 0 || close < lineEnd) ? close + fence.length - 1 : end;
  } else if (c === '[' || c === '(') {
    if (++s.inline > MAX_NESTING_DEPTH) report(s, 'brackets and braces', s.i);
  } else if (c === ']' || c === ')') s.inline = Math.max(0, s.inline - 1);
  else if (c === '*' || c === '_') scanEmphasis(s, c);
  else if (s.kind === 'mdx' && c === '{') scanExpression(s);
  else if (s.kind === 'mdx' && c === '<' && startsTag(s, false)) scanTag(s);
}

const CONTAINERS = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t]))[ \t]?)*[ \t]*/;
const MARKER = />|[-*+](?=[ \t])|\d{1,9}[.)]/g;

/** Fenced code from a line that opens it: moves `s.i` to the end of its closing line (or of the text). */
function skipFence(s: Scan, fence: string): void {
  const closing = new RegExp(`\\n[ \\t>]*${fence[0]}{${fence.length},}[ \\t]*(?=\\r?\\n|$)`, 'g');
  closing.lastIndex = s.i;
  const match = closing.exec(s.text);
  const end = match ? match.index + match[0].length : s.text.length;
  for (; s.i < end; s.i++) if (s.text[s.i] === '\n') newline(s);
}

/**
 * At the start of a line of Markdown: fenced code is skipped, block quotes and lists counted (with
 * the list items of the lines above, by indentation), and a blank line ends the paragraph. Leaves
 * `s.i` where the line's text begins.
 */
function scanLineStart(s: Scan): void {
  const eol = s.text.indexOf('\n', s.i);
  const rest = s.text.slice(s.i, eol < 0 ? undefined : eol).replace(/\r$/, '');
  const prefix = CONTAINERS.exec(rest)![0];
  const fence = /^(`{3,}|~{3,})/.exec(rest.slice(prefix.length))?.[0];
  if (fence && !(fence[0] === '`' && rest.slice(prefix.length + fence.length).includes('`')))
    return skipFence(s, fence);
  if (rest.trim() === '') {
    [s.inline, s.opens, s.deepOpener] = [0, 0, undefined];
    return;
  }
  const markers = [...prefix.matchAll(MARKER)];
  const indent = /^[ \t]*/.exec(rest)![0].length;
  const item = markers.some((m) => m[0] !== '>');
  while ((s.lists.at(-1) ?? -1) >= indent + (item ? 0 : 1)) s.lists.pop();
  const past = markers[MAX_NESTING_DEPTH - s.lists.length];
  if (s.lists.length + markers.length > MAX_NESTING_DEPTH)
    return report(s, 'block quotes and lists', s.i + (past?.index ?? indent));
  if (item) s.lists.push(indent);
  s.i += prefix.length;
}

/**
 * The first place where a page or snippet nests past `MAX_NESTING_DEPTH` levels of one kind: JSX
 * elements, block quotes and lists, brackets and braces (of expressions or of Markdown links), or
 * emphasis. One pass over the text, without recursion, before any parser sees it: the MDX parser
 * and the JavaScript parser recurse once per level (a page of 20,000 nested elements took half a
 * minute and 3 GB before overflowing the stack), and nested lists and emphasis parse in more than
 * linear time. The counts are estimates made to err upwards on pathological input only.
 */
export function findDeepNesting(text: string, kind: ModuleKind): DeepNesting | undefined {
  const s: Scan = {
    text,
    kind,
    i: 0,
    line: 1,
    lineStart: 0,
    tags: 0,
    code: 0,
    inline: 0,
    opens: 0,
    deepOpener: undefined,
    lists: [],
    found: undefined,
  };
  const front =
    kind === 'jsx' ? undefined : /^---\r?\n[\s\S]*?\n(?:---|\.\.\.)[ \t]*(?=\r?\n|$)/.exec(text);
  s.line = front ? front[0].split('\n').length : 1;
  s.i = front?.[0].length ?? 0;
  s.lineStart = text.lastIndexOf('\n', s.i - 1) + 1;
  let started = -1;
  while (s.i < text.length && !s.found) {
    if (kind !== 'jsx' && s.i === s.lineStart && started !== s.line) {
      started = s.line;
      scanLineStart(s);
      continue;
    }
    const c = text[s.i]!;
    if (c === '\n') newline(s);
    else if (kind === 'jsx') scanCode(s, c);
    else scanText(s, c);
    s.i++;
  }
  return s.found;
}
