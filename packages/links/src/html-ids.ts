const TAG =
  /<([a-zA-Z][^\s<>/]*)((?:\s+[^\s=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /\s([^\s=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>]+)))?/g;
const ENTITY = /&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
};

function decode(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(ENTITY, (_m, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return NAMED[lower] ?? '';
  });
}

/**
 * The ids of a rendered page (and the `name` of `<a name>` targets): what a `#fragment` can scroll to.
 * Reads the start tags of the HTML and decodes the values' HTML escapes.
 */
export function htmlIds(html: string): Set<string> {
  const out = new Set<string>();
  for (const tag of html.matchAll(TAG)) {
    const attrs = tag[2];
    if (!attrs || !/\s(?:id|name)\s*=/i.test(attrs)) continue;
    const anchor = tag[1]?.toLowerCase() === 'a';
    for (const a of attrs.matchAll(ATTRIBUTE)) {
      const name = a[1]?.toLowerCase();
      if (name === 'id' || (anchor && name === 'name')) out.add(decode(a[2] ?? a[3] ?? a[4] ?? ''));
    }
  }
  return out;
}
