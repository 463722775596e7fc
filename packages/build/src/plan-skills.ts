import type { Diagnostic } from '@quire/diagnostics';
import type { OpenApiSpec } from '@quire/openapi';
import { loadCustomSkills } from './custom-skills.js';
import { generatedSkill } from './generated-skill.js';
import { llmsSections, type SiteOutputInput } from './site-outputs.js';
import { siteSkills, type PublishedSkill } from './skill-files.js';

/** The navigation's sections without the pages for some groups only (skill.md is public). */
function publicSections(input: SiteOutputInput) {
  const gated = (url: string) => input.rendered.get(url)?.sections.some((s) => s.readers?.length);
  return llmsSections(input)
    .map((s) => ({ ...s, entries: s.entries.filter((e) => !gated(e.url)) }))
    .filter((s) => s.entries.length > 0);
}

/**
 * The skills the site publishes: the repository's own skill files, and the one generated from the
 * docs for `/skill.md` unless the repository has its own; with the warnings about them.
 */
export function planSkills(
  root: string,
  input: SiteOutputInput,
  specs: readonly OpenApiSpec[],
): { readonly skills: PublishedSkill[]; readonly diagnostics: Diagnostic[] } {
  const name = typeof input.config.name === 'string' ? input.config.name : 'Documentation';
  const custom = loadCustomSkills(root, name);
  const generated = generatedSkill({
    name,
    description:
      typeof input.config.description === 'string' ? input.config.description : undefined,
    baseUrl: input.baseUrl,
    sections: publicSections(input),
    markdown: (url) => input.rendered.get(url)?.markdown,
    specs,
    specFiles: input.specFiles,
  });
  const planned = siteSkills(custom, generated);
  return { skills: planned.skills, diagnostics: [...custom.diagnostics, ...planned.diagnostics] };
}
