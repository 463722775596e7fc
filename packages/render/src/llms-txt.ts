import { absoluteUrl } from './sitemap.js';

export interface LlmsEntry {
  readonly title: string;
  /** Site path of the page (its Markdown is at `<path>.md`), or an absolute URL. */
  readonly url: string;
  readonly description?: string | undefined;
}

export interface LlmsInput {
  readonly name: string;
  readonly description?: string | undefined;
  /** What page paths are joined to: the site's absolute URL, else its base path (`/docs`); without either they stay site paths. */
  readonly baseUrl?: string | undefined;
  readonly instructions?: readonly string[] | undefined;
  /** Navigation order; one section per top-level group. */
  readonly sections: readonly { readonly title: string; readonly entries: readonly LlmsEntry[] }[];
  /** Spec files served by the site, as site paths. */
  readonly openApiSpecs?: readonly string[] | undefined;
  readonly asyncApiSpecs?: readonly string[] | undefined;
  /** External links of the navigation. */
  readonly optional?: readonly LlmsEntry[] | undefined;
  /** The site's skill files (`/skill.md` first), as site paths of the files themselves. */
  readonly skills?: readonly LlmsEntry[] | undefined;
}

/** The reference caps llms.txt at 100,000 characters. */
export const LLMS_TXT_LIMIT = 100_000;

const mdPath = (url: string) =>
  /^[a-z]+:/i.test(url) ? url : `${url === '/' ? '/index' : url}.md`;

function entryLine(base: string | undefined, e: LlmsEntry, descMax: number): string {
  const href = /^[a-z]+:/i.test(e.url) ? e.url : absoluteUrl(base, mdPath(e.url));
  let desc = (e.description ?? '').replace(/\s+/g, ' ').trim();
  if (desc.length > descMax) desc = `${desc.slice(0, Math.max(0, descMax - 1)).trimEnd()}…`;
  return `- [${e.title}](${href})${desc ? `: ${desc}` : ''}`;
}

function compose(
  input: LlmsInput,
  descMax: number,
  keep: number,
): { text: string; dropped: number } {
  const out = [`# ${input.name}`, ''];
  if (input.description) out.push(`> ${input.description.replace(/\s+/g, ' ').trim()}`, '');
  if (input.instructions?.length)
    out.push('## Agent Instructions', '', ...input.instructions.map((i) => `> ${i}`), '');
  let budget = keep;
  let dropped = 0;
  for (const section of input.sections) {
    const lines: string[] = [];
    for (const e of section.entries) {
      if (budget <= 0) {
        dropped++;
        continue;
      }
      budget--;
      lines.push(entryLine(input.baseUrl, e, descMax));
    }
    if (lines.length) out.push(`## ${section.title}`, '', ...lines, '');
  }
  const specList = (title: string, specs: readonly string[] | undefined) => {
    if (specs?.length)
      out.push(
        `## ${title}`,
        '',
        ...specs.map((s) => `- [${s.split('/').pop()}](${absoluteUrl(input.baseUrl, s)})`),
        '',
      );
  };
  specList('OpenAPI Specs', input.openApiSpecs);
  specList('AsyncAPI Specs', input.asyncApiSpecs);
  if (input.skills?.length)
    out.push(
      '## Skills',
      '',
      ...input.skills.map((e) => {
        const desc = (e.description ?? '').replace(/\s+/g, ' ').trim().slice(0, descMax);
        return `- [${e.title}](${absoluteUrl(input.baseUrl, e.url)})${desc ? `: ${desc}` : ''}`;
      }),
      '',
    );
  if (input.optional?.length)
    out.push(
      '## Optional',
      '',
      ...input.optional.map((e) => entryLine(input.baseUrl, e, descMax)),
      '',
    );
  if (dropped > 0)
    out.push(
      `> ${dropped} more pages are not listed here to keep this file under ${LLMS_TXT_LIMIT} characters; see llms-full.txt.`,
      '',
    );
  return { text: out.join('\n'), dropped };
}

/**
 * `llms.txt`: the site name, description, then every page in navigation order as a link
 * to its Markdown. Over the cap, descriptions are shortened first, then entries dropped
 * from the end with a note.
 */
export function renderLlmsTxt(input: LlmsInput): string {
  const total = input.sections.reduce((n, s) => n + s.entries.length, 0);
  for (const descMax of [300, 160, 80, 0]) {
    const { text } = compose(input, descMax, total);
    if (text.length <= LLMS_TXT_LIMIT) return text;
  }
  let lo = 0;
  let hi = total;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (compose(input, 0, mid).text.length <= LLMS_TXT_LIMIT) lo = mid;
    else hi = mid - 1;
  }
  return compose(input, 0, lo).text;
}

export interface LlmsFullPage {
  readonly title: string;
  readonly url: string;
  readonly description?: string | undefined;
  readonly markdown: string;
}

/** `llms-full.txt`: every page's title, source URL, description and full Markdown; no cap. */
export function renderLlmsFullTxt(
  name: string,
  baseUrl: string | undefined,
  pages: readonly LlmsFullPage[],
): string {
  const blocks = pages.map((p) => {
    const head = [`# ${p.title}`, `Source: ${absoluteUrl(baseUrl, p.url)}`];
    if (p.description) head.push('', p.description);
    return `${head.join('\n')}\n\n${p.markdown.trim()}\n`;
  });
  return blocks.length ? blocks.join('\n\n') : `# ${name}\n`;
}
