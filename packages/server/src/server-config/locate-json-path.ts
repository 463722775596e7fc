import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { createLineIndex, type Location } from '@quire/diagnostics';

/** `/projects/docs/forge` as path segments. */
const segments = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The place of a JSON pointer's value in a file (the nearest existing parent when it is missing), or of the file's start. */
export function locateJsonPath(text: string, file: string, pointer: string, key = false): Location {
  const lines = createLineIndex(text);
  const root = parseTree(text);
  let path = segments(pointer);
  let node: Node | undefined;
  while (root && !(node = findNodeAtLocation(root, path)) && path.length > 0)
    path = path.slice(0, -1);
  const target = key && node?.parent?.type === 'property' ? node.parent.children?.[0] : node;
  const start = lines.position(target?.offset ?? 0);
  const end = lines.position((target?.offset ?? 0) + (target?.length ?? 0));
  return { file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}
