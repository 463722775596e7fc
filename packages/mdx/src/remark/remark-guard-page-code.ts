import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { walkTree } from './walk-tree.js';
import { dataLiteral } from '../compile/data-literal.js';
import { contextOf, type FileContext } from '../compile/file-context.js';
import { runtimeBinding } from '../compile/rewrite-imports.js';
import { GUARD_KEY, GUARD_LOCAL, PLACE_PROP } from '../runtime/runtime-keys.js';

type MdxNode = Node & {
  name?: string | null;
  attributes?: Record<string, unknown>[];
  data?: { estree?: Program | null };
};
const TEXT_LIMIT = 80;

/**
 * Makes what page code throws at render a positioned problem instead of a crashed page: each `{expression}`
 * (in text and in attribute values) is evaluated by the runtime's guard with its line, column and text, and
 * each element of a component the page imports or defines carries its place (`__quirePlace`), which the
 * runtime takes off again.
 */
export function remarkGuardPageCode() {
  return (tree: Root, file: VFile): void => {
    const ctx = contextOf(file);
    let guarded = false;
    walkTree(tree, (node) => {
      const n = node as MdxNode;
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
        guarded = guard(ctx, n.data?.estree) || guarded;
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !n.attributes)
        return;
      for (const attr of n.attributes) {
        const value = attr.value as MdxNode | null | undefined;
        if (attr.type === 'mdxJsxAttribute' && value?.type === 'mdxJsxAttributeValueExpression')
          guarded = guard(ctx, value.data?.estree) || guarded;
      }
      const root = (n.name ?? '').split('.')[0] ?? '';
      const start = node.position?.start;
      if (/^[A-Z]/.test(root) && ctx.declared.has(root) && start)
        n.attributes.push({
          type: 'mdxJsxAttribute',
          name: PLACE_PROP,
          value: `${start.line}:${start.column}`,
        });
    });
    if (!guarded) return;
    const estree: Program = {
      type: 'Program',
      sourceType: 'module',
      body: [runtimeBinding(undefined, [[GUARD_KEY, GUARD_LOCAL]])],
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } });
  };
}

/**
 * `expr` → `_quireGuard(() => (expr), line, column, "expr")`; false when there is no expression (a comment) or
 * it is data (`cols={2}`), which cannot throw.
 */
function guard(ctx: FileContext, program: Program | null | undefined): boolean {
  const statement = program?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return false;
  const expression = statement.expression;
  if (dataLiteral(expression)) return false;
  const loc = expression.loc?.start;
  const range = expression.range ?? [
    (expression as { start?: number }).start,
    (expression as { end?: number }).end,
  ];
  const text =
    typeof range[0] === 'number' && typeof range[1] === 'number'
      ? ctx.source.slice(range[0], range[1])
      : '';
  const short = text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT - 1)}…` : text;
  const call: Expression = {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: GUARD_LOCAL },
    arguments: [
      {
        type: 'ArrowFunctionExpression',
        params: [],
        body: expression,
        expression: true,
        async: false,
        generator: false,
      },
      { type: 'Literal', value: loc?.line ?? 0 },
      { type: 'Literal', value: loc ? loc.column + 1 : 0 },
      { type: 'Literal', value: short },
    ],
  };
  statement.expression = call;
  return true;
}
