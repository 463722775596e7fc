import type { SchemaValidator } from './create-schema-validator.js';
import { splitPointer, valueAt } from './describe-pointer.js';
import {
  CHILD_LIST_KIND,
  ELEMENT_DEFINITION,
  GLOBAL_ELEMENT_DEFINITION,
  GLOBAL_LIST_KIND,
  elementKeysOf,
  type ElementKind,
} from './navigation-elements.js';
import type { SchemaIssue } from './schema-issue.js';

/** `pointer` is `base` or lies inside it. */
export function isWithin(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(`${base}/`);
}

/**
 * An entry of a navigation list that is another kind of element than the list holds (a tab inside `pages`):
 * the `required` issue for the list's identifying key, on an object that has a different identifying key.
 * An entry with `sourceRef` (a mount of another repository, in multi-repository deployments) is recognised too.
 */
function misplacedElement(issue: SchemaIssue, root: unknown): SchemaIssue | undefined {
  if (issue.keyword !== 'required') return undefined;
  const segments = splitPointer(issue.pointer);
  if (segments[0] !== 'navigation' || segments.length < 3) return undefined;
  const list = segments[segments.length - 2] ?? '';
  const global = segments[segments.length - 3] === 'global';
  const expected = (global ? GLOBAL_LIST_KIND : CHILD_LIST_KIND)[list];
  if (!expected || issue.params.missingProperty !== expected) return undefined;
  const value = valueAt(root, issue.pointer);
  if (typeof value === 'object' && value !== null && Object.hasOwn(value, 'sourceRef')) {
    return { keyword: 'source-ref', pointer: issue.pointer, params: {} };
  }
  const kind = elementKeysOf(value).find((k) => k !== expected);
  if (!kind) return undefined;
  return {
    keyword: 'misplaced-element',
    pointer: issue.pointer,
    params: { kind, expected, list, global },
  };
}

function definitionOf(kind: ElementKind, global: boolean): string | undefined {
  return global ? GLOBAL_ELEMENT_DEFINITION[kind] : ELEMENT_DEFINITION[kind];
}

/**
 * Every schema issue of `root`. A navigation element found in a list of another kind is reported once as
 * `misplaced-element`, and its content is then checked against the rules of the element it is (a tab in
 * `pages` is checked as a tab, not as a broken group).
 */
export function collectSchemaIssues(root: unknown, validate: SchemaValidator): SchemaIssue[] {
  const out: SchemaIssue[] = [];
  let pending = validate(root);
  while (pending.length > 0) {
    const misplaced = pending
      .map((issue) => misplacedElement(issue, root))
      .filter((m) => m !== undefined);
    out.push(
      ...pending.filter((issue) => !misplaced.some((m) => isWithin(issue.pointer, m.pointer))),
      ...misplaced,
    );
    const next: SchemaIssue[] = [];
    for (const m of misplaced) {
      if (m.keyword !== 'misplaced-element') continue;
      const definition = definitionOf(m.params.kind as ElementKind, m.params.global === true);
      if (definition) next.push(...validate(valueAt(root, m.pointer), definition, m.pointer));
    }
    pending = next;
  }
  return out;
}
