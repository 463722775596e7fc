import { createHash } from 'node:crypto';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import type { LlmsEntry } from '@quire/render';
import { buildCodes } from './codes.js';
import type { SkillFile } from './custom-skills.js';
import type { StagingDir } from './staging-dir.js';

/** What the MCP server reads to offer the skills as resources: every skill, gated ones included. */
export const SKILLS_MANIFEST_PATH = '_quire/skills.json';
/** Where skills for some groups only are written: never listed, and `quire serve` never sends them. */
export const GATED_SKILLS_DIR = '_quire/skills';

/** A skill as the site publishes it: where its file is. */
export interface PublishedSkill extends SkillFile {
  /** The site path of its file. */
  readonly path: string;
}

/**
 * The site's skills in order: the one at `/skill.md` (the repository's own root `skill.md`, else the
 * generated one), then the others; a second skill with a name already taken is left out with a warning.
 */
export function siteSkills(
  custom: { readonly root?: SkillFile; readonly folders: readonly SkillFile[] },
  generated: SkillFile,
): { readonly skills: PublishedSkill[]; readonly diagnostics: Diagnostic[] } {
  const main = custom.root && !custom.root.groups ? custom.root : generated;
  const candidates = [main, ...(custom.root?.groups ? [custom.root] : []), ...custom.folders];
  const taken = new Set<string>();
  const skills: PublishedSkill[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const skill of candidates) {
    if (taken.has(skill.name)) {
      const code = 'build/skill-frontmatter';
      diagnostics.push(
        createDiagnostic(
          {
            code,
            message: `Two skills are named "${skill.name}"; the second is left out.`,
            hint: 'Give each skill file its own name in its frontmatter.',
          },
          buildCodes[code].severity,
        ),
      );
      continue;
    }
    taken.add(skill.name);
    const path = skill.groups
      ? `${GATED_SKILLS_DIR}/${skill.name}/SKILL.md`
      : `.well-known/agent-skills/${skill.name}/SKILL.md`;
    skills.push({ ...skill, path });
  }
  return { skills, diagnostics };
}

const digest = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`;

/**
 * Writes the skills: `/skill.md`, and for every public skill its file and entry in the discovery
 * indexes (`/.well-known/agent-skills/` and `/.well-known/skills/`, as the reference serves them);
 * skills for some groups only to `_quire/skills/`, unlisted; and the manifest the MCP server reads.
 * Returns the entries llms.txt lists.
 */
export async function writeSkillFiles(
  stage: StagingDir,
  skills: readonly PublishedSkill[],
): Promise<LlmsEntry[]> {
  const open = skills.filter((s) => !s.groups);
  if (open[0]) await stage.write('skill.md', open[0].text);
  for (const skill of skills) {
    await stage.write(skill.path, skill.text);
    if (!skill.groups) await stage.write(`.well-known/skills/${skill.name}/SKILL.md`, skill.text);
  }
  const listed = open.map((s) => ({ name: s.name, description: s.description.slice(0, 1024) }));
  await stage.write(
    '.well-known/agent-skills/index.json',
    JSON.stringify({
      $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
      skills: open.map((s, i) => ({
        ...listed[i]!,
        type: 'skill-md',
        url: `/${s.path}`,
        digest: digest(s.text),
      })),
    }),
  );
  await stage.write(
    '.well-known/skills/index.json',
    JSON.stringify({ skills: listed.map((s) => ({ ...s, files: ['SKILL.md'] })) }),
  );
  await stage.write(
    SKILLS_MANIFEST_PATH,
    JSON.stringify(
      skills.map((s) => ({
        name: s.name,
        description: s.description,
        path: s.path,
        ...(s.groups ? { groups: s.groups } : {}),
      })),
    ),
  );
  return open.map((s, i) => ({
    title: i === 0 ? 'skill.md' : s.name,
    url: i === 0 ? '/skill.md' : `/${s.path}`,
    description: s.description,
  }));
}
