import { createLineIndex, type LineIndex } from '@quire/diagnostics';
import { findNodeAtLocation, parseTree, visit, type Node as JsonNode } from 'jsonc-parser';
import { findDeepFlowNesting, MAX_YAML_FLOW_DEPTH } from './find-deep-flow-nesting.js';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node as YamlNode } from 'yaml';

/** A span in a text file, 1-based. */
export interface TextSpan {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** A JSON or YAML document parsed to plain values, with a way back to source positions. */
export interface ParsedSpecText {
  readonly format: 'json' | 'yaml';
  /** The plain value; undefined when the text does not parse. */
  readonly value: unknown;
  /** Syntax errors, positioned. */
  readonly errors: readonly { readonly message: string; readonly span: TextSpan }[];
  /** Where the value (or, with `part: 'key'`, the property name) at `pointer` is written. */
  locate(pointer: readonly string[], part?: 'key' | 'value'): TextSpan | undefined;
}

/** The format to parse a file with: `.json` is JSON, anything else is YAML (which also reads JSON). */
export function specFormatOf(name: string, text: string): 'json' | 'yaml' {
  if (/\.json$/i.test(name)) return 'json';
  if (/\.ya?ml$/i.test(name)) return 'yaml';
  return text.trimStart().startsWith('{') ? 'json' : 'yaml';
}

/** Parses a spec file. Positions are computed lazily, on the first `locate`. */
export function parseSpecText(rawText: string, format: 'json' | 'yaml'): ParsedSpecText {
  const text = rawText.startsWith('\uFEFF') ? rawText.slice(1) : rawText;
  let lines: LineIndex | undefined;
  const span = (offset: number, length: number): TextSpan => {
    lines ??= createLineIndex(text);
    const start = lines.position(offset);
    const end = lines.position(offset + length);
    return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
  };
  return format === 'json' ? parseJson(text, span) : parseYaml(text, span);
}

type SpanOf = (offset: number, length: number) => TextSpan;

function parseJson(text: string, span: SpanOf): ParsedSpecText {
  let value: unknown;
  const errors: { message: string; span: TextSpan }[] = [];
  try {
    value = JSON.parse(text);
  } catch (error) {
    value = undefined;
    errors.push(jsonSyntaxError(text, error, span));
  }
  let tree: JsonNode | undefined;
  return {
    format: 'json',
    value,
    errors,
    locate(pointer, part = 'value') {
      tree ??= parseTree(text);
      if (!tree) return undefined;
      const node = findNodeAtLocation(tree, [...pointer]);
      if (!node) return undefined;
      const target =
        part === 'key' && node.parent?.type === 'property' ? node.parent.children?.[0] : node;
      return target ? span(target.offset, target.length) : undefined;
    },
  };
}

function jsonSyntaxError(
  text: string,
  error: unknown,
  span: SpanOf,
): { message: string; span: TextSpan } {
  let found: { message: string; span: TextSpan } | undefined;
  visit(
    text,
    {
      onError(code, offset, length) {
        found ??= {
          message: `JSON syntax error (${jsonErrorName(code)})`,
          span: span(offset, Math.max(1, length)),
        };
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  if (found) return found;
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  return { message: `JSON syntax error: ${message}`, span: span(at ? Number(at[1]) : 0, 1) };
}

const JSON_ERRORS: Record<number, string> = {
  1: 'invalid symbol',
  2: 'invalid number',
  3: 'expected a property name',
  4: 'expected a value',
  5: 'expected ":"',
  6: 'expected ","',
  7: 'expected "}"',
  8: 'expected "]"',
  9: 'unexpected end of file',
  10: 'comments are not allowed',
  11: 'unexpected end of comment',
  12: 'unexpected end of string',
  13: 'unexpected end of number',
  14: 'invalid unicode escape',
  15: 'invalid escape character',
  16: 'invalid character',
};

function jsonErrorName(code: number): string {
  return JSON_ERRORS[code] ?? `error ${code}`;
}

function parseYaml(text: string, span: SpanOf): ParsedSpecText {
  const deep = findDeepFlowNesting(text);
  if (deep !== -1) {
    const message = `Objects and arrays are nested more than ${MAX_YAML_FLOW_DEPTH} levels deep here; no real spec needs this: flatten it`;
    return {
      format: 'yaml',
      value: undefined,
      errors: [{ message, span: span(deep, 1) }],
      locate: () => undefined,
    };
  }
  const doc = parseDocument(text, { merge: true, uniqueKeys: false, prettyErrors: false });
  const errors = doc.errors.map((e) => ({
    // The YAML reader recurses: nesting thousands of levels deep exhausts its stack, which it reports as an error at the place.
    message: /call stack/i.test(e.message)
      ? 'The document is nested too deeply to read here (thousands of levels of objects or arrays); no real spec needs this: flatten it'
      : `YAML syntax error: ${e.message.split('\n')[0] ?? e.message}`,
    span: span(e.pos[0], Math.max(1, e.pos[1] - e.pos[0])),
  }));
  const value = errors.length > 0 ? undefined : doc.toJS({ maxAliasCount: -1 });
  return {
    format: 'yaml',
    value,
    errors,
    locate(pointer, part = 'value') {
      const found = findYamlNode(doc, pointer);
      const target = part === 'key' ? (found?.key ?? found?.node) : found?.node;
      const range = target?.range;
      return range ? span(range[0], range[1] - range[0]) : undefined;
    },
  };
}

function findYamlNode(
  doc: Document,
  pointer: readonly string[],
): { node: YamlNode; key?: YamlNode } | undefined {
  let node: unknown = doc.contents;
  let key: YamlNode | undefined;
  for (const segment of pointer) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === segment);
      if (!pair) return undefined;
      key = pair.key as YamlNode;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(segment)];
      key = undefined;
    } else {
      return undefined;
    }
  }
  return node && typeof node === 'object' && 'range' in node
    ? { node: node as YamlNode, ...(key ? { key } : {}) }
    : undefined;
}
