/** The navigation element kinds, named after their identifying key. */
export type ElementKind =
  'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'item' | 'group';

/** Identifying keys, in the order an object holding several is recognised by. */
export const ELEMENT_KINDS: readonly ElementKind[] = [
  'group',
  'tab',
  'anchor',
  'dropdown',
  'product',
  'item',
  'version',
  'language',
];

/** The kind of element each child list holds (`pages` holds groups besides page paths). */
export const CHILD_LIST_KIND: Readonly<Record<string, ElementKind>> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  menu: 'item',
  groups: 'group',
  pages: 'group',
};

/** The lists of `navigation.global`. */
export const GLOBAL_LIST_KIND: Readonly<Record<string, ElementKind>> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
};

/** How messages name each kind. */
export const ELEMENT_NOUN: Readonly<Record<ElementKind, string>> = {
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  dropdown: 'dropdown',
  anchor: 'anchor',
  item: 'menu item',
  group: 'group',
};

/** The schema definition of each kind, in a navigation tree and in `navigation.global`. */
export const ELEMENT_DEFINITION: Readonly<Record<ElementKind, string>> = {
  product: 'product',
  language: 'language',
  version: 'version',
  tab: 'tab',
  dropdown: 'dropdown',
  anchor: 'anchor',
  item: 'menuItem',
  group: 'group',
};
export const GLOBAL_ELEMENT_DEFINITION: Readonly<Partial<Record<ElementKind, string>>> = {
  product: 'globalProduct',
  language: 'globalLanguage',
  version: 'globalVersion',
  tab: 'globalTab',
  dropdown: 'globalDropdown',
  anchor: 'globalAnchor',
};

/** The identifying keys `value` holds, in recognition order. */
export function elementKeysOf(value: unknown): ElementKind[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return ELEMENT_KINDS.filter((kind) => Object.hasOwn(value, kind));
}

/** `a tab`, `an anchor`: a noun with its indefinite article. */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}
