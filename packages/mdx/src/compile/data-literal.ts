import type { Expression, Program } from 'estree';

/** Keys a JSON object would reorder, and the prototype: such objects are not taken as data. */
const UNSAFE_KEY = /^(?:\d+|__proto__)$/;

class NotData extends Error {}

/**
 * The value of an expression that is data: a string, number, boolean or `null` literal (a negative number too),
 * or arrays and plain objects of them (`cols={2}`, `data={{ a: [1, "x"] }}`). Undefined for anything else
 * (identifiers, calls, templates, functions…), which only running the page's code can evaluate.
 */
export function dataLiteral(expression: Expression): { readonly value: unknown } | undefined {
  try {
    return { value: valueOf(expression) };
  } catch (error) {
    if (error instanceof NotData) return undefined;
    throw error;
  }
}

/** The expression of a program that is one expression statement (an attribute value or `{…}` in text). */
export function onlyExpression(program: Program | null | undefined): Expression | undefined {
  const statement = program?.body.length === 1 ? program.body[0] : undefined;
  return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
}

function valueOf(node: Expression | null | undefined): unknown {
  if (!node) throw new NotData();
  switch (node.type) {
    case 'Literal':
      if (
        'regex' in node ||
        'bigint' in node ||
        (typeof node.value === 'number' && !Number.isFinite(node.value))
      )
        throw new NotData();
      return node.value;
    case 'UnaryExpression':
      if (
        node.operator === '-' &&
        node.argument.type === 'Literal' &&
        typeof node.argument.value === 'number'
      )
        return -node.argument.value;
      throw new NotData();
    case 'ArrayExpression':
      return node.elements.map((el) => {
        if (el === null || el.type === 'SpreadElement') throw new NotData();
        return valueOf(el);
      });
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init' || p.method)
          throw new NotData();
        const key =
          p.key.type === 'Identifier'
            ? p.key.name
            : p.key.type === 'Literal' && typeof p.key.value === 'string'
              ? p.key.value
              : undefined;
        if (key === undefined || UNSAFE_KEY.test(key) || Object.hasOwn(out, key))
          throw new NotData();
        out[key] = valueOf(p.value as Expression);
      }
      return out;
    }
    default:
      throw new NotData();
  }
}
