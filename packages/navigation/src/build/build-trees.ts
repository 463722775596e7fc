import type { LanguageInfo, NavTree, VersionInfo } from '../model.js';
import { selectTree } from './select-tree.js';
import type { SwitcherDivision } from './switcher-division.js';
import type { WalkResult } from './walk-navigation.js';

export interface BuiltTrees {
  readonly trees: readonly NavTree[];
  readonly languages: readonly LanguageInfo[];
  readonly versions: readonly VersionInfo[];
  readonly defaultLanguage?: string;
  readonly defaultVersion?: string;
}

/** One entry per label, first seen first; the first array's default is the default. */
function uniqueByLabel(entries: Iterable<SwitcherDivision>): {
  list: SwitcherDivision[];
  defaultLabel?: string;
} {
  const seen = new Map<string, SwitcherDivision>();
  let defaultLabel: string | undefined;
  for (const entry of entries) {
    if (defaultLabel === undefined) defaultLabel = entry.siblings.find((s) => s.isDefault)?.label;
    if (!seen.has(entry.label)) seen.set(entry.label, entry);
  }
  return { list: [...seen.values()], defaultLabel };
}

/** The version labels shown with `language` (all `versions` arrays met in its tree), and their default. */
function versionsOf(walk: WalkResult, language: string | undefined) {
  const met: SwitcherDivision[] = [];
  selectTree(
    walk.children,
    { language },
    { switchers: walk.switchers, onVersions: (entries) => met.push(...entries) },
  );
  return uniqueByLabel(met);
}

/**
 * The trees shown per language × version (the default pair first), and the languages and versions
 * the switchers list. Each tree is built once from the full tree.
 */
export function buildTrees(walk: WalkResult): BuiltTrees {
  const switchers = [...walk.switchers.values()];
  const langs = uniqueByLabel(switchers.filter((s) => s.kind === 'language'));
  const languageLabels = langs.list.length > 0 ? langs.list.map((l) => l.label) : [undefined];
  const trees: NavTree[] = [];
  let defaultVersion: string | undefined;
  const allVersions: SwitcherDivision[] = [];
  for (const language of languageLabels) {
    const versions = versionsOf(walk, language);
    allVersions.push(...versions.list);
    const isDefaultLanguage = language === langs.defaultLabel;
    if (isDefaultLanguage) defaultVersion = versions.defaultLabel;
    const labels = versions.list.length > 0 ? versions.list.map((v) => v.label) : [undefined];
    for (const version of labels) {
      const children = selectTree(
        walk.children,
        { language, version },
        { switchers: walk.switchers },
      );
      const isDefault = isDefaultLanguage && version === versions.defaultLabel;
      const versionTag = versions.list.find((v) => v.label === version)?.tag;
      trees.push({
        language,
        version,
        isDefault,
        ...(versionTag !== undefined ? { versionTag } : {}),
        children,
      });
    }
  }
  trees.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const versionList = uniqueByLabel(allVersions).list;
  return {
    trees,
    languages: langs.list.map((l) => ({
      code: l.label,
      default: l.label === langs.defaultLabel,
      hidden: l.hidden,
      banner: l.banner,
      navbar: l.navbar,
      footer: l.footer,
    })),
    versions: versionList.map((v) => ({
      label: v.label,
      tag: v.tag,
      default: v.label === defaultVersion,
      hidden: v.hidden,
    })),
    defaultLanguage: langs.defaultLabel,
    defaultVersion,
  };
}
