import type { NavCrumb, Route } from '../model.js';
import type { Equivalents } from './equivalents.js';
import type { Occurrence } from './occurrence.js';
import type { PageSource } from './page-source.js';
import type { Neighbours } from './reading-order.js';

export interface RouteInputs {
  readonly pages: readonly PageSource[];
  readonly occurrences: readonly Occurrence[];
  readonly canonical: ReadonlyMap<PageSource, Occurrence>;
  readonly neighbours: ReadonlyMap<PageSource, Neighbours>;
  readonly equivalents: Equivalents;
}

const innermost = (crumbs: readonly NavCrumb[], kind: NavCrumb['kind']): string | undefined =>
  crumbs.findLast((c) => c.kind === kind)?.label;

/** Whether any listing of each page is visible, or keeps it in search. */
function visibility(occurrences: readonly Occurrence[]) {
  const visible = new Set<PageSource>();
  const searchable = new Set<PageSource>();
  for (const o of occurrences) {
    if (o.visible) visible.add(o.page);
    if (o.visible || (o.scope.searchable && !o.page.hidden)) searchable.add(o.page);
  }
  return { visible, searchable };
}

/** One route per page source, with where it is listed, its reading-order neighbours and its equivalents. */
export function assembleRoutes(inputs: RouteInputs): Route[] {
  const { visible, searchable } = visibility(inputs.occurrences);
  return inputs.pages.map((page): Route => {
    const at = inputs.canonical.get(page);
    const crumbs = at?.scope.crumbs ?? [];
    const language = at ? at.scope.language : inputs.equivalents.infer(page, 'language');
    const version = at ? at.scope.version : inputs.equivalents.infer(page, 'version');
    const around = inputs.neighbours.get(page);
    return {
      url: page.url,
      kind: page.kind,
      source: page.source,
      title: page.title,
      sidebarTitle: page.sidebarTitle,
      description: page.description,
      icon: page.icon,
      tag: page.tag,
      hidden: !visible.has(page),
      searchable: searchable.has(page),
      deprecated: page.deprecated,
      href: page.href,
      operation: page.operation,
      language: language?.label,
      version: version?.label,
      tab: innermost(crumbs, 'tab'),
      anchor: innermost(crumbs, 'anchor'),
      dropdown: innermost(crumbs, 'dropdown'),
      product: innermost(crumbs, 'product'),
      menuItem: innermost(crumbs, 'menu-item'),
      path: crumbs,
      breadcrumbs: crumbs
        .filter((c) => c.kind !== 'language' && c.kind !== 'version')
        .map((c) => c.name ?? c.label),
      prev: around?.prev,
      next: around?.next,
      equivalents: {
        languages: inputs.equivalents.of(page, language),
        versions: inputs.equivalents.of(page, version),
      },
    };
  });
}
