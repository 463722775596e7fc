import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createLineIndex, type Location } from '@quire/diagnostics';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import type { LocatePointer } from '@quire/config';

/** The segments of a JSON Pointer, array indexes as numbers when the parent is an array. */
function pathOf(pointer: string, root: Node): (string | number)[] {
  if (pointer === '') return [];
  const segments = pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  const out: (string | number)[] = [];
  let node: Node | undefined = root;
  for (const s of segments) {
    const step: string | number = node?.type === 'array' ? Number(s) : s;
    out.push(step);
    node = node ? findNodeAtLocation(node, [step]) : undefined;
  }
  return out;
}

/** A `locate` over one JSON text (no `$ref`), built with jsonc-parser: the closest existing node of a pointer. */
export function locatorFor(text: string, file = 'docs.json'): LocatePointer {
  const root = parseTree(text);
  const index = createLineIndex(text);
  const at = (offset: number, length: number): Location => {
    const start = index.position(offset);
    const end = index.position(offset + length);
    return {
      file,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
    };
  };
  return (pointer, part) => {
    if (!root) return undefined;
    let path = pathOf(pointer, root);
    let node = findNodeAtLocation(root, path);
    while (!node && path.length > 0) {
      path = path.slice(0, -1);
      node = findNodeAtLocation(root, path);
    }
    if (!node) return undefined;
    const key = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    const target = part === 'key' && key ? key : node;
    return at(target.offset, target.length);
  };
}

/** A docs.json value with every `{ "$ref": file }` replaced by the file's content (siblings merged over objects). */
export function inlineRefs(value: unknown, dir: string): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, dir));
  if (typeof value !== 'object' || value === null) return value;
  const { $ref, ...rest } = value as Record<string, unknown>;
  const siblings = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, inlineRefs(v, dir)]),
  );
  if (typeof $ref !== 'string') return siblings;
  const file = join(dir, $ref);
  const included = inlineRefs(JSON.parse(readFileSync(file, 'utf8')), dirname(file));
  return typeof included === 'object' && included !== null && !Array.isArray(included)
    ? { ...included, ...siblings }
    : included;
}

/** The 1-based line and column of the `nth` (0-based) occurrence of `needle` in `text`. */
export function positionOf(
  text: string,
  needle: string,
  nth = 0,
): { line: number; column: number } {
  let offset = -1;
  for (let i = 0; i <= nth; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`"${needle}" occurs fewer than ${nth + 1} times`);
  }
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before[before.length - 1] ?? '').length + 1 };
}
