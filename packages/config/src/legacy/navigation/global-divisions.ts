import type { MintValue } from '../mint-value.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';
import type { Division } from './legacy-navigation.js';
import { iconOf } from './navigation-out.js';
import { isRemoteUrl } from './url-prefix.js';

/** Tabs, anchors and versions that are all links out of the site: docs.json shows them on every page, in `navigation.global`. */
export interface GlobalDivisions {
  readonly tabs: Upgraded[];
  readonly anchors: Upgraded[];
  readonly versions: Upgraded[];
}

const allLinks = (divisions: readonly Division[]): boolean =>
  divisions.length > 0 && divisions.every((d) => d.version === undefined && isRemoteUrl(d.url));

function globalDivision(division: Division): Upgraded {
  const { node } = division;
  const hidden = node.get('isDefaultHidden');
  const color = node.get('color');
  return built(node, {
    [division.kind]: carry(node.get('name')),
    href: carry(node.get('url')),
    ...(division.kind === 'anchor'
      ? {
          icon: iconOf(node),
          color:
            color?.text !== undefined
              ? built(color, { light: carry(color), dark: carry(color) })
              : undefined,
        }
      : {}),
    hidden: hidden?.value === true ? carry(hidden) : undefined,
  }) as Upgraded;
}

function globalVersions(versions: MintValue | undefined): Upgraded[] {
  const list = versions?.items() ?? [];
  const links = list.every((v) => v.isObject && isRemoteUrl(v.textAt('url') ?? ''));
  if (list.length === 0 || !links) return [];
  return list.map(
    (v) => built(v, { version: carry(v.get('name')), href: carry(v.get('url')) }) as Upgraded,
  );
}

/** What goes to `navigation.global`: the tabs when every tab is a link, the anchors likewise, the versions when every version is. */
export function globalDivisions(
  mint: MintValue,
  tabs: readonly Division[],
  anchors: readonly Division[],
): GlobalDivisions {
  return {
    tabs: allLinks(tabs) ? tabs.map(globalDivision) : [],
    anchors: allLinks(anchors) ? anchors.map(globalDivision) : [],
    versions: globalVersions(mint.get('versions')),
  };
}
