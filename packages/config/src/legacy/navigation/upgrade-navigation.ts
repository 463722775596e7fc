import type { MintValue } from '../mint-value.js';
import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';
import { parseDivisions, parseGroups, type Division } from './legacy-navigation.js';
import {
  navigationOfGroups,
  type LocalDivisions,
  type NavigationRoot,
} from './navigation-of-groups.js';
import type { PlaceContext } from './place-divisions.js';
import { globalDivisions, type GlobalDivisions } from './global-divisions.js';
import { upgradeVersions } from './upgrade-versions.js';

function reportPrimaryKeys(mint: MintValue, ctx: UpgradeContext): void {
  const primaryTab = mint.get('primaryTab');
  const topAnchor = mint.get('topAnchor');
  if (primaryTab) dropOtherKeys(ctx, primaryTab, ['name', 'isDefaultHidden']);
  if (topAnchor) dropOtherKeys(ctx, topAnchor, ['name', 'icon', 'iconType']);
}

function withGlobal(root: NavigationRoot, global: GlobalDivisions): NavigationRoot {
  const entries = Object.entries(global).filter(([, list]) => list.length > 0);
  return entries.length > 0 ? { ...root, global: Object.fromEntries(entries) } : root;
}

function reportUnplaced(divisions: readonly Division[], place: PlaceContext): void {
  for (const division of divisions) {
    if (place.placed.has(division.node.pointer)) continue;
    place.ctx.drop(
      division.node,
      `No page of the navigation lies under its url "${division.url}", and it is not a link or an OpenAPI ${division.kind}: docs.json has nothing to show in it, so it is left out.`,
    );
  }
}

/**
 * mint.json's `navigation` (a list of groups), `tabs`, `anchors`, `versions`, `primaryTab` and
 * `topAnchor` as one docs.json `navigation` object, placing each page where mint.json showed it.
 */
export function upgradeNavigation(mint: MintValue, ctx: UpgradeContext): Upgraded | undefined {
  const navigation = mint.get('navigation');
  if (navigation && !navigation.isArray) return carry(navigation);
  const groups = navigation ? parseGroups(navigation, ctx) : [];
  const tabs = parseDivisions(mint.get('tabs'), 'tab', ctx);
  const anchors = parseDivisions(mint.get('anchors'), 'anchor', ctx);
  const global = globalDivisions(mint, tabs, anchors);
  const local: LocalDivisions = {
    tabs: global.tabs.length > 0 ? [] : tabs,
    anchors: global.anchors.length > 0 ? [] : anchors,
  };
  reportPrimaryKeys(mint, ctx);
  if (global.versions.length > 0)
    for (const version of mint.get('versions')?.items() ?? [])
      dropOtherKeys(ctx, version, ['name', 'url']);
  const place: PlaceContext = { mint, ctx, placed: new Set() };
  for (const d of [
    ...(global.tabs.length > 0 ? tabs : []),
    ...(global.anchors.length > 0 ? anchors : []),
  ])
    place.placed.add(d.node.pointer);
  const versions = global.versions.length > 0 ? undefined : mint.get('versions');
  const root =
    versions && versions.items().length > 0
      ? upgradeVersions(versions, groups, local, place)
      : navigationOfGroups(groups, local, undefined, place);
  reportUnplaced([...tabs, ...anchors], place);
  return built(navigation ?? mint, withGlobal(root, global));
}
