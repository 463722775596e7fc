import type { LlmsEntry } from './llms-txt.js';
import { absoluteUrl } from './sitemap.js';

/** One API of the site, from an OpenAPI spec it serves. */
export interface SkillApi {
  readonly title: string;
  readonly version?: string | undefined;
  /** The first server URL of the spec. */
  readonly server?: string | undefined;
  /** The spec file as a site path (`/openapi.json`). */
  readonly spec: string;
  readonly operations: readonly {
    readonly method: string;
    readonly path: string;
    readonly summary?: string | undefined;
  }[];
}

/** A limit or caution the docs state (a `<Warning>`), with the page it is on. */
export interface SkillConstraint {
  readonly text: string;
  readonly title: string;
  readonly url: string;
}

export interface SkillMdInput {
  readonly name: string;
  readonly description?: string | undefined;
  readonly baseUrl?: string | undefined;
  /** Navigation order: one section per top-level group of the default language and version. */
  readonly sections: readonly { readonly title: string; readonly entries: readonly LlmsEntry[] }[];
  readonly apis: readonly SkillApi[];
  readonly constraints: readonly SkillConstraint[];
}

/** What the generated file lists at most, so that it stays a summary (llms.txt lists every page). */
export const SKILL_MD_LIMITS = {
  pagesPerSection: 8,
  sections: 30,
  operationsPerApi: 60,
  constraints: 20,
} as const;

/** A skill name as agentskills.io asks: lowercase letters, digits and hyphens, at most 64. */
export function skillName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug === '' ? 'docs' : slug;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const yamlString = (text: string) => JSON.stringify(text);
const mdLink = (base: string | undefined, url: string) =>
  /^[a-z]+:/i.test(url) ? url : absoluteUrl(base, `${url === '/' ? '/index' : url}.md`);

function capabilities(input: SkillMdInput): string[] {
  const out: string[] = [];
  for (const section of input.sections.slice(0, SKILL_MD_LIMITS.sections)) {
    out.push(`### ${section.title}`, '');
    for (const e of section.entries.slice(0, SKILL_MD_LIMITS.pagesPerSection)) {
      const text = e.description ? oneLine(e.description) : '';
      const desc =
        text === '' ? '' : `: ${text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text}`;
      out.push(`- [${e.title}](${mdLink(input.baseUrl, e.url)})${desc}`);
    }
    const more = section.entries.length - SKILL_MD_LIMITS.pagesPerSection;
    if (more > 0) out.push(`- …and ${more} more pages (see llms.txt)`);
    out.push('');
  }
  return out;
}

function apis(input: SkillMdInput): string[] {
  if (input.apis.length === 0) return [];
  const out = ['## API', ''];
  for (const api of input.apis) {
    out.push(`### ${api.title}${api.version ? ` (${api.version})` : ''}`, '');
    if (api.server) out.push(`Base URL: ${api.server}`, '');
    out.push(`OpenAPI spec: ${absoluteUrl(input.baseUrl, api.spec)}`, '');
    for (const op of api.operations.slice(0, SKILL_MD_LIMITS.operationsPerApi))
      out.push(
        `- \`${op.method.toUpperCase()} ${op.path}\`${op.summary ? `: ${oneLine(op.summary)}` : ''}`,
      );
    const more = api.operations.length - SKILL_MD_LIMITS.operationsPerApi;
    if (more > 0) out.push(`- …and ${more} more operations (see the spec)`);
    out.push('');
  }
  return out;
}

function constraints(input: SkillMdInput): string[] {
  if (input.constraints.length === 0) return [];
  return [
    '## Constraints',
    '',
    ...input.constraints
      .slice(0, SKILL_MD_LIMITS.constraints)
      .map((c) => `- ${oneLine(c.text)} ([${c.title}](${mdLink(input.baseUrl, c.url)}))`),
    '',
  ];
}

/** The frontmatter `description` of the generated skill: what the docs are, and when to use them (at most 1,024 characters). */
export function skillDescription(
  input: Pick<SkillMdInput, 'name' | 'description' | 'apis'>,
): string {
  return oneLine(
    `${input.description ? `${oneLine(input.description).replace(/\.?$/, '.')} ` : ''}Use when working with ${input.name}: how to do a task, which page documents it${input.apis.length > 0 ? ', and the API to call' : ''}.`,
  ).slice(0, 1024);
}

/**
 * The site's `skill.md` (agentskills.io format), written from the docs themselves: what the product
 * is (docs.json name and description), its main tasks (the navigation's groups and their pages),
 * its API (the operations of its OpenAPI specs) and the constraints its pages state as warnings.
 * The same docs give the same file.
 */
export function renderSkillMd(input: SkillMdInput): string {
  const description = skillDescription(input);
  return [
    '---',
    `name: ${skillName(input.name)}`,
    `description: ${yamlString(description)}`,
    'metadata:',
    '  generator: quire',
    '---',
    '',
    `# ${input.name}`,
    '',
    ...(input.description ? [oneLine(input.description), ''] : []),
    `Read the pages below as Markdown (each link is the page's \`.md\`). Every page is listed in ${absoluteUrl(input.baseUrl, '/llms.txt')}, and their full text is in ${absoluteUrl(input.baseUrl, '/llms-full.txt')}.`,
    '',
    '## Capabilities',
    '',
    ...capabilities(input),
    ...apis(input),
    ...constraints(input),
  ].join('\n');
}
