import { isRecord } from './is-record.js';

/** JSON pointers (RFC 6901) as arrays of unescaped segments. */

/** `#/components/schemas/A~1B` → `['components', 'schemas', 'A/B']`. Also undoes URI %-escapes. */
export function decodePointer(fragment: string): string[] {
  const body = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (body === '' || body === '/') return body === '/' ? [''] : [];
  return body
    .slice(body.startsWith('/') ? 1 : 0)
    .split('/')
    .map((s) => safeDecode(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `['paths', '/users', 'get']` → `/paths/~1users/get`. */
export function encodePointer(segments: readonly string[]): string {
  return segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** The value at `pointer` inside `root`, or undefined. */
export function valueAt(root: unknown, pointer: readonly string[]): unknown {
  let node = root;
  for (const segment of pointer) {
    if (Array.isArray(node)) node = node[Number(segment)];
    else if (isRecord(node) && Object.prototype.hasOwnProperty.call(node, segment))
      node = node[segment];
    else return undefined;
  }
  return node;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
