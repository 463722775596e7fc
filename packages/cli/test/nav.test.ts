import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Runs the built command (`npx tsc -b` first), as a user would.
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

function quire(args: string[], cwd = REPO) {
  return spawnSync(process.execPath, [bin, ...args], {
    encoding: 'utf8',
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
}

interface NavJson {
  routes: {
    url: string;
    kind: string;
    source: string;
    title: string;
    language?: string;
    version?: string;
    hidden: boolean;
  }[];
  trees: {
    language?: string;
    version?: string;
    isDefault: boolean;
    children: { kind: string; label?: string }[];
  }[];
}

describe('quire nav --json', () => {
  it('prints one JSON object with every route and the tree of each language × version', () => {
    const r = quire(['nav', 'fixtures/nav-languages', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as NavJson;
    expect(Object.keys(out)).toEqual(['routes', 'trees']);
    expect(out.routes.find((x) => x.url === '/fr/quickstart')).toEqual({
      url: '/fr/quickstart',
      kind: 'page',
      source: 'fr/quickstart.mdx',
      title: 'Démarrage rapide',
      language: 'fr',
      hidden: false,
    });
    expect(out.routes.find((x) => x.url === '/fr/unlisted')).toMatchObject({
      hidden: true,
      language: 'fr',
    });
    expect(out.trees.map((t) => [t.language, t.isDefault])).toEqual([
      ['en', true],
      ['fr', false],
      ['es', false],
    ]);
    expect(out.trees[0]?.children[0]).toMatchObject({ kind: 'tab', label: 'Docs' });
  });

  it('names generated endpoint pages by their spec and operation', () => {
    const r = quire(['nav', 'fixtures/nav-openapi', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as NavJson;
    expect(out.routes.find((x) => x.url === '/api-reference/pets/list-pets')).toEqual({
      url: '/api-reference/pets/list-pets',
      kind: 'endpoint',
      source: 'specs/pets.json GET /pets',
      title: 'List pets',
      hidden: false,
    });
    expect(out.routes.find((x) => x.kind === 'webhook')?.source).toBe(
      'specs/pets.json webhook petAdopted',
    );
  });

  it('exits 1 and reports the diagnostics on stderr when the navigation has errors', () => {
    const r = quire(['nav', 'fixtures/nav-url-clash', '--json']);
    expect(r.status).toBe(1);
    expect(() => JSON.parse(r.stdout) as unknown).not.toThrow();
    expect(r.stderr).toContain(
      'guide.md:1:1 error `guide.md` and `guide.mdx` would both be served at /guide',
    );
    expect(r.stderr).toContain('[navigation/url-clash]');
    expect(r.stderr).toContain('3 errors');
  });

  it('resolves two kinds of children as a build does (a warning) and fails on a missing page (an error)', () => {
    const r = quire(['nav', 'fixtures/nav-mixed-children']);
    expect(r.stderr).toMatch(/docs\.json:15:9 warning .*\[nav\/mixed-children\]/);
    expect(r.stderr).toMatch(/docs\.json:20:15 error .*\[nav\/missing-page\]/);
    expect(r.stderr).toContain('1 error, 2 warnings');
    expect(r.status).toBe(1);
  });
});

describe('quire nav', () => {
  it('prints an indented tree with kinds, URLs and hidden markers', () => {
    const r = quire(['nav', 'fixtures/nav-tabs']);
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('== navigation (default)');
    expect(lines).toContain('tab "Guides"  /');
    expect(lines).toContain('  group "Start"');
    expect(lines).toContain('    page /guides/first  First guide');
    expect(lines).toContain('tab "Blog" → https://example.com/blog');
    expect(lines).toContain('tab "Staff"  /staff/handbook  [hidden]');
    expect(r.stdout).toContain('6 routes (1 hidden, 0 generated endpoint pages), 1 tree');
  });

  it('finds the docs root from a folder inside it', () => {
    const r = quire(['nav', 'fixtures/nav-pages/guides', '--json']);
    expect(r.status).toBe(0);
    expect((JSON.parse(r.stdout) as NavJson).routes[0]?.source).toBe('index.mdx');
  });

  it('exits 1 without docs.json and 2 for a folder that does not exist', () => {
    const empty = mkdtempSync(join(tmpdir(), 'quire-nav-'));
    try {
      const none = quire(['nav'], empty);
      expect(none.status).toBe(1);
      expect(none.stderr).toContain('No docs.json');
      expect(none.stderr).toContain('[config/not-found]');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
    const missing = quire(['nav', 'no/such/folder']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the quire nav page', () => {
  const page = readFileSync(new URL('../../../docs/cli/nav.mdx', import.meta.url), 'utf8');

  it('documents every flag, exit code and the JSON fields', () => {
    expect(page).toContain('`--json`');
    for (const code of ['0', '1', '2'])
      expect(page).toMatch(new RegExp(`^\\| \`${code}\` \\|`, 'm'));
    for (const field of [
      '`routes`',
      '`trees`',
      '`kind`',
      '`source`',
      '`language`',
      '`version`',
      '`hidden`',
    ])
      expect(page).toContain(field);
  });

  it('is listed in the docs navigation', () => {
    const r = quire(['nav', 'docs', '--json']);
    expect(r.status).toBe(0);
    expect(
      (JSON.parse(r.stdout) as NavJson).routes.find((x) => x.url === '/cli/nav'),
    ).toMatchObject({ title: 'quire nav', hidden: false });
  });
});
