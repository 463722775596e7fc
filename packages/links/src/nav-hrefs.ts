import type { GlobalLinks, NavNode, SiteModel } from '@quire/navigation';

function globalHrefs(global: GlobalLinks | undefined, out: string[]): void {
  if (!global) return;
  for (const list of Object.values(global) as GlobalLinks[keyof GlobalLinks][])
    for (const link of list) out.push(link.href);
}

function nodeHrefs(nodes: readonly NavNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.kind === 'group') nodeHrefs(node.children, out);
    else if ('children' in node) {
      if (node.href) out.push(node.href);
      globalHrefs(node.global, out);
      nodeHrefs(node.children, out);
    } else if (node.href) out.push(node.href);
  }
}

/** The `href`s of the navigation that are paths of this site (`/changelog`), not external URLs. */
export function navHrefs(model: SiteModel): string[] {
  const out: string[] = [];
  globalHrefs(model.global, out);
  for (const tree of model.trees) nodeHrefs(tree.children, out);
  return [...new Set(out.filter((h) => h.startsWith('/') && !h.startsWith('//')))];
}
