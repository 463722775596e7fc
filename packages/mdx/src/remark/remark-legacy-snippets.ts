import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import type { VFile } from 'vfile';
import { walkTree } from './walk-tree.js';
import { contextOf } from '../compile/file-context.js';
import { bindImport } from '../compile/rewrite-imports.js';

/** Where `<Snippet file="x.mdx" />` looks first; `snippets/` is tried after it. */
export const LEGACY_SNIPPETS_FOLDER = '_snippets';

/**
 * The older snippet syntax, `<Snippet file="name.mdx" word="x" />`, includes `_snippets/name.mdx` (or
 * `snippets/name.mdx`) with the other attributes as props. Each such element becomes an import of that file,
 * unless the page defines or imports a `Snippet` of its own.
 */
export function remarkLegacySnippets() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    if (ctx.declared.has('Snippet')) return;
    const locals = new Map<string, string>();
    walkTree(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as MdxJsxFlowElement | MdxJsxTextElement;
      if (element.name !== 'Snippet') return;
      const attr = element.attributes.find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === 'file',
      );
      if (!attr || typeof attr.value !== 'string' || !attr.value) return;
      const specifier = `/${LEGACY_SNIPPETS_FOLDER}/${attr.value.replace(/^\/+/, '')}`;
      let local = locals.get(specifier);
      if (!local) {
        local = `QuireSnippet${locals.size}`;
        locals.set(specifier, local);
        const at = element.position?.start;
        ctx.imports.push({
          specifier,
          names: ['default'],
          line: at?.line ?? 1,
          column: at?.column ?? 1,
        });
        ctx.declared.add(local);
        ctx.defaultImports.set(local, specifier);
      }
      element.name = local;
    });
    if (locals.size === 0) return;
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [...locals].map(([specifier, local]) => bindImport(specifier, [['default', local]])),
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } });
  };
}
