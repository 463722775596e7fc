import { underBasePath } from '@quire/navigation';

/** The attributes whose URL a browser follows by itself (the runtime's `data-*` attributes hold site paths). */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'poster',
  'action',
  'formaction',
  'xlink:href',
]);
/** Elements whose text is not markup: a `<` inside them starts no tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const TAG_NAME = /<([A-Za-z][^\s/>]*)/y;
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** `srcset`: each candidate's URL (at the start, or after a comma) goes under the base path. */
const srcsetUnderBasePath = (basePath: string, value: string) =>
  value.replace(/(^|,)(\s*)(\/(?!\/))/g, `$1$2${basePath}$3`);

/** Where the text of a raw-text element (`<script>`) ends: past the `<` of its closing tag. */
function endOfRawText(html: string, name: string, from: number): number {
  const closing = new RegExp(`</${name}`, 'gi');
  closing.lastIndex = from;
  return closing.exec(html) ? closing.lastIndex : html.length;
}

/** One attribute value as it should read under the base path. */
function valueUnderBasePath(basePath: string, name: string, value: string): string {
  return name === 'srcset' ? srcsetUnderBasePath(basePath, value) : underBasePath(basePath, value);
}

/**
 * HTML that Quire does not write itself (a page's content, an API description, a banner) with every
 * root-absolute URL a browser follows (`<a href="/guide">`, `<img src="/images/x.png">`) placed under
 * the base path, as the reference does on a site served under a path. Text, comments, scripts, styles
 * and `data-*` attributes are left alone. Without a base path the HTML is returned as it is.
 */
export function htmlUnderBasePath(html: string, basePath: string): string {
  if (basePath === '') return html;
  let out = '';
  let copied = 0;
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      at = end === -1 ? -1 : html.indexOf('<', end + 3);
      continue;
    }
    TAG_NAME.lastIndex = at;
    const tag = TAG_NAME.exec(html);
    if (!tag) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    let i = TAG_NAME.lastIndex;
    for (;;) {
      ATTRIBUTE.lastIndex = i;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute || attribute[0] === '') break;
      i = ATTRIBUTE.lastIndex;
      const name = attribute[1]!.toLowerCase();
      const value = attribute[2] ?? attribute[3] ?? attribute[4];
      if (value === undefined || !URL_ATTRIBUTES.has(name)) continue;
      const placed = valueUnderBasePath(basePath, name, value);
      if (placed === value) continue;
      const start = i - value.length - (attribute[4] === undefined ? 1 : 0);
      out += html.slice(copied, start) + placed;
      copied = start + value.length;
    }
    at = html.indexOf(
      '<',
      RAW_TEXT.has(tag[1]!.toLowerCase()) ? endOfRawText(html, tag[1]!, i) : i,
    );
  }
  return out + html.slice(copied);
}
