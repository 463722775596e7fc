import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../../test-support/list-files.js';
import { parse } from 'yaml';

const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const run = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-init-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('quire init', () => {
  it('writes a starter that validates with no problem, has no broken link, and builds', async () => {
    const r = run(work, 'init', 'acme-docs', '--name', 'Acme');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const root = join(work, 'acme-docs');
    expect(await listFiles(root)).toEqual([
      '.github/workflows/docs.yml',
      '.gitignore',
      'api-reference/introduction.mdx',
      'api-reference/openapi.json',
      'docs.json',
      'guides/components.mdx',
      'guides/writing-pages.mdx',
      'images/logo.svg',
      'index.mdx',
      'quickstart.mdx',
    ]);
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as {
      name: string;
      navigation: { tabs: { groups: unknown[] }[] };
    };
    expect(config.name).toBe('Acme');
    expect(config.navigation.tabs.length).toBeGreaterThanOrEqual(2);
    const validate = run(root, 'validate', '--format', 'json');
    expect(validate.status).toBe(0);
    const report = JSON.parse(validate.stdout) as { errors: number; warnings: number };
    expect([report.errors, report.warnings]).toEqual([0, 0]);
    expect(run(root, 'broken-links').status).toBe(0);
    // The deployed URL is the user's to give (without one the build warns that it writes no sitemap).
    const build = run(root, 'build', '--strict', '--base-url', 'https://docs.example.com');
    expect(build.status).toBe(0);
    for (const page of [
      'index.html',
      'quickstart/index.html',
      'guides/components/index.html',
      'api-reference/introduction/index.html',
    ])
      expect(existsSync(join(root, 'dist', page))).toBe(true);
    // The API pages are made from the spec: one per listed operation.
    const apiPages = (await listFiles(join(root, 'dist'))).filter(
      (f) =>
        /^api-reference\/.+\/index\.html$/.test(f) && !f.startsWith('api-reference/introduction'),
    );
    expect(apiPages.length).toBe(3);
    expect(await readFile(join(root, 'dist/guides/components/index.html'), 'utf8')).toContain(
      'Code groups',
    );
  }, 240_000);

  it('writes a CI workflow that runs quire validate --format github and quire broken-links', async () => {
    const root = join(work, 'acme-docs');
    const workflow = parse(await readFile(join(root, '.github/workflows/docs.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const commands = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.map((s) => s.run).filter((c): c is string => c !== undefined),
    );
    expect(commands).toContain('npx quire validate --format github');
    expect(commands).toContain('npx quire broken-links');
    // Each quire step of the workflow succeeds on the starter, run as the workflow runs it (the first test ran the build).
    for (const command of commands.filter(
      (c) => c.startsWith('npx quire ') && !c.startsWith('npx quire build'),
    )) {
      const args = command.slice('npx quire '.length).split(' ');
      expect([command, run(root, ...args).status]).toEqual([command, 0]);
    }
  }, 240_000);

  it('changes nothing that exists in a non-empty folder, and asks nothing when not on a terminal', async () => {
    const root = join(work, 'existing');
    await mkdir(join(root, 'guides'), { recursive: true });
    const mine = {
      'docs.json': '{ "mine": true }\n',
      'index.mdx': '# My home\n',
      'guides/components.mdx': 'mine\n',
      '.gitignore': 'secret/\n',
      'notes.txt': 'keep\n',
    };
    for (const [file, text] of Object.entries(mine)) await writeFile(join(root, file), text);
    const r = run(root, 'init');
    expect(r.status).toBe(0);
    for (const [file, text] of Object.entries(mine))
      expect(await readFile(join(root, file), 'utf8')).toBe(text);
    expect(r.stdout).toContain('kept    docs.json');
    expect(existsSync(join(root, 'quickstart.mdx'))).toBe(true);
    const again = run(root, 'init');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('0 files written');
  });
});
