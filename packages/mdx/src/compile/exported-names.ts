import type { Program } from 'estree';
import { collectDeclared } from './rewrite-imports.js';

/**
 * The module's exports as `[local name, exported name]` pairs (`export default` is exported as `default`).
 * With `strip` (the default), also replaces the `export` statements by the plain declarations.
 */
export function exportedNames(program: Program, strip = true): [string, string][] {
  const pairs: [string, string][] = [];
  const body: Program['body'] = [];
  for (const stmt of program.body) {
    if (stmt.type === 'ExportNamedDeclaration') {
      if (stmt.declaration) {
        const names = new Set<string>();
        collectDeclared(stmt, names);
        for (const n of names) pairs.push([n, n]);
        body.push(stmt.declaration);
      } else {
        for (const s of stmt.specifiers) {
          const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
          const exported =
            s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value);
          pairs.push([local, exported]);
        }
      }
    } else if (stmt.type === 'ExportDefaultDeclaration') {
      const decl = stmt.declaration;
      if (decl.type === 'FunctionDeclaration' && decl.id) {
        body.push({ ...decl, id: decl.id });
        pairs.push([decl.id.name, 'default']);
      } else if (decl.type === 'ClassDeclaration' && decl.id) {
        body.push({ ...decl, id: decl.id });
        pairs.push([decl.id.name, 'default']);
      } else if (decl.type !== 'FunctionDeclaration' && decl.type !== 'ClassDeclaration') {
        body.push({
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [
            {
              type: 'VariableDeclarator',
              id: { type: 'Identifier', name: '_default' },
              init: decl,
            },
          ],
        });
        pairs.push(['_default', 'default']);
      }
    } else body.push(stmt);
  }
  if (strip) program.body = body;
  return pairs;
}
