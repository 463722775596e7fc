import type { NavDivisionNode, NavNode, NavPageNode } from './model.js';

/** True for page, endpoint, webhook and link nodes (the leaves of a tree). */
export function isPageNode(node: NavNode): node is NavPageNode {
  return (
    node.kind === 'page' ||
    node.kind === 'endpoint' ||
    node.kind === 'webhook' ||
    node.kind === 'link'
  );
}

/** True for tabs, anchors, dropdowns, products, menu items, languages and versions. */
export function isDivisionNode(node: NavNode): node is NavDivisionNode {
  return node.kind !== 'group' && !isPageNode(node);
}
