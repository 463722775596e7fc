import type { NavDivisionNode, NavGroupNode, NavNode } from '../model.js';
import type { SpecDivision, SpecGroup, SpecNode } from '../read/spec-node.js';
import { generatedGroups, listedEndpointNode, type SlugsInGroup } from './endpoint-nodes.js';
import { pageEntryNode, recordOccurrence, resolvePageEntry } from './entry-node.js';
import type { Scope } from './occurrence.js';
import { createSwitchers, type SwitcherDivision, type SwitcherEntry } from './switcher-division.js';
import type { WalkEnv } from './walk-env.js';

/** The full navigation tree (languages and versions included) and, per language/version node, its switcher entry. */
export interface WalkResult {
  readonly children: readonly NavNode[];
  readonly switchers: ReadonlyMap<NavDivisionNode, SwitcherDivision>;
}

/**
 * Walks the navigation once, in reading order: resolves every page entry to its file or generated
 * endpoint page, generates endpoint pages in bulk, and records each listing of a page with what it
 * inherits (crumbs, hidden, openapi, language, version, sidebar).
 */
export function walkNavigation(env: WalkEnv, roots: readonly SpecNode[]): WalkResult {
  const switchers = new Map<NavDivisionNode, SwitcherDivision>();
  let sidebars = 0;
  const root: Scope = { crumbs: [], hidden: false, searchable: true, openapi: [], sidebar: 0, groupDepth: 0 };

  const walkChildren = (nodes: readonly SpecNode[], scope: Scope): NavNode[] => {
    const first = nodes[0];
    const switcherKind = first && (first.kind === 'language' || first.kind === 'version') ? first.kind : undefined;
    const entries = switcherKind ? createSwitchers(switcherKind, nodes.map(switcherEntry)) : [];
    const slugs: SlugsInGroup = new Map();
    const out: NavNode[] = [];
    nodes.forEach((node, i) => {
      let placed: NavNode | undefined;
      if (node.kind === 'entry') {
        placed = env.catalog.isEndpointRef(node.text)
          ? listedEndpointNode(env, node, scope, slugs)
          : pageEntryNode(env, node, scope);
      } else if (node.kind === 'group') {
        placed = walkGroup(node, scope);
      } else {
        placed = walkDivision(node, scope, entries[i]);
      }
      if (placed) out.push(placed);
    });
    return out;
  };

  const inherit = (scope: Scope, node: SpecDivision | SpecGroup): Scope => ({
    ...scope,
    crumbs: [...scope.crumbs, { kind: node.kind, label: node.label, name: node.kind === 'group' ? undefined : node.name }],
    hidden: scope.hidden || node.hidden,
    searchable: node.hidden ? node.searchable : scope.searchable,
    openapi: node.openapi.length > 0 ? node.openapi : scope.openapi,
  });

  const walkDivision = (node: SpecDivision, scope: Scope, switcher: SwitcherDivision | undefined): NavDivisionNode => {
    const inner: Scope = {
      ...inherit(scope, node),
      sidebar: ++sidebars,
      groupDepth: 0,
      language: node.kind === 'language' ? switcher : scope.language,
      version: node.kind === 'version' ? switcher : scope.version,
    };
    const children = walkChildren(node.children, inner);
    children.push(...generatedGroups(env, node, inner));
    const division: NavDivisionNode = {
      kind: node.kind, label: node.label, name: node.name, description: node.description, icon: node.icon,
      color: node.color, hidden: node.hidden, align: node.align, href: node.href, global: node.global, children,
    };
    if (switcher) switchers.set(division, switcher);
    return division;
  };

  const walkGroup = (node: SpecGroup, scope: Scope): NavGroupNode => {
    const inner: Scope = { ...inherit(scope, node), groupDepth: scope.groupDepth + 1 };
    const rootPage = node.root ? resolvePageEntry(env, node.root) : undefined;
    if (rootPage) recordOccurrence(env, rootPage, inner);
    const children = walkChildren(node.children, inner);
    children.push(...generatedGroups(env, node, inner));
    return {
      kind: 'group', label: node.label, icon: node.icon, tag: node.tag, hidden: node.hidden,
      expanded: scope.groupDepth === 0 ? true : (node.expanded ?? false),
      root: rootPage?.url, children,
    };
  };

  return { children: walkChildren(roots, root), switchers };
}

function switcherEntry(node: SpecNode): SwitcherEntry {
  if (node.kind === 'entry' || node.kind === 'group') return { label: '', isDefault: false, hidden: false };
  const { label, isDefault, hidden, tag, banner, navbar, footer } = node;
  return { label, isDefault, hidden, tag, banner, navbar, footer };
}
