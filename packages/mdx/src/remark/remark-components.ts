import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { didYouMean } from '@quire/diagnostics';
import { walkTree } from './walk-tree.js';
import { contextOf, report, type FileContext, type PointLike } from '../compile/file-context.js';
import { collectExpressionNames, type ExpressionNames } from './collect-expression-names.js';
import { reportHostAccess } from './find-host-access.js';

/**
 * Records the components a page uses and warns (`mdx/unknown-component`) about a capitalised JSX element that is
 * neither known, imported nor defined by the page; collects the identifiers its expressions read, so that
 * `{word}` in a snippet can be bound to the `word` prop at render time.
 */
export function remarkComponents() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    const names: ExpressionNames = { identifiers: new Set(), jsx: [] };
    const esmIdentifiers = new Set<string>();
    walkTree(tree, (node) => {
      const n = node as Node & Record<string, unknown>;
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        if (typeof n.name === 'string') checkComponent(ctx, n.name, node.position?.start);
        for (const attr of n.attributes as Record<string, unknown>[]) {
          const value = attr.value as { data?: { estree?: unknown } } | null | undefined;
          const estree =
            attr.type === 'mdxJsxExpressionAttribute'
              ? (attr.data as { estree?: unknown } | undefined)?.estree
              : value?.data?.estree;
          if (estree) collectNames(ctx, estree, names);
        }
      } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const estree = (n.data as { estree?: unknown } | undefined)?.estree;
        if (estree) collectNames(ctx, estree, names);
      } else if (node.type === 'mdxjsEsm') {
        // Components used by the page's own exports (`export const X = () => <Icon />`) come from the map too.
        const estree = (n.data as { estree?: unknown } | undefined)?.estree;
        if (estree) collectNames(ctx, estree, { identifiers: esmIdentifiers, jsx: names.jsx });
      }
    });
    for (const { name, line, column } of names.jsx) {
      // A name the page's JavaScript declares or passes around locally is not a component to look up.
      if (
        esmIdentifiers.has(name.split('.')[0] ?? name) ||
        names.identifiers.has(name.split('.')[0] ?? name)
      )
        continue;
      checkComponent(
        ctx,
        name,
        line !== undefined && column !== undefined ? { line, column } : undefined,
      );
    }
    for (const id of names.identifiers) ctx.freeNames.add(id);
  };
}

/** Collects the names an expression uses, and reports its reaches for Node. */
function collectNames(ctx: FileContext, estree: unknown, into: ExpressionNames): void {
  collectExpressionNames(estree, into);
  reportHostAccess(ctx, estree);
}

function checkComponent(ctx: FileContext, name: string, at: PointLike | undefined): void {
  const root = name.split('.')[0] ?? name;
  if (!/^[A-Z]/.test(root) || ctx.declared.has(root)) return;
  ctx.components.add(name);
  if (ctx.knownComponents.has(root) || ctx.knownComponents.has(name)) return;
  const suggestion = didYouMean(root, [...ctx.knownComponents, ...ctx.declared]);
  report(
    ctx,
    'mdx/unknown-component',
    `<${name}> is not a built-in component, and the page neither imports nor defines it; its children are shown without it.`,
    suggestion ??
      `Check the spelling, or import it from a snippet: import { ${root} } from "/snippets/${root.toLowerCase()}.jsx".`,
    at,
  );
}
