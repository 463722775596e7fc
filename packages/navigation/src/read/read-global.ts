import type { GlobalLink, GlobalLinks } from '../model.js';
import { booleanField, colorField, iconField, isRecord, stringField } from './json-fields.js';

const GLOBAL_KINDS = {
  anchors: 'anchor',
  tabs: 'tab',
  dropdowns: 'dropdown',
  products: 'product',
  languages: 'language',
  versions: 'version',
} as const;

export const EMPTY_GLOBAL: GlobalLinks = {
  anchors: [],
  tabs: [],
  dropdowns: [],
  products: [],
  languages: [],
  versions: [],
};

/** The `global` links of the root or of a division: entries with a label and an `href`; others are left out. */
export function readGlobal(value: unknown): GlobalLinks | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<keyof GlobalLinks, GlobalLink[]> = {
    anchors: [],
    tabs: [],
    dropdowns: [],
    products: [],
    languages: [],
    versions: [],
  };
  let any = false;
  for (const [key, kind] of Object.entries(GLOBAL_KINDS) as [
    keyof GlobalLinks,
    GlobalLink['kind'],
  ][]) {
    const list = value[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      if (!isRecord(entry)) continue;
      const label = stringField(entry[kind]);
      const href = stringField(entry.href);
      if (!label || !href) continue;
      const icon = iconField(entry.icon, entry.iconType);
      const color = colorField(entry.color);
      out[key].push({
        kind,
        label,
        href,
        ...(icon ? { icon } : {}),
        ...(color ? { color } : {}),
        hidden: booleanField(entry.hidden) ?? false,
      });
      any = true;
    }
  }
  return any ? out : undefined;
}
