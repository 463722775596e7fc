import type { JsonRecord } from './json-fields.js';

/** Keys that hold an element's children, in the order the reference platform keeps them when several are present. */
export const CHILD_KEYS = [
  'products',
  'languages',
  'versions',
  'tabs',
  'dropdowns',
  'anchors',
  'menu',
  'groups',
  'pages',
] as const;
export type ChildKey = (typeof CHILD_KEYS)[number];

/** The element kinds that hold children. */
export type ParentKind =
  'root' | 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'menu-item';

const ALLOWED: Record<ParentKind, readonly ChildKey[]> = {
  root: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  anchor: ['languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  dropdown: ['languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  product: ['languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  'menu-item': [
    'languages',
    'versions',
    'dropdowns',
    'anchors',
    'products',
    'tabs',
    'groups',
    'pages',
  ],
  version: ['languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
};

/**
 * The one child key an element uses, resolved like the reference platform: among the arrays the
 * kind may hold, the first in `CHILD_KEYS` order; the others are ignored (and reported by the
 * structure rules). Keys a kind cannot hold (a tab's `tabs`) are dropped, as the reference does.
 */
export function chooseChildKey(value: JsonRecord, kind: ParentKind): ChildKey | undefined {
  const allowed = ALLOWED[kind];
  return CHILD_KEYS.find((key) => allowed.includes(key) && Array.isArray(value[key]));
}
