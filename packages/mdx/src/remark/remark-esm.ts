import type { Program } from 'estree';
import type { Parent, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { contextOf } from '../compile/file-context.js';
import { exportedNames } from '../compile/exported-names.js';
import { rewriteImports, runtimeBinding } from '../compile/rewrite-imports.js';
import { GLOBALS_KEY, usedRuntimeGlobals } from '../runtime/runtime-globals.js';

/**
 * Rewrites the page's `import` statements into bindings the build provides (see `rewriteImports`), records
 * them and the names the page declares, and gives the page's JavaScript the React-style hooks it uses
 * without importing them.
 */
export function remarkEsm() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    hoistNestedEsm(tree);
    const esm = tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm');
    for (const node of esm) {
      const program = node.data?.estree;
      if (!program) continue;
      for (const name of exportedNames(program, false)) ctx.exports.add(name[1]);
      for (const found of rewriteImports(program, ctx.declared)) {
        if (found.defaultName) ctx.defaultImports.set(found.defaultName, found.specifier);
        const start = node.position?.start;
        ctx.imports.push({
          specifier: found.specifier,
          names: found.names,
          ...(found.defaultName ? { defaultName: found.defaultName } : {}),
          line: found.line ?? start?.line ?? 1,
          column: found.column !== undefined ? found.column + 1 : (start?.column ?? 1),
        });
      }
    }
    const globals = usedRuntimeGlobals(esm.map((n) => n.value).join('\n'), ctx.declared);
    if (globals.length === 0) return;
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [runtimeBinding(GLOBALS_KEY, globals)],
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } });
    for (const name of globals) ctx.declared.add(name);
  };
}

/**
 * Moves `import`/`export` statements written inside a component's children (`<Step>` … `import X from "…"`) to the
 * top of the file, where JavaScript allows them (they apply to the whole file, as on the reference platform).
 */
function hoistNestedEsm(tree: Root): void {
  const nested: MdxjsEsm[] = [];
  const walk = (parent: Parent): void => {
    parent.children = parent.children.filter((child) => {
      if (child.type === 'mdxjsEsm' && parent !== tree) {
        nested.push(child);
        return false;
      }
      if ('children' in child) walk(child);
      return true;
    }) as Parent['children'];
  };
  walk(tree);
  if (nested.length > 0) tree.children.unshift(...nested);
}
