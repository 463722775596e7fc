import type { Node as EstreeNode } from 'estree';

export interface ExpressionNames {
  /** Identifiers read by the expression (an over-approximation: parameters and locals are included). */
  readonly identifiers: Set<string>;
  /** Capitalised JSX element names used inside the expression, with their place. */
  readonly jsx: { name: string; line: number | undefined; column: number | undefined }[];
}

type AnyNode = EstreeNode & Record<string, unknown>;

/** Walks the estree of an MDX expression or attribute value and collects the names it uses. */
export function collectExpressionNames(tree: unknown, into: ExpressionNames): void {
  walk(tree as AnyNode, into);
}

function walk(node: AnyNode, into: ExpressionNames): void {
  if (!node || typeof node !== 'object' || typeof node.type !== 'string') return;
  const type = node.type as string;
  if (type === 'Identifier') {
    into.identifiers.add(String(node.name));
    return;
  }
  if (type === 'JSXOpeningElement') {
    const name = jsxName(node.name as AnyNode);
    const loc = node.loc as { start: { line: number; column: number } } | undefined;
    if (name)
      into.jsx.push({
        name,
        line: loc?.start.line,
        column: loc ? loc.start.column + 1 : undefined,
      });
  }
  for (const key of Object.keys(node)) {
    if (key === 'loc' || key === 'range' || key === 'position') continue;
    if (
      key === 'property' &&
      (type === 'MemberExpression' || type === 'JSXMemberExpression') &&
      !node.computed
    )
      continue;
    if (
      key === 'key' &&
      (type === 'Property' || type === 'MethodDefinition' || type === 'PropertyDefinition') &&
      !node.computed
    )
      continue;
    if (key === 'label') continue;
    const child = node[key];
    if (Array.isArray(child)) for (const c of child) walk(c as AnyNode, into);
    else if (child && typeof child === 'object') walk(child as AnyNode, into);
  }
}

function jsxName(node: AnyNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'JSXIdentifier') return String(node.name);
  if (node.type === 'JSXMemberExpression') {
    const object = jsxName(node.object as AnyNode);
    const property = (node.property as { name?: string } | undefined)?.name;
    return object && property ? `${object}.${property}` : undefined;
  }
  return undefined;
}
