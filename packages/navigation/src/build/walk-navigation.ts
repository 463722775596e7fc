import type { NavDivisionNode, NavGroupNode, NavNode, NavPageNode } from '../model.js';
import type { SpecDivision, SpecEntry, SpecGroup, SpecNode } from '../read/spec-node.js';
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

const ROOT_SCOPE: Scope = {
  crumbs: [],
  hidden: false,
  searchable: true,
  openapi: [],
  sidebar: 0,
  groupDepth: 0,
};

function switcherEntry(node: SpecNode): SwitcherEntry {
  if (node.kind === 'entry' || node.kind === 'group')
    return { label: '', isDefault: false, hidden: false };
  const { label, isDefault, hidden, tag, banner, navbar, footer } = node;
  return { label, isDefault, hidden, tag, banner, navbar, footer };
}

/** What a division or group passes down: its crumb, hidden state and the specs it declares. */
function inherit(scope: Scope, node: SpecDivision | SpecGroup): Scope {
  return {
    ...scope,
    crumbs: [
      ...scope.crumbs,
      {
        kind: node.kind,
        label: node.label,
        name: node.kind === 'group' ? undefined : node.name,
        ...(node.kind === 'group' && node.boost !== undefined ? { boost: node.boost } : {}),
      },
    ],
    hidden: scope.hidden || node.hidden,
    searchable: node.hidden ? node.searchable : scope.searchable,
    openapi: node.openapi.length > 0 ? node.openapi : scope.openapi,
  };
}

/** One walk of the navigation; holds the switcher entries it meets and numbers the sidebars. */
class NavigationWalker {
  readonly switchers = new Map<NavDivisionNode, SwitcherDivision>();
  private sidebars = 0;

  constructor(private readonly env: WalkEnv) {}

  children(nodes: readonly SpecNode[], scope: Scope): NavNode[] {
    const first = nodes[0];
    const switcherKind =
      first && (first.kind === 'language' || first.kind === 'version') ? first.kind : undefined;
    const switchers = switcherKind ? createSwitchers(switcherKind, nodes.map(switcherEntry)) : [];
    const slugs: SlugsInGroup = new Map();
    const out: NavNode[] = [];
    nodes.forEach((node, i) => {
      const placed =
        node.kind === 'entry'
          ? this.entry(node, scope, slugs)
          : node.kind === 'group'
            ? this.group(node, scope)
            : this.division(node, scope, switchers[i]);
      if (placed) out.push(placed);
    });
    return out;
  }

  /** A string of `pages`: an endpoint reference (a generated page) or a page path. */
  private entry(node: SpecEntry, scope: Scope, slugs: SlugsInGroup): NavPageNode | undefined {
    return this.env.catalog.isEndpointRef(node.text)
      ? listedEndpointNode(this.env, node, scope, slugs)
      : pageEntryNode(this.env, node, scope);
  }

  private division(
    node: SpecDivision,
    scope: Scope,
    switcher: SwitcherDivision | undefined,
  ): NavDivisionNode {
    const inner: Scope = {
      ...inherit(scope, node),
      sidebar: ++this.sidebars,
      groupDepth: 0,
      language: node.kind === 'language' ? switcher : scope.language,
      version: node.kind === 'version' ? switcher : scope.version,
    };
    const children = [
      ...this.children(node.children, inner),
      ...generatedGroups(this.env, node, inner),
    ];
    const division: NavDivisionNode = {
      kind: node.kind,
      label: node.label,
      name: node.name,
      description: node.description,
      icon: node.icon,
      color: node.color,
      hidden: node.hidden,
      align: node.align,
      href: node.href,
      global: node.global,
      children,
    };
    if (switcher) this.switchers.set(division, switcher);
    return division;
  }

  private group(node: SpecGroup, scope: Scope): NavGroupNode {
    const inner: Scope = { ...inherit(scope, node), groupDepth: scope.groupDepth + 1 };
    const rootPage = node.root ? resolvePageEntry(this.env, node.root) : undefined;
    if (rootPage) recordOccurrence(this.env, rootPage, inner);
    const children = [
      ...this.children(node.children, inner),
      ...generatedGroups(this.env, node, inner),
    ];
    return {
      kind: 'group',
      label: node.label,
      icon: node.icon,
      tag: node.tag,
      hidden: node.hidden,
      // Top-level groups are always open; `expanded` only affects nested ones.
      expanded: scope.groupDepth === 0 ? true : (node.expanded ?? false),
      root: rootPage?.url,
      children,
    };
  }
}

/**
 * Walks the navigation once, in reading order: resolves every page entry to its file or generated
 * endpoint page, generates endpoint pages in bulk, and records each listing of a page with what it
 * inherits (crumbs, hidden, openapi, language, version, sidebar).
 */
export function walkNavigation(env: WalkEnv, roots: readonly SpecNode[]): WalkResult {
  const walker = new NavigationWalker(env);
  return { children: walker.children(roots, ROOT_SCOPE), switchers: walker.switchers };
}
