import {
  CHILD_LIST_KIND,
  ELEMENT_NOUN,
  GLOBAL_LIST_KIND,
  elementKeysOf,
  type ElementKind,
} from './navigation-elements.js';

/** The segments of a JSON Pointer (RFC 6901), unescaped: `/a~1b/0` is `["a/b", "0"]`. */
export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Joins segments back into a JSON Pointer. */
export function joinPointer(segments: readonly string[]): string {
  return segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The value at `pointer` in `root`, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of splitPointer(pointer)) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (typeof current === 'object' && current !== null)
      current = (current as Record<string, unknown>)[segment];
    else return undefined;
  }
  return current;
}

const PLAIN_KEY = /^[A-Za-z0-9_$-]+$/;

/** Mintlify's notation for a place in docs.json: `navigation.tabs[0].groups`, `seo.metatags["og:image"]`. */
export function dottedPath(segments: readonly string[], root: unknown): string {
  let out = '';
  let current = root;
  for (const segment of segments) {
    if (Array.isArray(current)) out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
    current = valueAt(current, joinPointer([segment]));
  }
  return out;
}

/** A navigation element found at a pointer: its kind, its label, and whether it is a `navigation.global` entry. */
export interface ElementAt {
  readonly kind: ElementKind;
  readonly label: string | undefined;
  readonly global: boolean;
}

/**
 * The navigation element at `pointer`, when the pointer is an entry of a child list inside `navigation`
 * (`/navigation/tabs/0`, `/navigation/global/anchors/1`) and holds an object. Its kind is the kind the list
 * expects when the object has that key, else the first identifying key it has, else the list's kind.
 */
export function elementAt(root: unknown, pointer: string): ElementAt | undefined {
  const segments = splitPointer(pointer);
  if (segments[0] !== 'navigation' || segments.length < 3) return undefined;
  const value = valueAt(root, pointer);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const list = segments[segments.length - 2] ?? '';
  const global = segments[segments.length - 3] === 'global';
  const expected = global ? GLOBAL_LIST_KIND[list] : CHILD_LIST_KIND[list];
  if (!expected || !/^\d+$/.test(segments[segments.length - 1] ?? '')) return undefined;
  const present = elementKeysOf(value);
  const kind = present.includes(expected) ? expected : (present[0] ?? expected);
  const label = (value as Record<string, unknown>)[kind];
  return { kind, label: typeof label === 'string' ? label : undefined, global };
}

/** `Navigation tab "API"`, `Group "Intro"`, `the tab at navigation.tabs[2]` (capitalised when `start`). */
export function describeElement(element: ElementAt, path: string, start: boolean): string {
  const noun = ELEMENT_NOUN[element.kind];
  const named = element.global
    ? `global ${noun}`
    : element.kind === 'group' || element.kind === 'item'
      ? noun
      : `navigation ${noun}`;
  const text =
    element.label === undefined ? `the ${noun} at ${path}` : `${named} "${element.label}"`;
  return start ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** How messages name the object at `pointer`: `docs.json`, or as `describeValue` does. */
export function describeObject(root: unknown, pointer: string): string {
  return pointer === '' ? 'docs.json' : describeValue(root, pointer);
}

/**
 * How messages name the value at `pointer`: the object itself when it is a navigation element, else its path
 * relative to the closest enclosing navigation element (`"groups" of navigation tab "API"`), else its full path.
 */
export function describeValue(root: unknown, pointer: string): string {
  const segments = splitPointer(pointer);
  const self = elementAt(root, pointer);
  if (self) return describeElement(self, dottedPath(segments, root), true);
  for (let cut = segments.length - 1; cut >= 3; cut--) {
    const owner = joinPointer(segments.slice(0, cut));
    const element = elementAt(root, owner);
    if (!element) continue;
    // The element's own label is named by its path: `"navigation.tabs[0].tab"`, not `"tab" of navigation tab "x"`.
    if (cut === segments.length - 1 && segments[cut] === element.kind) break;
    const ownerPath = dottedPath(segments.slice(0, cut), root);
    const relative = dottedPath(segments, root).slice(ownerPath.length).replace(/^\./, '');
    return `"${relative}" of ${describeElement(element, ownerPath, false)}`;
  }
  return pointer === '' ? 'docs.json' : `"${dottedPath(segments, root)}"`;
}
