import { appendPointer } from '../json/json-pointer.js';
import { isEndpointReference } from './is-endpoint-reference.js';

/** The kinds of navigation elements, named after their identifying key. */
export type NavKind =
  'root' | 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor' | 'item' | 'group';

/** Keys that hold an element's children, in the order the reference platform prefers them when several are present. */
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

const KIND_OF: Record<Exclude<ChildKey, 'pages'>, NavKind> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  menu: 'item',
  groups: 'group',
};

export interface NavElement {
  readonly kind: NavKind;
  readonly pointer: string;
  readonly value: Readonly<Record<string, unknown>>;
  readonly parent?: NavElement;
}

/** A string entry of a `pages` array that names a page (endpoint references are left out). */
export interface NavPageRef {
  readonly path: string;
  readonly pointer: string;
  readonly parent: NavElement;
}

export interface CollectedNavigation {
  /** Every element, parents before children, the root first. */
  readonly elements: readonly NavElement[];
  readonly pages: readonly NavPageRef[];
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The child keys an element has, in the order they were written. */
export function childKeysOf(value: Readonly<Record<string, unknown>>): ChildKey[] {
  return Object.keys(value).filter((k): k is ChildKey =>
    (CHILD_KEYS as readonly string[]).includes(k),
  );
}

/** Flattens `navigation` (at `/navigation`) into its elements and page references. Tolerates any shape. */
export function collectNavigation(navigation: unknown): CollectedNavigation {
  const elements: NavElement[] = [];
  const pages: NavPageRef[] = [];
  if (!isRecord(navigation)) return { elements, pages };
  const visit = (element: NavElement): void => {
    elements.push(element);
    for (const key of childKeysOf(element.value)) {
      const list = element.value[key];
      if (!Array.isArray(list)) continue;
      const arrayPointer = appendPointer(element.pointer, key);
      list.forEach((entry: unknown, i) => {
        const pointer = appendPointer(arrayPointer, i);
        if (key === 'pages') {
          if (typeof entry === 'string') {
            if (!isEndpointReference(entry)) pages.push({ path: entry, pointer, parent: element });
          } else if (isRecord(entry) && 'group' in entry) {
            visit({ kind: 'group', pointer, value: entry, parent: element });
          }
        } else if (isRecord(entry)) {
          visit({ kind: KIND_OF[key], pointer, value: entry, parent: element });
        }
      });
    }
  };
  visit({ kind: 'root', pointer: '/navigation', value: navigation });
  return { elements, pages };
}
