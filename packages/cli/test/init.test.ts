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

const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('quire init docs, at the root of a repository', () => {
  it('writes a starter that validates with no problem, has no broken link, and builds', async () => {
    const repo = join(work, 'acme');
    await mkdir(repo);
    expect(git(repo, 'init', '-q').status).toBe(0);
    const r = run(repo, 'init', 'docs', '--name', 'Acme');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const root = join(repo, 'docs');
    expect(await listFiles(root)).toEqual([
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
    expect(r.stdout).toContain('  created .github/workflows/docs.yml\n');
    expect(r.stdout).toContain('Next: npx quire dev docs ');
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
    // From the repository's root, as the user and the workflow run it.
    // The deployed URL is the user's to give (without one the build warns that it writes no sitemap).
    const build = run(repo, 'build', 'docs', '--strict', '--base-url', 'https://docs.example.com');
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

  it("writes the CI workflow into the repository's .github/, its steps naming the docs folder", async () => {
    const repo = join(work, 'acme');
    expect(existsSync(join(repo, 'docs/.github'))).toBe(false);
    const workflow = parse(await readFile(join(repo, '.github/workflows/docs.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    const commands = Object.values(workflow.jobs).flatMap((job) =>
      job.steps.map((s) => s.run).filter((c): c is string => c !== undefined),
    );
    expect(commands.filter((c) => c.startsWith('npx quire '))).toEqual([
      'npx quire validate docs --format github',
      'npx quire broken-links docs',
      'npx quire build docs',
    ]);
    // Each quire step of the workflow succeeds on the starter, run at the repository's root as the workflow
    // runs it (the first test ran the build).
    for (const command of commands.filter(
      (c) => c.startsWith('npx quire ') && !c.startsWith('npx quire build'),
    )) {
      const args = command.slice('npx quire '.length).split(' ');
      expect([command, run(repo, ...args).status]).toEqual([command, 0]);
    }
  }, 240_000);

  it('leaves git nothing to commit but the sources: every path Quire and npm write is ignored where it appears', async () => {
    const repo = join(work, 'acme');
    // What the first test's build wrote (docs/dist, docs/.quire), what `quire serve` and `quire keys` write
    // at the root (.quire/server), and npm's folders.
    await mkdir(join(repo, '.quire/server'), { recursive: true });
    await writeFile(join(repo, '.quire/server/quire.db'), '');
    for (const folder of ['node_modules/x', 'docs/node_modules/x']) {
      await mkdir(join(repo, folder), { recursive: true });
      await writeFile(join(repo, folder, 'index.js'), '');
    }
    expect(existsSync(join(repo, 'docs/.quire'))).toBe(true);
    const status = git(repo, 'status', '--porcelain', '--untracked-files=all');
    expect(status.status).toBe(0);
    const untracked = status.stdout.split('\n').filter(Boolean);
    expect(untracked.filter((line) => /dist\/|\.quire\/|node_modules\//.test(line))).toEqual([]);
    expect(untracked).toContain('?? .github/workflows/docs.yml');
    expect(untracked).toContain('?? docs/docs.json');
    expect(await readFile(join(repo, '.gitignore'), 'utf8')).toBe('node_modules/\n.quire/\n');
  });

  it('finds the repository above the current folder, and writes the workflow there', async () => {
    const repo = join(work, 'acme');
    const site = join(repo, 'website');
    await mkdir(site);
    await rm(join(repo, '.github'), { recursive: true });
    const r = run(site, 'init', 'handbook', '--name', 'Handbook');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('  created ../.github/workflows/docs.yml\n');
    expect(await readFile(join(repo, '.github/workflows/docs.yml'), 'utf8')).toContain(
      '- run: npx quire build website/handbook\n',
    );
  });
});

describe('quire init in a folder that has files', () => {
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
    // .gitignore only gains the lines it lacks; nothing else changes.
    const { '.gitignore': ignores, ...others } = mine;
    for (const [file, text] of Object.entries(others))
      expect(await readFile(join(root, file), 'utf8')).toBe(text);
    expect(await readFile(join(root, '.gitignore'), 'utf8')).toBe(
      `${ignores}node_modules/\ndist/\n.quire/\n`,
    );
    expect(r.stdout).toContain('kept    docs.json');
    expect(r.stdout).toContain('updated .gitignore (added node_modules/ dist/ .quire/)');
    expect(existsSync(join(root, 'quickstart.mdx'))).toBe(true);
    const again = run(root, 'init');
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('0 files written, 9 existing files left as they were.');
    expect(again.stdout).not.toContain('updated');
  });
});
