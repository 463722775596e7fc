import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  parseDocument,
  type Document,
  type Node as YamlNode,
  type YAMLError,
} from 'yaml';
import { createLineIndex, type Diagnostic, type Location } from '@quire/diagnostics';
import { configDiagnostic } from '../config-diagnostic.js';
import { readLenientYaml } from './read-lenient-yaml.js';
import { unresolvedAlias, yamlMistake } from './yaml-error-place.js';

/** The frontmatter of a page: its data, where the body starts, and where each key was written. */
export interface Frontmatter {
  /** The YAML mapping as plain values (`{}` without frontmatter or when it is invalid). */
  readonly data: Readonly<Record<string, unknown>>;
  /** True when the page starts with a closed `---` block. */
  readonly present: boolean;
  /** Offset of the first character after the closing `---` line (0 without frontmatter). */
  readonly bodyOffset: number;
  /** 1-based line at which the body starts. */
  readonly bodyLine: number;
  readonly diagnostics: readonly Diagnostic[];
  /**
   * Where a key or its value was written: `locate('openapi')`, or a path for nested values
   * (`locate(['seo', 'title'], 'value')`). Undefined when the key is not there.
   */
  locate(path: string | readonly (string | number)[], part?: 'key' | 'value'): Location | undefined;
}

const OPEN = /^---[ \t]*(\r\n|\n|\r)/;
const CLOSE = /^(---|\.\.\.)[ \t]*$/;

interface Block {
  readonly yamlStart: number;
  readonly yamlEnd: number;
  readonly bodyOffset: number;
}

/** Finds the `---` … `---` block at the very top of `text` (after a byte order mark). */
function findBlock(text: string): Block | 'unclosed' | undefined {
  const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const open = OPEN.exec(text.slice(bom, bom + 8));
  if (!open) return undefined;
  const yamlStart = bom + open[0].length;
  const lineBreak = /\r\n|\n|\r/g;
  lineBreak.lastIndex = yamlStart;
  let lineStart = yamlStart;
  for (;;) {
    const m = lineBreak.exec(text);
    const lineEnd = m ? m.index : text.length;
    if (CLOSE.test(text.slice(lineStart, lineEnd))) {
      return { yamlStart, yamlEnd: lineStart, bodyOffset: m ? m.index + m[0].length : text.length };
    }
    if (!m) return 'unclosed';
    lineStart = m.index + m[0].length;
  }
}

function nodeAt(
  doc: Document,
  path: readonly (string | number)[],
  part: 'key' | 'value',
): YamlNode | undefined {
  let node: unknown = doc.contents;
  let key: unknown;
  for (const segment of path) {
    key = undefined;
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment),
      );
      key = pair?.key;
      node = pair?.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment];
    } else {
      return undefined;
    }
    if (node === undefined && key === undefined) return undefined;
  }
  const found = part === 'key' && key ? key : (node ?? key);
  return (found ?? undefined) as YamlNode | undefined;
}

/**
 * Splits a page into frontmatter and body and parses the frontmatter YAML with positions.
 * A YAML error is a diagnostic at its line and column in `file`; it never throws.
 */
export function parseFrontmatter(text: string, file: string): Frontmatter {
  const index = createLineIndex(text);
  const at = (offset: number, end = offset): Location => {
    const s = index.position(offset);
    const e = index.position(end);
    return { file, line: s.line, column: s.column, endLine: e.line, endColumn: e.column };
  };
  const block = findBlock(text);
  const none = (diagnostics: Diagnostic[] = []): Frontmatter => ({
    data: {},
    present: false,
    bodyOffset: 0,
    bodyLine: 1,
    diagnostics,
    locate: () => undefined,
  });
  if (block === undefined) return none();
  if (block === 'unclosed') {
    return none([
      configDiagnostic({
        code: 'frontmatter/unclosed',
        message:
          'The page starts with `---` but no closing `---` line follows, so it has no frontmatter.',
        hint: 'Add a line with `---` after the frontmatter keys.',
        at: at(0, 3),
      }),
    ]);
  }
  // A copy, not a slice: the parsed document (kept by `locate` as long as the page's frontmatter) holds pieces of
  // it, and a slice of the page would keep the whole page alive with them.
  const yaml = JSON.parse(JSON.stringify(text.slice(block.yamlStart, block.yamlEnd))) as string;
  const doc = parseDocument(yaml, { uniqueKeys: true, prettyErrors: false });
  const diagnostics: Diagnostic[] = [];
  const error = doc.errors[0];
  // What the reference platform's reader accepts although strict YAML does not: read, with a warning.
  const lenient = error ? readLenientYaml(yaml) : undefined;
  let data: Record<string, unknown> = {};
  const place = (start: number, end: number) =>
    at(block.yamlStart + start, block.yamlStart + Math.max(start, end));
  if (error) {
    if (lenient) data = lenient;
    diagnostics.push(
      yamlErrorDiagnostic(doc, error, yaml, lenient !== undefined, place, (o) => place(o, o).line),
    );
  } else if (doc.contents !== null && !isMap(doc.contents)) {
    const range = doc.contents.range ?? [0, 0];
    diagnostics.push(
      configDiagnostic({
        code: 'frontmatter/not-a-map',
        message: 'The frontmatter is not a set of `key: value` lines.',
        hint: 'Write the frontmatter as YAML keys, such as `title: Quickstart`.',
        at: at(block.yamlStart + range[0], block.yamlStart + range[1]),
      }),
    );
  } else {
    data = readData(doc, diagnostics, place);
  }
  return {
    data,
    present: true,
    bodyOffset: block.bodyOffset,
    bodyLine: index.position(block.bodyOffset).line,
    diagnostics,
    locate(path, part = 'key') {
      // After a YAML error the strict tree still places the keys written before it.
      const node =
        error && !lenient ? undefined : nodeAt(doc, typeof path === 'string' ? [path] : path, part);
      const range = node?.range;
      return range ? at(block.yamlStart + range[0], block.yamlStart + range[1]) : undefined;
    },
  };
}

function readData(
  doc: Document,
  diagnostics: Diagnostic[],
  place: (start: number, end: number) => Location,
): Record<string, unknown> {
  try {
    const value: unknown = doc.toJS({ maxAliasCount: 100 });
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const alias = /^Unresolved alias[^:]*: (.+)$/.exec(message)?.[1];
    const found = alias !== undefined ? unresolvedAlias(doc, alias) : undefined;
    diagnostics.push(
      configDiagnostic({
        code: 'frontmatter/yaml-syntax',
        message: `The frontmatter could not be read: ${message}`,
        hint: found
          ? `Define the anchor &${alias} before this alias, or quote the value if the * is text.`
          : 'Simplify the YAML: avoid aliases that expand to large values.',
        at: found ? place(found.start, found.end) : place(0, 0),
      }),
    );
    return {};
  }
}

/** A YAML syntax error at the mistake's place (see `yamlMistake`), or, read leniently, the warning that says so. */
function yamlErrorDiagnostic(
  doc: Document,
  error: YAMLError,
  yaml: string,
  lenient: boolean,
  place: (start: number, end: number) => Location,
  lineOf: (offset: number) => number,
): Diagnostic {
  const cause = error.message.split('\n')[0] ?? error.message;
  if (lenient)
    return configDiagnostic({
      code: 'frontmatter/yaml-lenient',
      message: `The frontmatter is not strictly valid YAML (${cause}); it was read as the reference platform reads it.`,
      hint: 'Indent the continuation lines of a value, or write the value on one line, so that every YAML reader agrees.',
      at: place(error.pos[0], error.pos[1]),
    });
  const mistake = yamlMistake(doc, error, yaml, lineOf);
  return configDiagnostic({
    code: 'frontmatter/yaml-syntax',
    message: `The frontmatter is not valid YAML: ${mistake?.message ?? cause}`,
    hint:
      mistake?.hint ??
      'Quote values that contain `: ` or start with a special character, and indent with spaces.',
    at: mistake ? place(mistake.start, mistake.end) : place(error.pos[0], error.pos[1]),
  });
}
