import type { SidebarNode } from './layout-model.js';

type GroupNode = Extract<SidebarNode, { kind: 'group' }>;

const hasActive = (node: SidebarNode): boolean =>
  node.kind === 'page' ? node.active : !!node.root?.active || node.children.some(hasActive);

function firstPage(node: SidebarNode): SidebarNode | undefined {
  if (node.kind === 'page') return node.external ? undefined : node;
  for (const child of node.children) {
    const page = firstPage(child);
    if (page) return page;
  }
  return undefined;
}

/** A closed group of the current section: its title, with its root or first page as the one way in. */
function entryOnly(group: GroupNode): GroupNode {
  const first = group.root ? undefined : firstPage(group);
  return { ...group, children: first ? [first] : [] };
}

/** Another section: its title alone, a link to its root or first page (the way in, in one line). */
function titleOnly(group: GroupNode): GroupNode {
  const first = group.root ? undefined : firstPage(group);
  const root =
    group.root ?? (first?.kind === 'page' ? { href: first.href, active: false } : undefined);
  return { ...group, root, collapsible: false, children: [] };
}

function section(
  nodes: readonly SidebarNode[],
  depth: number,
  state: { elided: boolean },
): SidebarNode[] {
  return nodes.map((node) => {
    if (node.kind === 'page') return node;
    if (hasActive(node)) return { ...node, children: section(node.children, depth + 1, state) };
    // Other sections, and the closed groups of this one: only their way in.
    if (depth === 0 || !node.open) {
      const entry = depth === 0 ? titleOnly(node) : entryOnly(node);
      if (
        entry.children.length !== node.children.length ||
        node.children.some((c) => c.kind === 'group')
      )
        state.elided = true;
      return entry;
    }
    return node;
  });
}

/**
 * What a page keeps of its sidebar when the whole of it is a shared file: the section of the
 * current page (every link a reader without JavaScript and a search engine need around it), of
 * every other section its title as a link to its first page, and of every closed group of the
 * section its title with its first page. `elided` tells whether
 * anything was left out (when not, the page carries the whole sidebar and needs no shared file).
 */
export function sidebarSection(nodes: readonly SidebarNode[]): {
  readonly nodes: readonly SidebarNode[];
  readonly elided: boolean;
} {
  const state = { elided: false };
  const out = section(nodes, 0, state);
  return { nodes: out, elided: state.elided };
}
