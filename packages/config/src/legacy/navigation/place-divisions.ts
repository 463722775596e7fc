import type { MintValue } from '../mint-value.js';
import type { UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';
import { divisionInVersion, type Division, type LegacyGroup } from './legacy-navigation.js';
import { divisionHead, groupOut, primaryHead } from './navigation-out.js';
import { splitByPrefix } from './split-groups.js';
import { isAbsoluteUrl, isRemoteUrl, isUnder } from './url-prefix.js';

/** What the placing of divisions shares: mint.json, the record of drops, and which divisions made it into docs.json. */
export interface PlaceContext {
  readonly mint: MintValue;
  readonly ctx: UpgradeContext;
  /** Pointers of the tabs and anchors written somewhere, to report those that never were. */
  readonly placed: Set<string>;
}

export interface Placed {
  readonly elements: Upgraded[];
  /** The groups that no division claimed. */
  readonly remaining: LegacyGroup[];
}

const CHILD_KEY = { tab: 'tabs', anchor: 'anchors' } as const;

/** The pages that no division claims, in a tab or anchor of their own (see `primaryHead`). */
export function primaryElement(
  kind: Division['kind'],
  groups: readonly LegacyGroup[],
  version: string | undefined,
  place: PlaceContext,
): Upgraded {
  const { matched } = splitByPrefix(groups, undefined, version);
  return { ...primaryHead(kind, place.mint), groups: matched.map(groupOut) };
}

function placeOne(
  division: Division,
  claimed: readonly LegacyGroup[],
  others: readonly Division[],
  version: string | undefined,
  place: PlaceContext,
): Upgraded | undefined {
  const head = divisionHead(division, place.ctx);
  const inner = others.filter((o) => isUnder(o.url, division.url));
  if (inner.length > 0) {
    const nested = placeDivisions(inner, claimed, true, version, place);
    if (nested.elements.length > 0) {
      const otherKind = inner[0]?.kind ?? 'tab';
      return built(division.node, { ...head, [CHILD_KEY[otherKind]]: nested.elements });
    }
  }
  if (claimed.length > 0) return built(division.node, { ...head, groups: claimed.map(groupOut) });
  if (division.node.get('openapi') && !isRemoteUrl(division.url)) return built(division.node, head);
  if (isAbsoluteUrl(division.url)) {
    return built(division.node, { ...head, href: carry(division.node.get('url')) });
  }
  return undefined;
}

/**
 * Places pages into tabs (or anchors) by URL prefix, as mint.json did: each division takes the
 * pages under its `url`, less those under a deeper division of its kind; divisions of the other
 * kind under its `url` become its children. With `withPrimary`, the pages left over go first, in
 * the primary tab or anchor.
 */
export function placeDivisions(
  divisions: readonly Division[],
  groups: readonly LegacyGroup[],
  withPrimary: boolean,
  version: string | undefined,
  place: PlaceContext,
  others: readonly Division[] = [],
): Placed {
  let remaining = splitByPrefix(groups, undefined, version).matched;
  const elements: Upgraded[] = [];
  for (const division of divisions) {
    if (!divisionInVersion(division, version)) continue;
    const deeper = divisions
      .filter((d) => d !== division && d.url !== division.url && isUnder(d.url, division.url))
      .map((d) => d.url);
    const split = isRemoteUrl(division.url)
      ? { matched: [], unmatched: remaining }
      : splitByPrefix(remaining, division.url, version, deeper);
    remaining = split.unmatched;
    const element = placeOne(division, split.matched, others, version, place);
    if (element === undefined) continue;
    place.placed.add(division.node.pointer);
    elements.push(element);
  }
  const kind = divisions[0]?.kind;
  if (withPrimary && kind && remaining.length > 0) {
    elements.unshift(primaryElement(kind, remaining, version, place));
    remaining = [];
  }
  return { elements, remaining };
}

/**
 * Which kind goes on top when mint.json has both: the one whose folders hold all of the other's
 * (tabs when every tab lies in an anchor's folder, anchors when every anchor lies in a tab's), else
 * the one with more such folders; anchors on a tie.
 */
export function topKind(tabs: readonly Division[], anchors: readonly Division[]): Division['kind'] {
  if (tabs.length === 0) return 'anchor';
  if (anchors.length === 0) return 'tab';
  const within = (list: readonly Division[], outer: readonly Division[]) =>
    list.filter((d) => outer.some((o) => isUnder(d.url, o.url))).length;
  const tabsWithin = within(tabs, anchors);
  const anchorsWithin = within(anchors, tabs);
  if (tabsWithin === tabs.length) return 'tab';
  if (anchorsWithin === anchors.length) return 'anchor';
  return tabsWithin > anchorsWithin ? 'tab' : 'anchor';
}
