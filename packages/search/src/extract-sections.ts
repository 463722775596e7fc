import type { SearchSection } from './search-section.js';

export interface PageForSearch {
  readonly url: string;
  readonly title: string;
  readonly description?: string | undefined;
  readonly html: string;
  readonly keywords?: readonly string[] | undefined;
  readonly boost?: number | undefined;
  /** How many navigation groups are above the page. */
  readonly depth?: number | undefined;
  readonly method?: string | undefined;
  readonly apiPath?: string | undefined;
  /** An endpoint's parameters (and body properties): searchable with the page's intro. */
  readonly parameters?:
    readonly { readonly name: string; readonly description?: string | undefined }[] | undefined;
  /** Frontmatter `groups`: stored with the intro, so that the assistant can tell who may read the page. */
  readonly readers?: readonly string[] | undefined;
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

function decode(s: string): string {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+|#39);/gi, (m, e: string) => {
    if (ENTITIES[e] !== undefined) return ENTITIES[e]!;
    if (e.startsWith('#x') || e.startsWith('#X'))
      return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return m;
  });
}

const textOf = (html: string) =>
  decode(html.replace(/<(script|style|svg|button)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function splitCode(html: string): { prose: string; code: string } {
  const code: string[] = [];
  const prose = html.replace(/<pre\b[\s\S]*?<\/pre>/gi, (m) => {
    code.push(textOf(m));
    return ' ';
  });
  return { prose: textOf(prose), code: code.join('\n') };
}

/**
 * Splits a page's rendered HTML into sections at its h2/h3 headings (those with an id):
 * the intro (everything before the first heading, with the description) and one section
 * per heading, each with the heading path above it.
 */
export function extractSections(page: PageForSearch): SearchSection[] {
  const heading = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/gi;
  const parts: { depth: number; id?: string; title?: string; body: string }[] = [];
  let last = 0;
  let current: { depth: number; id?: string; title?: string } = { depth: 1 };
  for (let m = heading.exec(page.html); m; m = heading.exec(page.html)) {
    parts.push({ ...current, body: page.html.slice(last, m.index) });
    current = { depth: Number(m[1]), id: m[2]!, title: textOf(m[3]!) };
    last = m.index + m[0].length;
  }
  parts.push({ ...current, body: page.html.slice(last) });
  const common = {
    url: page.url,
    pageTitle: page.title,
    keywords: page.keywords,
    boost: page.boost,
    depth: page.depth,
    method: page.method,
    apiPath: page.apiPath,
    ...(page.readers?.length ? { readers: page.readers } : {}),
  };
  const parameters = (page.parameters ?? [])
    .map((p) => [p.name, p.description].filter(Boolean).join(' '))
    .join('\n');
  const out: SearchSection[] = [];
  let h2: string | undefined;
  for (const part of parts) {
    const { prose, code } = splitCode(part.body);
    if (part.depth === 2) h2 = part.title;
    if (part.id === undefined) {
      out.push({
        ...common,
        id: page.url,
        text: [page.description, prose, parameters].filter(Boolean).join(' '),
        code,
      });
      continue;
    }
    const headingPath = part.depth === 3 && h2 ? [h2] : [];
    out.push({
      ...common,
      id: `${page.url}#${part.id}`,
      anchor: part.id,
      section: part.title,
      headingPath,
      text: prose,
      code,
    });
  }
  return out;
}
