import { readdirSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parseFrontmatter, readTextFile } from '@quire/config';
import { createDiagnostic, type Diagnostic, type Location } from '@quire/diagnostics';
import { skillName } from '@quire/render';
import { buildCodes } from './codes.js';

/** A skill file of the site: the root `skill.md` (written or generated) or one of `.mintlify/skills/`. */
export interface SkillFile {
  /** URL-safe: lowercase letters, digits and hyphens. */
  readonly name: string;
  readonly description: string;
  /** Frontmatter `groups`: only readers in one of them get it (absent: everyone). */
  readonly groups?: readonly string[];
  readonly text: string;
}

/** The frontmatter fields of the agentskills.io format, and the reference's `groups`. */
const KNOWN_FIELDS = new Set([
  'name',
  'description',
  'license',
  'compatibility',
  'metadata',
  'allowed-tools',
  'groups',
]);

/** Where the reference keeps several skills: one folder each, holding `SKILL.md`. */
export const SKILLS_DIR = '.mintlify/skills';

const warn = (
  code: 'build/skill-frontmatter' | 'build/skill-unknown-field',
  message: string,
  hint: string,
  at: Location,
) => createDiagnostic({ code, message, hint, at }, buildCodes[code].severity);

/** Reads one skill file: its name and description from the frontmatter, with warnings at what is wrong. */
function readSkill(
  text: string,
  file: string,
  fallbackName: string,
  diagnostics: Diagnostic[],
): SkillFile {
  const front = parseFrontmatter(text, file);
  const data = front.data;
  const top = { file, line: 1, column: 1 };
  const description = typeof data['description'] === 'string' ? data['description'].trim() : '';
  if (!front.present || typeof data['name'] !== 'string' || description === '')
    diagnostics.push(
      warn(
        'build/skill-frontmatter',
        `${file} has no ${!front.present ? 'frontmatter' : description === '' ? 'description' : 'name'}: a skill file starts with YAML frontmatter naming the skill and saying what it does.`,
        'Start the file with ---, name: my-product, description: What the skill does and when to use it, ---.',
        front.locate('name') ?? top,
      ),
    );
  for (const key of Object.keys(data))
    if (!KNOWN_FIELDS.has(key))
      diagnostics.push(
        warn(
          'build/skill-unknown-field',
          `"${key}" is not a field of skill files; it is published as written but Quire does not act on it.`,
          `The fields are: ${[...KNOWN_FIELDS].join(', ')}.`,
          front.locate(key) ?? top,
        ),
      );
  const groups = data['groups'];
  const validGroups = Array.isArray(groups) && groups.every((g) => typeof g === 'string');
  if (groups !== undefined && !validGroups)
    diagnostics.push(
      warn(
        'build/skill-frontmatter',
        `"groups" of ${file} is not a list of group names; the skill is published to everyone.`,
        'Write groups: ["admin"] to give the skill only to signed-in readers of those groups.',
        front.locate('groups', 'value') ?? top,
      ),
    );
  return {
    name: skillName(typeof data['name'] === 'string' ? data['name'] : fallbackName),
    description,
    ...(validGroups && groups.length > 0 ? { groups: groups as string[] } : {}),
    text,
  };
}

/** The `SKILL.md` files of `.mintlify/skills/<name>/`, by folder name, never outside the docs root. */
function skillFolders(root: string): { file: string; folder: string }[] {
  let realRoot: string;
  let entries: string[];
  try {
    realRoot = realpathSync(root);
    entries = readdirSync(join(root, SKILLS_DIR)).sort();
  } catch {
    return [];
  }
  return entries.flatMap((folder) => {
    for (const name of ['SKILL.md', 'skill.md']) {
      const file = `${SKILLS_DIR}/${folder}/${name}`;
      try {
        const real = realpathSync(join(root, file));
        if (real.startsWith(realRoot + sep)) return [{ file, folder }];
      } catch {
        // Not this spelling, or a link that leads nowhere.
      }
    }
    return [];
  });
}

/**
 * The repository's own skill files: `skill.md` at the docs root (it replaces the generated one) and
 * each `.mintlify/skills/<name>/SKILL.md` (added beside it), as the reference reads them.
 */
export function loadCustomSkills(
  root: string,
  siteName: string,
): {
  readonly root?: SkillFile;
  readonly folders: readonly SkillFile[];
  readonly diagnostics: readonly Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const rootText = readTextFile(join(root, 'skill.md'));
  const folders = skillFolders(root).flatMap(({ file, folder }) => {
    const text = readTextFile(join(root, file));
    return text === undefined ? [] : [readSkill(text, file, folder, diagnostics)];
  });
  return {
    ...(rootText !== undefined
      ? { root: readSkill(rootText, 'skill.md', siteName, diagnostics) }
      : {}),
    folders,
    diagnostics,
  };
}
