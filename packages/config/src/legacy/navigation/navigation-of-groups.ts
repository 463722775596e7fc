import { inVersion, type Division, type LegacyGroup } from './legacy-navigation.js';
import { groupOut, primaryHead } from './navigation-out.js';
import { placeDivisions, primaryElement, topKind, type PlaceContext } from './place-divisions.js';
import type { Upgraded } from '../upgraded-value.js';

export type NavigationRoot = Record<string, Upgraded | undefined>;

/** The tabs and anchors that hold pages, after the all-link ones moved to `navigation.global`. */
export interface LocalDivisions {
  readonly tabs: readonly Division[];
  readonly anchors: readonly Division[];
}

const childKey = (kind: Division['kind']): string => (kind === 'tab' ? 'tabs' : 'anchors');

/**
 * The primary element of the top kind, first: the pages no division claimed, or, when there are
 * divisions of the other kind, those divisions (over the unclaimed pages, else over all pages).
 */
function primaryOf(
  top: Division['kind'],
  inner: readonly Division[],
  unclaimed: readonly LegacyGroup[],
  groups: readonly LegacyGroup[],
  version: string | undefined,
  place: PlaceContext,
): Upgraded {
  if (inner.length === 0) return primaryElement(top, unclaimed, version, place);
  const pages = unclaimed.length > 0 ? unclaimed : groups;
  const children = placeDivisions(inner, pages, true, version, place).elements;
  return { ...primaryHead(top, place.mint), [childKey(inner[0]?.kind ?? 'tab')]: children };
}

/**
 * One kind on top (see `topKind`), the other inside the divisions whose folder holds it, and a
 * primary element first when pages or divisions of the other kind are left over (as the reference
 * upgrades them).
 */
function nestUnder(
  top: Division['kind'],
  divisions: LocalDivisions,
  groups: readonly LegacyGroup[],
  version: string | undefined,
  place: PlaceContext,
): NavigationRoot {
  const [outer, inner] =
    top === 'tab' ? [divisions.tabs, divisions.anchors] : [divisions.anchors, divisions.tabs];
  const placed = placeDivisions(outer, groups, false, version, place, inner);
  if (placed.remaining.length > 0 || inner.length > 0) {
    placed.elements.unshift(primaryOf(top, inner, placed.remaining, groups, version, place));
  }
  return { [childKey(top)]: placed.elements };
}

/** The navigation of one version (or of the whole site): tabs and anchors by URL prefix, or plain groups. */
export function navigationOfGroups(
  groups: readonly LegacyGroup[],
  divisions: LocalDivisions,
  version: string | undefined,
  place: PlaceContext,
): NavigationRoot {
  if (divisions.tabs.length > 0 || divisions.anchors.length > 0) {
    return nestUnder(topKind(divisions.tabs, divisions.anchors), divisions, groups, version, place);
  }
  return { groups: groups.filter((g) => inVersion(g, version)).map(groupOut) };
}
