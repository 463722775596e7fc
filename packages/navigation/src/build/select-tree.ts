import { isPageNode } from '../is-page-node.js';
import type { NavDivisionNode, NavNode } from '../model.js';
import { firstPageUrl } from './first-page-url.js';
import type { SwitcherDivision } from './switcher-division.js';

export interface TreeChoice {
  readonly language?: string;
  readonly version?: string;
}

export interface SelectOptions {
  readonly switchers: ReadonlyMap<NavDivisionNode, SwitcherDivision>;
  /** Receives the labels of every `versions` array met on the way (to list the versions of a language). */
  readonly onVersions?: (labels: readonly SwitcherDivision[]) => void;
}

function isSwitcher(node: NavNode | undefined): node is NavDivisionNode {
  return node !== undefined && (node.kind === 'language' || node.kind === 'version');
}

/**
 * The navigation as shown for one language and version: each `languages` or `versions` array is
 * replaced by the children of the chosen entry (by label, else the array's default), and every
 * division gets the URL of its first visible page. Page nodes are shared, not copied.
 */
export function selectTree(
  nodes: readonly NavNode[],
  choice: TreeChoice,
  options: SelectOptions,
): NavNode[] {
  const first = nodes[0];
  if (isSwitcher(first)) {
    const entries = nodes.filter(isSwitcher);
    const wanted = first.kind === 'language' ? choice.language : choice.version;
    if (first.kind === 'version')
      options.onVersions?.(entries.flatMap((n) => options.switchers.get(n) ?? []));
    const chosen =
      entries.find((n) => n.label === wanted) ??
      entries.find((n) => options.switchers.get(n)?.isDefault) ??
      first;
    return selectTree(chosen.children, choice, options);
  }
  return nodes.map((node): NavNode => {
    if (node.kind === 'group')
      return { ...node, children: selectTree(node.children, choice, options) };
    if (isPageNode(node)) return node;
    const children = selectTree(node.children, choice, options);
    return { ...node, url: node.href ? undefined : firstPageUrl(children), children };
  });
}
