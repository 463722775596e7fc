import { isLinkAttribute } from './link-attribute.js';

/** A link found in raw HTML, with its offset in the HTML string. */
export interface HtmlLink {
  readonly url: string;
  readonly offset: number;
  readonly element: string;
  readonly attribute: string;
}

const TAG =
  /<([A-Za-z][\w.:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/g;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
};

const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_m, name: string) => ENTITIES[name] ?? '');

/**
 * The `href`/`src` links of the start tags in a piece of raw HTML (a `.md` file's HTML, where `<Card href>` is
 * HTML too). Comments are skipped. Offsets point at the attribute's value.
 */
export function htmlLinks(html: string): HtmlLink[] {
  const text = html.replace(/<!--[\s\S]*?(?:-->|$)/g, (c) => ' '.repeat(c.length));
  const out: HtmlLink[] = [];
  for (const tag of text.matchAll(TAG)) {
    const element = tag[1] ?? '';
    const attrs = tag[2] ?? '';
    const attrsAt = (tag.index ?? 0) + 1 + element.length;
    for (const a of attrs.matchAll(ATTRIBUTE)) {
      const name = a[1] ?? '';
      const value = a[2] ?? a[3] ?? a[4];
      if (value === undefined || !isLinkAttribute(element, name)) continue;
      const quoted = a[4] === undefined ? 1 : 0;
      const offset = attrsAt + (a.index ?? 0) + a[0].length - value.length - quoted;
      out.push({ url: decodeEntities(value), offset, element, attribute: name.toLowerCase() });
    }
  }
  return out;
}
