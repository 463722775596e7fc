import { dropOtherKeys, type UpgradeContext } from '../upgrade-context.js';
import type { MintValue } from '../mint-value.js';

/** One entry of a mint.json group's `pages`: a page path, a nested group, or something else (carried for docs.json to report). */
export type LegacyEntry =
  | { readonly kind: 'page'; readonly node: MintValue; readonly path: string }
  | { readonly kind: 'group'; readonly group: LegacyGroup }
  | { readonly kind: 'other'; readonly node: MintValue };

/** A group of mint.json's `navigation` (or a part of it, after splitting by tab, anchor or version). */
export interface LegacyGroup {
  readonly node: MintValue;
  /** The `version` the group belongs to; undefined when it is in every version. */
  readonly version: string | undefined;
  readonly entries: readonly LegacyEntry[];
  /** Not an object: carried as written, for docs.json to report. */
  readonly malformed?: boolean;
}

/** A mint.json tab or anchor: a name, a URL prefix (or external link) and what it may carry. */
export interface Division {
  readonly kind: 'tab' | 'anchor';
  readonly node: MintValue;
  readonly url: string;
  readonly version: string | undefined;
}

const GROUP_KEYS = ['group', 'pages', 'icon', 'iconType', 'version', 'public'];
const TAB_KEYS = ['name', 'url', 'version', 'isDefaultHidden', 'openapi'];
const ANCHOR_KEYS = [...TAB_KEYS, 'icon', 'iconType', 'color'];

function parseEntry(node: MintValue, ctx: UpgradeContext): LegacyEntry {
  if (node.text !== undefined) return { kind: 'page', node, path: node.text };
  if (node.isObject) return { kind: 'group', group: parseGroup(node, ctx) };
  return { kind: 'other', node };
}

function parseGroup(node: MintValue, ctx: UpgradeContext): LegacyGroup {
  if (!node.isObject) return { node, version: undefined, entries: [], malformed: true };
  dropOtherKeys(ctx, node, GROUP_KEYS);
  const pages = node.get('pages');
  return {
    node,
    version: node.textAt('version'),
    entries: pages?.items().map((entry) => parseEntry(entry, ctx)) ?? [],
  };
}

/** The groups of mint.json's `navigation` list, reporting keys of groups docs.json has no place for. */
export function parseGroups(navigation: MintValue, ctx: UpgradeContext): LegacyGroup[] {
  return navigation.items().map((node) => parseGroup(node, ctx));
}

/** The tabs or anchors of mint.json, each with a URL; entries that are not objects with a `url` are reported and left out. */
export function parseDivisions(
  list: MintValue | undefined,
  kind: Division['kind'],
  ctx: UpgradeContext,
): Division[] {
  const divisions: Division[] = [];
  for (const node of list?.items() ?? []) {
    const url = node.textAt('url');
    if (!node.isObject || url === undefined || url.trim() === '') {
      ctx.drop(
        node,
        `A ${kind} needs a "name" and a "url" (a folder of pages or a link); this one is left out.`,
      );
      continue;
    }
    dropOtherKeys(ctx, node, kind === 'tab' ? TAB_KEYS : ANCHOR_KEYS);
    divisions.push({ kind, node, url: url.trim(), version: node.textAt('version') });
  }
  return divisions;
}

/** A group's version filter: groups without a version are in every version. */
export const inVersion = (group: LegacyGroup, version: string | undefined): boolean =>
  version === undefined || group.version === undefined || group.version === version;

/** A division's version filter: divisions without a version are in every version. */
export const divisionInVersion = (division: Division, version: string | undefined): boolean =>
  version === undefined || division.version === undefined || division.version === version;
