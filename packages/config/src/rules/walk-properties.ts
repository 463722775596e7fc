import { appendPointer } from '../json/json-pointer.js';

/** Top-level keys whose contents are free-form (user metadata, variables), never checked as config. */
const FREE_FORM = new Set(['/seo', '/variables']);

/** Calls `visit` for every property of every object in `value`, depth first, with its JSON pointer. */
export function walkProperties(
  value: unknown,
  visit: (key: string, child: unknown, pointer: string) => void,
  pointer = '',
): void {
  if (FREE_FORM.has(pointer)) return;
  if (Array.isArray(value)) {
    value.forEach((child: unknown, i) => walkProperties(child, visit, appendPointer(pointer, i)));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      const childPointer = appendPointer(pointer, key);
      visit(key, child, childPointer);
      walkProperties(child, visit, childPointer);
    }
  }
}
