import type { MintValue } from '../mint-value.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';
import type { LegacyGroup } from './legacy-navigation.js';
import { groupsOfVersion } from './split-groups.js';
import { isRemoteUrl } from './url-prefix.js';
import type { PlaceContext } from './place-divisions.js';
import { navigationOfGroups, type LocalDivisions } from './navigation-of-groups.js';
import { dropOtherKeys } from '../upgrade-context.js';

/** The folders of tabs and anchors that belong to given versions: their pages show in those versions only. */
function gatedFolders(
  versions: readonly MintValue[],
  divisions: LocalDivisions,
): Map<string, string[]> {
  const gated = new Map<string, string[]>();
  for (const version of versions) {
    const name = version.text ?? version.textAt('name');
    if (name === undefined) continue;
    for (const d of [...divisions.anchors, ...divisions.tabs]) {
      if (d.version !== name || isRemoteUrl(d.url)) continue;
      gated.set(d.url, [...(gated.get(d.url) ?? []), name]);
    }
  }
  return gated;
}

/** The head of one docs.json version or language: its name, whether it is the default, its link. */
function head(version: MintValue, asLanguage: boolean): Record<string, Upgraded | undefined> {
  if (version.text !== undefined) return { version: carry(version) };
  const isDefault = version.get('default');
  return {
    ...(asLanguage
      ? { language: carry(version.get('locale')) }
      : { version: carry(version.get('name')) }),
    default: isDefault?.value === true ? carry(isDefault) : undefined,
  };
}

/**
 * mint.json `versions` as docs.json `versions`, or `languages` when every version names a `locale`:
 * each holds the groups of its version (and those of none), placed in tabs and anchors again.
 */
export function upgradeVersions(
  versions: MintValue,
  groups: readonly LegacyGroup[],
  divisions: LocalDivisions,
  place: PlaceContext,
): Record<string, Upgraded> {
  const list = versions.items();
  const asLanguages = list.every((v) => v.isObject && v.textAt('locale') !== undefined);
  const gated = gatedFolders(list, divisions);
  for (const version of list) {
    dropOtherKeys(place.ctx, version, ['name', 'url', 'default', 'locale']);
    const locale = version.get('locale');
    if (locale && !asLanguages)
      place.ctx.drop(
        locale,
        'A version becomes a docs.json language only when every version names a locale; this one stays a version.',
      );
  }
  const elements = list.map((version): Upgraded => {
    if (!version.isObject && version.text === undefined) return carry(version) as Upgraded;
    const url = version.get('url');
    if (url) return built(version, { ...head(version, asLanguages), href: carry(url) }) as Upgraded;
    const name = version.text ?? version.textAt('name') ?? version.textAt('locale') ?? '';
    const own = groupsOfVersion(groups, name, gated);
    const navigation = navigationOfGroups(own.length > 0 ? own : groups, divisions, name, place);
    return built(version, { ...head(version, asLanguages), ...navigation }) as Upgraded;
  });
  return { [asLanguages ? 'languages' : 'versions']: built(versions, elements) as Upgraded };
}
