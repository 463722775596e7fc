import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '@quire/build';
import { startDevServer, type DevServer } from '@quire/dev-server';
import { waitFor } from './corpus-copy.js';

// A repository still on mint.json (no docs.json): it builds and previews from the mint.json it has.
const FIXTURE = fileURLToPath(new URL('../../../fixtures/legacy-mint-tabs/', import.meta.url));

let work: string;
let root: string;
let built: BuildResult;
let dev: DevServer;

const get = async (path: string) => {
  const response = await fetch(dev.url + path);
  return { status: response.status, text: await response.text() };
};
const errors = async () =>
  (
    (await (await fetch(`${dev.url}/_quire/dev/errors`)).json()) as {
      errors: { code: string; file?: string; line?: number; column?: number }[];
    }
  ).errors;
/** The whole sidebar a page shows (the page names the shared file that holds it). */
const sidebarOf = async (path: string) => {
  const src = /data-q-sidebar-src="([^"]+)"/.exec((await get(path)).text)?.[1];
  if (!src) return '';
  const shared = JSON.parse((await get(src)).text) as { sidebars: Record<string, string> };
  return Object.values(shared.sidebars).join('');
};

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-legacy-'));
  root = join(work, 'docs');
  await cp(FIXTURE, root, { recursive: true });
  const cacheDir = join(work, 'cache');
  built = await buildSite({
    root,
    outDir: join(work, 'site'),
    cacheDir,
    network: false,
    baseUrl: 'https://docs.acme.example.com',
  });
  dev = await startDevServer({ root, port: 0, network: false, cacheDir });
}, 240_000);

afterAll(async () => {
  await dev?.close();
  await rm(work, { recursive: true, force: true });
});

describe('a site on mint.json', () => {
  it('builds every page its mint.json lists, with one legacy warning and no docs.json written', () => {
    expect(built.ok).toBe(true);
    expect(built.diagnostics.map((d) => d.code)).toEqual(['config/legacy-mint-json']);
    for (const page of ['quickstart', 'sdks/python', 'api-reference/widgets/list-widgets'])
      expect(
        existsSync(join(work, 'site', `${page}.html`)) ||
          existsSync(join(work, 'site', page, 'index.html')),
        page,
      ).toBe(true);
    expect(existsSync(join(work, 'site', 'mint.json'))).toBe(false);
    expect(existsSync(join(root, 'docs.json'))).toBe(false);
  });

  it('previews, follows edits to mint.json, and reports its problems at their place in mint.json', async () => {
    const page = await get('/quickstart');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Content of Quickstart.');
    const config = join(root, 'mint.json');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace('"group": "Get started"', '"group": "First steps"'));
    await waitFor(
      async () => ((await sidebarOf('/quickstart')).includes('First steps') ? true : undefined),
      15_000,
      'the renamed group',
    );
    await writeFile(config, text.replace('"primary": "#0D9373"', '"primary": "green"'));
    const broken = await waitFor(
      async () => (await errors()).find((e) => e.code === 'config/invalid-color'),
      15_000,
      'the colour error',
    );
    const line = text.split('\n').findIndex((l) => l.includes('"primary"')) + 1;
    expect(broken).toMatchObject({ file: 'mint.json', line, column: 16 });
    await writeFile(config, text);
    await waitFor(
      async () => ((await errors()).length === 0 ? true : undefined),
      15_000,
      'the error to clear',
    );
  });
});
