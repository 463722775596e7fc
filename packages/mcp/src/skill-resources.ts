import type { Caller } from '@quire/assistant';
import { McpError, type ErrorCode, type Resource } from '@modelcontextprotocol/sdk/types.js';

/** The build's list of the site's skills (`_quire/skills.json`), gated ones included. */
export const SKILLS_MANIFEST_PATH = '_quire/skills.json';

interface SkillEntry {
  readonly name: string;
  readonly description: string;
  /** The site path of the skill file. */
  readonly path: string;
  readonly groups?: readonly string[];
}

/** MCP's code for a resource that does not exist. */
const RESOURCE_NOT_FOUND = -32002;

export const skillUri = (name: string) => `skill://${name}/SKILL.md`;

function parseSkills(text: string | undefined): SkillEntry[] {
  try {
    const list: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(list)) return [];
    return list.filter(
      (e): e is SkillEntry =>
        !!e &&
        typeof e === 'object' &&
        typeof (e as SkillEntry).name === 'string' &&
        typeof (e as SkillEntry).path === 'string',
    );
  } catch {
    return [];
  }
}

/** The skills a caller may have: everyone's, and those of the groups the caller is in. */
export async function callerSkills(
  read: (sitePath: string) => Promise<string | undefined>,
  caller: Caller,
): Promise<SkillEntry[]> {
  return parseSkills(await read(SKILLS_MANIFEST_PATH)).filter(
    (s) => !s.groups || s.groups.some((g) => caller.groups.includes(g)),
  );
}

/** `resources/list`: each skill file as a Markdown resource. */
export function skillResources(skills: readonly SkillEntry[]): Resource[] {
  return skills.map((s) => ({
    uri: skillUri(s.name),
    name: s.name,
    title: `Skill: ${s.name}`,
    description: s.description,
    mimeType: 'text/markdown',
  }));
}

/** `resources/read` of a skill the caller may have; any other URI is MCP's resource-not-found error. */
export async function readSkillResource(
  read: (sitePath: string) => Promise<string | undefined>,
  skills: readonly SkillEntry[],
  uri: string,
): Promise<{ contents: { uri: string; mimeType: string; text: string }[] }> {
  const skill = skills.find((s) => skillUri(s.name) === uri);
  const text = skill && (await read(skill.path));
  if (text === undefined)
    throw new McpError(
      RESOURCE_NOT_FOUND as ErrorCode,
      `No resource ${uri.slice(0, 200)}; resources/list gives the skills of this site.`,
      { uri: uri.slice(0, 200) },
    );
  return { contents: [{ uri, mimeType: 'text/markdown', text }] };
}
