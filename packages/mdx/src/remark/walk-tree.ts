import type { Node, Parent } from 'unist';
import type { BuildVisitor } from 'unist-util-visit';

/** A visitor of `walkTree`: what `unist-util-visit` passes (the node, its index and parent); its result is not read. */
export type WalkVisitor<Tree extends Node, Check extends string | undefined = undefined> = (
  ...args: Parameters<BuildVisitor<Tree, Check>>
) => void;

/**
 * Every node of `tree` (of type `type` when given), in document order, with its index and parent: the walk of
 * `unist-util-visit`'s `visit` without its actions (skip, exit, continue at an index), which no transform here
 * uses. `visit` renames a function for every node it visits (a name for debuggers); on a cold build that was
 * about a tenth of the MDX compile. As with `visit`, a node's children are read after the visitor has seen it,
 * so that the children it sets are walked.
 */
export function walkTree<Tree extends Node>(tree: Tree, visitor: WalkVisitor<Tree>): void;
export function walkTree<Tree extends Node, Check extends string>(
  tree: Tree,
  type: Check,
  visitor: WalkVisitor<Tree, Check>,
): void;
export function walkTree(
  tree: Node,
  typeOrVisitor: string | WalkVisitor<Node>,
  maybeVisitor?: WalkVisitor<Node>,
): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor) as (
    node: Node,
    index: number | undefined,
    parent: Parent | undefined,
  ) => void;
  const step = (node: Node, index: number | undefined, parent: Parent | undefined): void => {
    if (type === undefined || node.type === type) visitor(node, index, parent);
    const children = (node as Partial<Parent>).children;
    if (!Array.isArray(children)) return;
    for (let i = 0; i < (node as Parent).children.length; i++)
      step((node as Parent).children[i]!, i, node as Parent);
  };
  step(tree, undefined, undefined);
}
