import { t } from '@quire/i18n';
import {
  isDivisionNode,
  isPageNode,
  underBasePath,
  type NavDivisionNode,
  type NavNode,
  type NavTree,
  type Route,
  type SiteModel,
} from '@quire/navigation';
import type { DivisionList, LinkItem, SidebarNode, Switcher } from './layout-model.js';
import { languageName } from './language-names.js';

/** What the navigation shows around one page: tab bar, division switchers, sidebar, switchers. */
export interface NavigationView {
  readonly tabs: readonly (LinkItem & { readonly active: boolean })[];
  readonly divisions: readonly DivisionList[];
  readonly sidebar: readonly SidebarNode[];
  /** Which sidebar of its tree the route shows: the positions of the divisions chosen at each level (`1.0`; empty without divisions). */
  readonly sidebarKey: string;
  readonly versions?: Switcher | undefined;
  readonly languages?: Switcher | undefined;
}

const isDivision = (n: NavNode): n is NavDivisionNode => isDivisionNode(n);
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** The tree a route is shown in: its language × version, else the default tree. */
export function treeForRoute(model: SiteModel, route: Route): NavTree | undefined {
  return (
    model.trees.find((t) => t.language === route.language && t.version === route.version) ??
    model.trees.find((t) => t.isDefault) ??
    model.trees[0]
  );
}

function containsUrl(node: NavNode, url: string): boolean {
  if (isPageNode(node)) return node.url === url;
  if (node.kind === 'group' && node.root === url) return true;
  return node.children.some((c) => containsUrl(c, url));
}

/**
 * The sidebar nodes of the groups that do not hold the page being rendered, by group and place (base path, depth,
 * id): such a group shows the same for every page outside it (nothing active, its hidden entries left out), so a
 * build makes it once instead of once a page (a 10,000-page sidebar made again for each page is quadratic).
 * Created by whoever renders many pages (`createSidebarMemo`) and passed in; the nodes it holds are never changed.
 */
export type SidebarMemo = WeakMap<NavNode, Map<string, SidebarNode>>;

export const createSidebarMemo = (): SidebarMemo => new WeakMap();

/**
 * The sidebar of one level of a tree for a page (`url`), or for none (`''`: nothing active, hidden entries left out),
 * its links under `basePath`.
 */
export function sidebarNodes(
  nodes: readonly NavNode[],
  url: string,
  basePath = '',
  depth = 0,
  parent = '',
  memo?: SidebarMemo,
): SidebarNode[] {
  const out: SidebarNode[] = [];
  for (const n of nodes) {
    if (n.hidden && !containsUrl(n, url)) continue;
    if (n.kind === 'group') {
      const active = containsUrl(n, url);
      const id = parent ? `${parent}.${out.length}` : String(out.length);
      // A group without the page is the same for every page that is not in it: made once (see `SidebarMemo`).
      const key = `${basePath}\u0000${depth}\u0000${id}`;
      const made = active ? undefined : memo?.get(n)?.get(key);
      if (made) {
        out.push(made);
        continue;
      }
      out.push({
        kind: 'group',
        id,
        label: n.label,
        icon: n.icon,
        tag: n.tag,
        root: n.root
          ? { href: underBasePath(basePath, n.root), active: n.root === url }
          : undefined,
        collapsible: depth > 0,
        open: depth === 0 || n.expanded || active,
        children: sidebarNodes(n.children, url, basePath, depth + 1, id, memo),
      });
      if (!active && memo) {
        const byKey = memo.get(n) ?? new Map<string, SidebarNode>();
        memo.set(n, byKey.set(key, out.at(-1)!));
      }
    } else if (!isDivision(n)) {
      const href = n.kind === 'link' && n.href ? n.href : n.url;
      out.push({
        kind: 'page',
        label: n.title,
        href: underBasePath(basePath, href),
        icon: n.icon,
        tag: n.tag,
        method: n.method,
        deprecated: n.deprecated,
        active: n.url === url,
        external: isExternal(href),
      });
    }
  }
  return out;
}

const divisionListKind = {
  anchor: 'anchors',
  dropdown: 'dropdown',
  product: 'products',
  'menu-item': 'menu',
} as const;

function divisionLink(d: NavDivisionNode): string {
  return d.href ?? d.url ?? '/';
}

/** Walks down the division levels that hold the route, collecting what each level shows (links under `basePath`). */
export function navigationView(
  model: SiteModel,
  route: Route,
  basePath = '',
  memo?: SidebarMemo,
): NavigationView {
  const tree = treeForRoute(model, route);
  const tabs: (LinkItem & { active: boolean })[] = [];
  const divisions: DivisionList[] = [];
  const key: number[] = [];
  let level: readonly NavNode[] = tree?.children ?? [];
  for (;;) {
    const divs = level.filter(isDivision);
    if (divs.length === 0) break;
    const active =
      divs.find((d) => containsUrl(d, route.url)) ?? divs.find((d) => !d.hidden) ?? divs[0]!;
    key.push(divs.indexOf(active));
    const visible = divs.filter((d) => !d.hidden || d === active);
    const items = visible.map((d) => ({
      label: d.name ?? d.label,
      href: underBasePath(basePath, divisionLink(d)),
      icon: d.icon,
      external: !!d.href && isExternal(d.href),
      active: d === active,
      description: d.description,
      color: d.color,
    }));
    if (active.kind === 'tab' && tabs.length === 0) tabs.push(...items);
    else if (active.kind !== 'language' && active.kind !== 'version' && active.kind !== 'tab')
      divisions.push({ kind: divisionListKind[active.kind], items });
    level = active.children;
  }
  return {
    tabs,
    divisions,
    sidebar: sidebarNodes(level, route.url, basePath, 0, '', memo),
    sidebarKey: key.join('.'),
    ...switchers(model, route, basePath),
  };
}

/** Every sidebar of a tree, by key: one per combination of divisions a reader can choose. */
export function sidebarLevels(
  nodes: readonly NavNode[],
  key = '',
): { readonly key: string; readonly nodes: readonly NavNode[] }[] {
  const divs = nodes.filter(isDivision);
  if (divs.length === 0) return [{ key, nodes }];
  return divs.flatMap((d, i) => sidebarLevels(d.children, key ? `${key}.${i}` : String(i)));
}

function switchers(
  model: SiteModel,
  route: Route,
  basePath: string,
): Pick<NavigationView, 'versions' | 'languages'> {
  const out: { versions?: Switcher; languages?: Switcher } = {};
  const versions = model.versions.filter((v) => !v.hidden || v.label === route.version);
  if (versions.length > 1) {
    out.versions = {
      label: t(route.language, 'layout.version'),
      // Each language's own badge for a version (`tag`), else the first one met.
      items: versions.map((v) => ({
        label: v.label,
        tag:
          model.trees.find((t) => t.language === route.language && t.version === v.label)
            ?.versionTag ?? v.tag,
        href: underBasePath(basePath, route.equivalents.versions[v.label] ?? '/'),
        active: v.label === route.version,
      })),
    };
  }
  const languages = model.languages.filter((l) => !l.hidden || l.code === route.language);
  if (languages.length > 1) {
    out.languages = {
      label: t(route.language, 'layout.language'),
      items: languages.map((l) => ({
        label: languageName(l.code),
        href: underBasePath(basePath, route.equivalents.languages[l.code] ?? '/'),
        active: l.code === route.language,
      })),
    };
  }
  return out;
}
