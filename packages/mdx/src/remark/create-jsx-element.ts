import type { Expression, Program } from 'estree';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx';

/** A JavaScript literal written as an expression attribute (`actions={false}`). */
export interface JsxLiteral {
  readonly literal: boolean | number;
}

/**
 * Attribute values: a string, `true` (a bare attribute), numbers (an array expression) or a literal.
 * `undefined`, `false` and empty arrays are left out.
 */
export type JsxAttributeValue = string | boolean | readonly number[] | JsxLiteral | undefined;

/** An MDX JSX element node (`<Name a="x" b {...[1, 2]} />`) to put in the Markdown tree in place of another node. */
export function createJsxElement(
  name: string,
  attributes: Readonly<Record<string, JsxAttributeValue>>,
): MdxJsxFlowElement {
  const list: MdxJsxAttribute[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === false || (Array.isArray(value) && value.length === 0))
      continue;
    if (value === true) list.push({ type: 'mdxJsxAttribute', name: key, value: null });
    else if (typeof value === 'string') list.push({ type: 'mdxJsxAttribute', name: key, value });
    else if ('literal' in value)
      list.push({
        type: 'mdxJsxAttribute',
        name: key,
        value: expression(
          { type: 'Literal', value: value.literal, raw: String(value.literal) },
          String(value.literal),
        ),
      });
    else list.push({ type: 'mdxJsxAttribute', name: key, value: arrayExpression(value) });
  }
  return { type: 'mdxJsxFlowElement', name, attributes: list, children: [] };
}

function arrayExpression(values: readonly number[]) {
  return expression(
    {
      type: 'ArrayExpression',
      elements: values.map((v) => ({ type: 'Literal', value: v, raw: String(v) })),
    },
    `[${values.join(', ')}]`,
  );
}

function expression(
  node: Expression,
  text: string,
): NonNullable<MdxJsxAttribute['value']> & object {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: node }],
  };
  return { type: 'mdxJsxAttributeValueExpression', value: text, data: { estree } };
}
