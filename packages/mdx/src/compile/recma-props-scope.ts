import type { FunctionDeclaration, Program, Statement } from 'estree';
import type { VFile } from 'vfile';
import { collectDeclared } from './rewrite-imports.js';
import { contextOf } from './file-context.js';

const RESERVED = new Set(['props', 'arguments', 'undefined', 'this']);

/**
 * Binds the identifiers that the page's expressions read but nothing declares to the props of the content,
 * so that a snippet used as `<Snippet word="x" />` can write `{word}` (as on the reference platform). A name the
 * caller does not pass is `undefined` instead of a `ReferenceError` at render time; this includes browser globals
 * (`window`, `location`), which do not exist when pages are rendered on the server.
 */
export function recmaPropsScope() {
  return (tree: Program, file: VFile): void => {
    const ctx = contextOf(file);
    if (ctx.freeNames.size === 0) return;
    const content = tree.body.find(
      (s): s is FunctionDeclaration =>
        s.type === 'FunctionDeclaration' && s.id?.name === '_createMdxContent',
    );
    if (!content) return;
    const moduleNames = new Set(ctx.declared);
    for (const stmt of tree.body) collectDeclared(stmt, moduleNames);
    const local = new Set<string>();
    for (const stmt of content.body.body) collectDeclared(stmt, local);
    const names = [...ctx.freeNames].filter(
      (name) =>
        !moduleNames.has(name) &&
        !local.has(name) &&
        !RESERVED.has(name) &&
        !name.startsWith('_') &&
        !(name in globalThis),
    );
    if (names.length === 0) return;
    const binding: Statement = {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: {
            type: 'ObjectPattern',
            properties: names.sort().map((name) => ({
              type: 'Property',
              key: { type: 'Identifier', name },
              value: { type: 'Identifier', name },
              kind: 'init',
              method: false,
              shorthand: true,
              computed: false,
            })),
          },
          init: { type: 'Identifier', name: 'props' },
        },
      ],
    };
    content.body.body.unshift(binding);
  };
}
