import type { OpenApiSpec } from '@quire/openapi';
import {
  renderSkillMd,
  skillDescription,
  skillName,
  type LlmsEntry,
  type SkillApi,
  type SkillConstraint,
} from '@quire/render';
import type { SkillFile } from './custom-skills.js';

export interface GeneratedSkillInput {
  readonly name: string;
  readonly description?: string | undefined;
  readonly baseUrl?: string | undefined;
  /** The navigation's sections (as llms.txt lists them). */
  readonly sections: readonly { readonly title: string; readonly entries: readonly LlmsEntry[] }[];
  /** The Markdown of the pages of those sections, by URL. */
  readonly markdown: (url: string) => string | undefined;
  readonly specs: readonly OpenApiSpec[];
  /** The spec files the site publishes (repository paths). */
  readonly specFiles: readonly string[];
}

const WARNING = /<Warning[^>]*>([\s\S]*?)<\/Warning>/g;

/** The first paragraph of each `<Warning>` of a page, as plain text. */
function pageWarnings(markdown: string): string[] {
  const out: string[] = [];
  for (const match of markdown.matchAll(WARNING)) {
    const paragraph = (match[1] ?? '').trim().split(/\n\s*\n/)[0] ?? '';
    const text = paragraph
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text !== '') out.push(text.length > 300 ? `${text.slice(0, 299).trimEnd()}…` : text);
  }
  return out;
}

function constraintsOf(input: GeneratedSkillInput): SkillConstraint[] {
  return input.sections.flatMap((s) =>
    s.entries.flatMap((e) =>
      pageWarnings(input.markdown(e.url) ?? '').map((text) => ({
        text,
        title: e.title,
        url: e.url,
      })),
    ),
  );
}

function apisOf(input: GeneratedSkillInput): SkillApi[] {
  const published = new Set(input.specFiles);
  return input.specs
    .filter((s) => s.status === 'ok' && published.has(s.id))
    .map((spec) => {
      const info = (spec.document['info'] ?? {}) as { title?: unknown; version?: unknown };
      const servers = spec.document['servers'];
      const server = Array.isArray(servers)
        ? (servers[0] as { url?: unknown } | undefined)?.url
        : undefined;
      return {
        title: typeof info.title === 'string' ? info.title : spec.id,
        version: typeof info.version === 'string' ? info.version : undefined,
        server: typeof server === 'string' ? server : undefined,
        spec: `/${spec.id}`,
        operations: spec.operations
          .filter((o) => !o.hidden && !o.excluded)
          .map((o) => ({ method: o.method, path: o.path, summary: o.summary })),
      };
    });
}

/** The site's own `skill.md`, generated from its docs (see `renderSkillMd`). */
export function generatedSkill(input: GeneratedSkillInput): SkillFile {
  const skill = {
    name: input.name,
    description: input.description,
    baseUrl: input.baseUrl,
    sections: input.sections,
    apis: apisOf(input),
    constraints: constraintsOf(input),
  };
  return {
    name: skillName(input.name),
    description: skillDescription(skill),
    text: renderSkillMd(skill),
  };
}
