import { cp, mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { listFiles } from '../../../test-support/list-files.js';

// The same input builds to the same bytes: built in the build's own thread alone or spread over render
// workers, cold or warm (pages copied from the previous output). Only the build's id in
// _quire/site.json differs, as it must: it tells one build from the next.

const PAGES = 70; // over the 60 pages a render lane takes, so that two lanes share the work

const fixture = fileURLToPath(new URL('../../../fixtures/build-site/', import.meta.url));

/** The build-site fixture with `PAGES` more pages (code in two languages, a table, components, links). */
async function siteWithManyPages(dir: string): Promise<string> {
  const root = join(dir, 'docs');
  await cp(fixture, root, { recursive: true });
  const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as {
    navigation: { tabs: { groups: { group: string; pages: unknown[] }[] }[] };
  };
  const pages = Array.from({ length: PAGES }, (_, n) => `many/page-${n}`);
  config.navigation.tabs[0]!.groups.push({ group: 'Many', pages });
  await writeFile(join(root, 'docs.json'), JSON.stringify(config));
  await mkdir(join(root, 'many'));
  for (let n = 0; n < PAGES; n++)
    await writeFile(
      join(root, `many/page-${n}.mdx`),
      `---\ntitle: Page ${n}\n---\n\n## Launch ${n}\n\nSee [the next page](/many/page-${(n + 1) % PAGES}) and \`fuel_${n}\`.\n\n` +
        `\`\`\`ts\nexport const stage${n} = (id: string) => fetch(\`/v1/stages/\${id}\`);\n\`\`\`\n\n` +
        `\`\`\`python\ndef stage_${n}(client):\n    return client.get("/v1/stages/${n}")\n\`\`\`\n\n` +
        `| stage | fuel |\n|---|---|\n| ${n} | kerosene |\n\n<Note>Check the valves of stage ${n}.</Note>\n`,
    );
  return root;
}

/** Every file of a built site and its bytes, but the build id. */
async function snapshot(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const path of await listFiles(out)) {
    const bytes = await readFile(join(out, path));
    if (path !== '_quire/site.json') files.set(path, bytes.toString('base64'));
    else {
      const { buildId, ...rest } = JSON.parse(bytes.toString('utf8')) as { buildId: string };
      expect(buildId).toMatch(/^[0-9a-f-]{36}$/);
      files.set(path, JSON.stringify(rest));
    }
  }
  return files;
}

let work: string;
let root: string;
const build = async (name: string, workers: number) => {
  const outDir = join(work, name, 'site');
  const result = await buildSite({
    root,
    outDir,
    cacheDir: join(work, name, 'cache'),
    workers,
    network: false,
  });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { result, files: await snapshot(outDir) };
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-reproducible-'));
  root = await siteWithManyPages(work);
});

describe('the same input builds to the same bytes', () => {
  it('in one thread and in two render lanes, cold and warm', async () => {
    const alone = await build('alone', 1);
    const lanes = await build('lanes', 2);
    expect(lanes.files.size).toBeGreaterThan(2 * PAGES);
    expect([...lanes.files.keys()]).toEqual([...alone.files.keys()]);
    const differing = [...lanes.files].filter(([path, b]) => alone.files.get(path) !== b);
    expect(differing.map(([path]) => path)).toEqual([]);
    const warm = await build('lanes', 2);
    expect(warm.result.stats.reused).toBe(warm.result.stats.pages);
    expect(warm.files).toEqual(lanes.files);
  }, 240_000);
});
