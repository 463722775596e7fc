import type { MintValue } from '../mint-value.js';
import type { UpgradeContext } from '../upgrade-context.js';
import { built, carry, type Upgraded } from '../upgraded-value.js';
import type { Division, LegacyEntry, LegacyGroup } from './legacy-navigation.js';
import { isRemoteUrl } from './url-prefix.js';

/** `icon` with its `iconType` as docs.json writes it: `{ name, style }`, or the bare name. */
export function iconOf(node: MintValue | undefined): Upgraded | undefined {
  const icon = node?.get('icon');
  const style = node?.get('iconType');
  if (!icon) return undefined;
  return style ? built(icon, { name: carry(icon), style: carry(style) }) : carry(icon);
}

function entryOut(entry: LegacyEntry): Upgraded {
  if (entry.kind === 'group') return groupOut(entry.group);
  return carry(entry.node) as Upgraded;
}

/** A docs.json group: its name, icon, `public` flag and pages (nested groups converted too). */
export function groupOut(group: LegacyGroup): Upgraded {
  if (group.malformed) return carry(group.node) as Upgraded;
  const { node } = group;
  return built(node, {
    group: carry(node.get('group')),
    icon: iconOf(node),
    public: carry(node.get('public')),
    pages: built(node.get('pages') ?? node, group.entries.map(entryOut)),
  }) as Upgraded;
}

function anchorColor(division: Division, ctx: UpgradeContext): Upgraded | undefined {
  const color = division.node.get('color');
  if (!color) return undefined;
  if (!color.isObject) return built(color, { light: carry(color), dark: carry(color) });
  for (const [key, part] of color.entries()) {
    if (key === 'from') continue;
    ctx.drop(
      part,
      'docs.json anchor colours are plain colours, not gradients: the upgrade keeps the gradient\'s "from" colour.',
    );
  }
  const from = color.get('from');
  return from ? built(color, { light: carry(from), dark: carry(from) }) : undefined;
}

/** The docs.json spec of a tab or anchor: a remote link's spec as written; else the spec with the tab's folder for its pages. */
function divisionSpec(division: Division): Upgraded | undefined {
  const spec = division.node.get('openapi');
  if (!spec) return undefined;
  if (isRemoteUrl(division.url)) return carry(spec);
  return built(spec, { source: carry(spec), directory: carry(division.node.get('url')) });
}

/** What every docs.json tab or anchor made from `division` carries, before its content. */
export function divisionHead(
  division: Division,
  ctx: UpgradeContext,
): Record<string, Upgraded | undefined> {
  const { node } = division;
  const hidden = node.get('isDefaultHidden');
  return {
    [division.kind]: carry(node.get('name')),
    ...(division.kind === 'anchor'
      ? { icon: iconOf(node), color: anchorColor(division, ctx) }
      : {}),
    hidden: hidden?.value === true ? carry(hidden) : undefined,
    openapi: divisionSpec(division),
  };
}

/**
 * The tab or anchor that holds the pages no other one claims: mint.json's `primaryTab` or
 * `topAnchor` (by default a tab or an anchor named "Documentation", the anchor with the
 * `book-open` icon).
 */
export function primaryHead(
  kind: Division['kind'],
  mint: MintValue,
): Record<string, Upgraded | undefined> {
  if (kind === 'tab') {
    const primary = mint.get('primaryTab');
    const name = primary?.get('name');
    const hidden = primary?.get('isDefaultHidden');
    return name ? { tab: carry(name), hidden: carry(hidden) } : { tab: 'Documentation' };
  }
  const top = mint.get('topAnchor');
  const name = top?.get('name');
  return {
    anchor: name ? carry(name) : 'Documentation',
    icon: iconOf(top) ?? (name ? undefined : 'book-open'),
  };
}
