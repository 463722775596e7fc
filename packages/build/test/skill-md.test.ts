import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';
import { MCP_SITE_FIXTURE } from '../../../test-support/mcp-site.js';

/** Builds a copy of fixtures/mcp-site, changed by `edit`, for https://orbit.example. */
async function build(edit?: (root: string) => Promise<void>): Promise<BuildResult> {
  const work = await mkdtemp(join(tmpdir(), 'quire-skill-'));
  const root = join(work, 'docs');
  await cp(MCP_SITE_FIXTURE, root, { recursive: true });
  await edit?.(root);
  return buildSite({
    root,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    baseUrl: 'https://orbit.example',
    network: false,
  });
}

const read = (result: BuildResult, path: string) => readFile(join(result.outDir, path), 'utf8');
const json = async (result: BuildResult, path: string) =>
  JSON.parse(await read(result, path)) as Record<string, unknown>;

describe('skill.md and the agent files the build writes', () => {
  let site: BuildResult;
  beforeAll(async () => {
    site = await build();
  }, 120_000);

  it('generates skill.md from the docs: what the product is, its pages, its API, the constraints it states', async () => {
    const skill = await read(site, 'skill.md');
    expect(skill).toMatch(
      /^---\nname: orbit-relay\ndescription: "Orbit Relay moves messages between satellites and ground stations\. Use when working with Orbit Relay: how to do a task, which page documents it, and the API to call\."\n/,
    );
    expect(skill).toContain(
      '- [Delivery webhooks](https://orbit.example/guides/webhooks.md): Be told when a satellite acknowledges a message.',
    );
    expect(skill).toContain('Base URL: https://api.orbit.example/v2');
    expect(skill).toContain('- `POST /channels/{id}/messages`: Send a message');
    expect(skill).toContain(
      '- A channel over its limit drops new messages for one minute; they are not queued. ([Rate limits](https://orbit.example/guides/rate-limits.md))',
    );
    // A page for the beta group only is not described in a public file.
    expect(skill).not.toContain('Drone');
    // The same docs make the same file.
    expect(await read(await build(), 'skill.md')).toBe(skill);
  });

  it('publishes the skills of .mintlify/skills beside it, indexed with digests, and those for some groups unlisted', async () => {
    const index = (await json(site, '.well-known/agent-skills/index.json')) as {
      skills: { name: string; url: string; digest: string; type: string }[];
    };
    expect(index.skills.map((s) => [s.name, s.url, s.type])).toEqual([
      ['orbit-relay', '/.well-known/agent-skills/orbit-relay/SKILL.md', 'skill-md'],
      ['ground-ops', '/.well-known/agent-skills/ground-ops/SKILL.md', 'skill-md'],
    ]);
    for (const s of index.skills) {
      const text = await read(site, s.url.slice(1));
      expect(s.digest).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
    }
    expect(await json(site, '.well-known/skills/index.json')).toEqual({
      skills: [
        {
          name: 'orbit-relay',
          description: expect.stringContaining('Orbit Relay moves messages') as string,
          files: ['SKILL.md'],
        },
        {
          name: 'ground-ops',
          description:
            'Schedule ground station passes for Orbit Relay. Use when planning when a message can reach a satellite.',
          files: ['SKILL.md'],
        },
      ],
    });
    expect(await read(site, '_quire/skills/relay-admin/SKILL.md')).toContain('Drain a channel');
    expect(existsSync(join(site.outDir, '.well-known/agent-skills/relay-admin'))).toBe(false);
    const llms = await read(site, 'llms.txt');
    expect(llms).toContain('## Skills\n\n- [skill.md](https://orbit.example/skill.md): ');
    expect(llms).toContain(
      '- [ground-ops](https://orbit.example/.well-known/agent-skills/ground-ops/SKILL.md): Schedule',
    );
    expect(llms).not.toContain('relay-admin');
  });

  it('writes the MCP discovery documents for the site URL', async () => {
    expect(await json(site, '.well-known/mcp.json')).toEqual({
      version: '1.0.0',
      transport: 'http',
      url: 'https://orbit.example/mcp',
      servers: [
        {
          name: 'public',
          url: 'https://orbit.example/mcp',
          transport: 'http',
          authentication: 'none',
        },
      ],
    });
    const card = (await json(site, '.well-known/mcp/server-card.json')) as {
      name: string;
      tools: { name: string; annotations: object }[];
    };
    expect(card).toMatchObject({
      name: 'orbit-relay-search',
      url: 'https://orbit.example/mcp',
      capabilities: { tools: true, resources: true },
      authentication: 'none',
    });
    expect(card.tools.map((t) => t.name)).toEqual([
      'search_orbit_relay',
      'query_docs_filesystem_orbit_relay',
      'submit_feedback',
    ]);
    expect(await json(site, '.well-known/mcp/server-cards.json')).toEqual({ servers: [card] });
  });

  it('publishes a skill.md of the repository instead of the generated one, and warns about its fields', async () => {
    const custom = await build(async (root) => {
      await writeFile(
        join(root, 'skill.md'),
        '---\nname: Orbit Relay Ops\ndescription: Operate Orbit Relay.\nauthor: me\n---\n\n# Ops\n',
      );
      await writeFile(join(root, '.mintlify/skills/ground-ops/SKILL.md'), '# No frontmatter\n');
    });
    expect(custom.ok).toBe(true);
    expect(await read(custom, 'skill.md')).toBe(
      '---\nname: Orbit Relay Ops\ndescription: Operate Orbit Relay.\nauthor: me\n---\n\n# Ops\n',
    );
    // Not a page: no /skill route.
    expect(existsSync(join(custom.outDir, 'skill/index.html'))).toBe(false);
    const warnings = custom.diagnostics
      .filter((d) => d.code.startsWith('build/skill-'))
      .map((d) => [d.code, d.file, d.line]);
    expect(warnings.sort()).toEqual([
      ['build/skill-frontmatter', '.mintlify/skills/ground-ops/SKILL.md', 1],
      ['build/skill-unknown-field', 'skill.md', 4],
    ]);
    const index = (await json(custom, '.well-known/agent-skills/index.json')) as {
      skills: { name: string }[];
    };
    expect(index.skills.map((s) => s.name)).toEqual(['orbit-relay-ops', 'ground-ops']);
  });
});
