import type { NavGroupNode, NavPageNode } from '../model.js';
import type { GeneratedEndpoint, GeneratedGroup } from '../openapi/endpoint-catalog.js';
import type { SpecDivision, SpecEntry, SpecGroup, SpecNode } from '../read/spec-node.js';
import { recordOccurrence } from './entry-node.js';
import type { Scope } from './occurrence.js';
import { pageNode } from './page-node.js';
import type { WalkEnv } from './walk-env.js';

/** Slugs already used in one `pages` array, with the operation that holds each: duplicates get `-1`, `-2`, … */
export type SlugsInGroup = Map<string, string>;

function operationKey(page: GeneratedEndpoint): string {
  return `${page.operation.spec} ${page.operation.method} ${page.operation.path}`;
}

function dedupeSlug(page: GeneratedEndpoint, slugs: SlugsInGroup): GeneratedEndpoint {
  const key = operationKey(page);
  let slug = page.slug;
  for (let n = 1; slugs.has(slug) && slugs.get(slug) !== key; n++) slug = `${page.slug}-${n}`;
  slugs.set(slug, key);
  return slug === page.slug ? page : { ...page, slug };
}

/** The node of a generated page placed under `scope` (hidden pages are routed but not listed). */
function placeGenerated(
  env: WalkEnv,
  page: GeneratedEndpoint,
  scope: Scope,
  pointer: string,
): NavPageNode | undefined {
  const source = env.registry.generated(page, pointer);
  if (!source || page.hidden) return undefined;
  recordOccurrence(env, source, scope);
  return pageNode(source);
}

/** The page of an endpoint reference listed in `pages`, resolved against the nearest inherited spec. */
export function listedEndpointNode(
  env: WalkEnv,
  entry: SpecEntry,
  scope: Scope,
  slugs: SlugsInGroup,
): NavPageNode | undefined {
  const page = env.catalog.listed(entry.text, scope.openapi);
  return page ? placeGenerated(env, dedupeSlug(page, slugs), scope, entry.pointer) : undefined;
}

/** True when an endpoint reference below `node` has no spec of its own and so relies on the one `node` declares. */
function reliesOnInherited(env: WalkEnv, nodes: readonly SpecNode[]): boolean {
  return nodes.some((node) => {
    if (node.kind === 'entry')
      return env.catalog.isEndpointRef(node.text) && !env.catalog.hasSpec(node.text);
    if (node.openapi.length > 0) return false;
    return reliesOnInherited(env, node.children);
  });
}

function groupNode(
  env: WalkEnv,
  group: GeneratedGroup,
  scope: Scope,
  pointer: string,
): NavGroupNode | undefined {
  const inner: Scope = {
    ...scope,
    crumbs: [...scope.crumbs, { kind: 'group', label: group.label }],
    groupDepth: scope.groupDepth + 1,
  };
  const slugs: SlugsInGroup = new Map();
  const children = group.pages.flatMap(
    (page) => placeGenerated(env, dedupeSlug(page, slugs), inner, pointer) ?? [],
  );
  if (children.length === 0) return undefined;
  return {
    kind: 'group',
    label: group.label,
    hidden: false,
    expanded: scope.groupDepth === 0,
    children,
  };
}

/**
 * Bulk generation: an element that declares `openapi` (and no endpoint reference below relies on
 * it), or `asyncapi`, gets one group per tag of every operation of each spec, appended to its
 * children. `scope` is the scope of the element's children.
 */
export function generatedGroups(
  env: WalkEnv,
  node: SpecDivision | SpecGroup,
  scope: Scope,
): NavGroupNode[] {
  const holdsDivisions = node.children.some(
    (child) => child.kind !== 'entry' && child.kind !== 'group',
  );
  if (holdsDivisions || (node.kind !== 'group' && node.href)) return [];
  const out: NavGroupNode[] = [];
  const groups = [
    ...(node.openapi.length > 0 && !reliesOnInherited(env, node.children)
      ? env.catalog.bulk(node.openapi)
      : []),
    ...(node.asyncapi.length > 0 ? env.catalog.bulkAsync(node.asyncapi) : []),
  ];
  for (const group of groups) {
    const placed = groupNode(
      env,
      group,
      scope,
      node.openapi[0]?.pointer ?? node.asyncapi[0]?.pointer ?? node.pointer,
    );
    if (placed) out.push(placed);
  }
  return out;
}
