import { inVersion, type LegacyEntry, type LegacyGroup } from './legacy-navigation.js';
import { isUnder } from './url-prefix.js';

/** Which pages a split keeps: those a test accepts. Groups keep their names; empty groups disappear. */
export interface GroupSplit {
  readonly matched: LegacyGroup[];
  readonly unmatched: LegacyGroup[];
}

type PageTest = (path: string) => boolean;

function splitEntries(
  entries: readonly LegacyEntry[],
  test: PageTest,
  version: string | undefined,
) {
  const inside: LegacyEntry[] = [];
  const outside: LegacyEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'group') {
      const nested = splitByTest([entry.group], test, version);
      inside.push(...nested.matched.map((group) => ({ kind: 'group' as const, group })));
      outside.push(...nested.unmatched.map((group) => ({ kind: 'group' as const, group })));
    } else if (test(entry.kind === 'page' ? entry.path : '')) {
      inside.push(entry);
    } else {
      outside.push(entry);
    }
  }
  return { inside, outside };
}

function splitByTest(
  groups: readonly LegacyGroup[],
  test: PageTest,
  version: string | undefined,
): GroupSplit {
  const matched: LegacyGroup[] = [];
  const unmatched: LegacyGroup[] = [];
  for (const group of groups) {
    if (!inVersion(group, version)) continue;
    if (group.malformed) {
      (test('') ? matched : unmatched).push(group);
      continue;
    }
    const { inside, outside } = splitEntries(group.entries, test, version);
    if (inside.length > 0) matched.push({ ...group, entries: inside });
    if (outside.length > 0) unmatched.push({ ...group, entries: outside });
  }
  return { matched, unmatched };
}

/**
 * Splits groups into the pages under the folder `prefix` (all pages when it is undefined), less
 * those under one of `excluded` (the folders of deeper tabs or anchors), and the rest. Groups of
 * another version than `version` are left out of both.
 */
export function splitByPrefix(
  groups: readonly LegacyGroup[],
  prefix: string | undefined,
  version: string | undefined,
  excluded: readonly string[] = [],
): GroupSplit {
  const test: PageTest = (path) =>
    (prefix === undefined || isUnder(path, prefix)) && !excluded.some((e) => isUnder(path, e));
  return splitByTest(groups, test, version);
}

/**
 * The pages of one version: groups of that version or of none, less the pages under the folders
 * of tabs and anchors that belong to other versions only. `gated` maps such a folder to its versions.
 */
export function groupsOfVersion(
  groups: readonly LegacyGroup[],
  version: string,
  gated: ReadonlyMap<string, readonly string[]>,
): LegacyGroup[] {
  const test: PageTest = (path) => {
    let underAny = false;
    for (const [folder, versions] of gated) {
      if (!isUnder(path, folder)) continue;
      if (versions.includes(version)) return true;
      underAny = true;
    }
    return !underAny;
  };
  return splitByTest(groups, test, version).matched;
}
