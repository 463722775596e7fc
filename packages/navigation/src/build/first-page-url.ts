import { isPageNode } from '../is-page-node.js';
import type { NavNode } from '../model.js';

/** The URL of the first visible page among `nodes` (a group's root comes before its children); links out are skipped. */
export function firstPageUrl(nodes: readonly NavNode[]): string | undefined {
  for (const node of nodes) {
    if (node.hidden) continue;
    if (isPageNode(node)) {
      if (node.kind !== 'link') return node.url;
      continue;
    }
    if (node.kind === 'group' && node.root) return node.root;
    if (node.kind !== 'group' && node.href) continue;
    const inner = node.kind === 'group' || !node.url ? firstPageUrl(node.children) : node.url;
    if (inner) return inner;
  }
  return undefined;
}
