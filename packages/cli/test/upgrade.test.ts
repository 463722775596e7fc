import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runNav } from '../src/commands/nav.js';
import { runUpgrade } from '../src/commands/upgrade.js';

const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'quire-upgrade-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface NavNode {
  kind: string;
  label?: string;
  title?: string;
  url?: string;
  href?: string;
  hidden?: boolean;
  children?: NavNode[];
}
interface NavJson {
  routes: { url: string; kind: string; title: string; language?: string; version?: string }[];
  trees: { language?: string; version?: string; isDefault: boolean; children: NavNode[] }[];
}

/** Collects what a command writes. */
function sink() {
  let text = '';
  return { stream: { write: (t: string) => (text += t) }, text: () => text };
}

async function upgrade(dir: string, force = false, format: 'pretty' | 'json' = 'pretty') {
  const out = sink();
  const err = sink();
  const code = await runUpgrade({
    dir,
    force,
    format,
    cwd: work,
    env: { NO_COLOR: '1' },
    stdout: out.stream,
    stderr: err.stream,
  });
  return { code, stdout: out.text(), stderr: err.text() };
}

/** `quire nav --json` of a folder. */
async function nav(dir: string): Promise<NavJson> {
  const out = sink();
  const err = sink();
  const code = await runNav({
    dir,
    json: true,
    cwd: work,
    env: { NO_COLOR: '1' },
    stdout: out.stream,
    stderr: err.stream,
  });
  expect(code, err.text()).toBe(0);
  return JSON.parse(out.text()) as NavJson;
}

/** Routes and trees as readable lines: kind, URL (or link), title or label. */
function outline(json: NavJson) {
  const tag = (x: { language?: string; version?: string }) =>
    [x.language && `language=${x.language}`, x.version && `version=${x.version}`].filter(Boolean);
  const lines = (node: NavNode, depth: number): string[] => {
    const leaf = node.children === undefined;
    const head = [node.kind, leaf ? node.url : undefined, node.title ?? node.label, node.href]
      .concat(node.hidden ? ['[hidden]'] : [])
      .filter(Boolean)
      .join(' ');
    return [
      '  '.repeat(depth) + head,
      ...(node.children ?? []).flatMap((c) => lines(c, depth + 1)),
    ];
  };
  return {
    routes: json.routes.map((r) => [r.kind, r.url, r.title, ...tag(r)].join(' ')),
    trees: Object.fromEntries(
      json.trees.map((t) => [
        [...tag(t), ...(t.isDefault ? ['default'] : [])].join(' ') || 'default',
        t.children.flatMap((c) => lines(c, 0)),
      ]),
    ),
  };
}

const copyOf = (name: string) => {
  const dir = join(work, name);
  cpSync(join(FIXTURES, name), dir, { recursive: true });
  return dir;
};

describe('quire upgrade', () => {
  it.each([
    'legacy-mint-tabs',
    'legacy-mint-versions',
    'legacy-mint-locales',
    'legacy-mint-every-key',
  ])(
    '%s: the site shows the navigation its mint.json describes, before and after the upgrade',
    async (name) => {
      const expected = JSON.parse(
        readFileSync(join(FIXTURES, name, 'expected-nav.json'), 'utf8'),
      ) as ReturnType<typeof outline>;
      expect(outline(await nav(join(FIXTURES, name)))).toEqual(expected);

      const dir = copyOf(name);
      const result = await upgrade(dir);
      expect(result.code, result.stdout).toBe(0);
      expect(result.stdout).toContain(`Wrote ${name}/docs.json from mint.json`);
      expect(existsSync(join(dir, 'docs.json'))).toBe(true);
      expect(outline(await nav(dir))).toEqual(expected);
    },
  );

  it('writes readable JSON: two-space indents, settings in the docs.json order, links in navigation.global', () => {
    const text = readFileSync(join(work, 'legacy-mint-tabs', 'docs.json'), 'utf8');
    expect(
      text.startsWith(
        '{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "palm",\n  "name": "Acme",',
      ),
    ).toBe(true);
    const docs = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(docs)).toEqual([
      '$schema',
      'theme',
      'name',
      'colors',
      'logo',
      'favicon',
      'navbar',
      'navigation',
      'footer',
      'redirects',
    ]);
    expect(docs.navigation).toMatchObject({
      global: {
        anchors: [
          {
            anchor: 'Community',
            href: 'https://discord.example.com/acme',
            icon: { name: 'discord', style: 'brands' },
          },
          { anchor: 'Blog', href: 'https://acme.example.com/blog', icon: 'newspaper' },
        ],
      },
    });
    const locales = JSON.parse(
      readFileSync(join(work, 'legacy-mint-locales', 'docs.json'), 'utf8'),
    );
    expect(locales.footer).toEqual({
      socials: {
        github: 'https://github.com/acme',
        linkedin: 'https://www.linkedin.com/company/acme',
      },
    });
  });

  it('never replaces docs.json without --force', async () => {
    const dir = join(work, 'legacy-mint-tabs');
    const written = readFileSync(join(dir, 'docs.json'), 'utf8');
    writeFileSync(join(dir, 'docs.json'), '{"name": "edited by hand"}\n');
    const refused = await upgrade(dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('[cli/docs-json-exists]');
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe('{"name": "edited by hand"}\n');
    const forced = await upgrade(dir, true);
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'docs.json'), 'utf8')).toBe(written);
  });

  it('says so when there is no mint.json', async () => {
    const result = await upgrade(join(FIXTURES, 'nav-tabs'));
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('[cli/no-mint-json]');
  });

  it('runs as a command: reports what it left out at its place in mint.json, as JSON', () => {
    const dir = copyOf('config-legacy-mint-json');
    const r = spawnSync(process.execPath, [bin, 'upgrade', dir, '--format', 'json'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    expect(r.status, r.stderr).toBe(0);
    const { diagnostics } = JSON.parse(r.stdout) as {
      diagnostics: { code: string; file: string; line: number }[];
    };
    expect(diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['config/legacy-setting-dropped', 'mint.json', 4],
    ]);
    const validated = spawnSync(
      process.execPath,
      [bin, 'validate', join(FIXTURES, 'legacy-mint-tabs')],
      {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
      },
    );
    expect(validated.status).toBe(0);
    expect(validated.stdout).toMatch(/^Checked .*legacy-mint-tabs\/mint\.json/);
    expect(validated.stdout).toContain('[config/legacy-mint-json]');
  });
});

describe('the quire upgrade page', () => {
  const page = readFileSync(new URL('../../../docs/cli/upgrade.mdx', import.meta.url), 'utf8');

  it('documents every flag, exit code and code, and every top-level mint.json setting', () => {
    for (const flag of ['--force', '--format pretty', '--format json'])
      expect(page).toContain(`\`${flag}\``);
    for (const code of ['0', '1', '2'])
      expect(page).toMatch(new RegExp(`^\\| \`${code}\` \\|`, 'm'));
    for (const code of [
      'config/legacy-mint-json',
      'config/legacy-setting-dropped',
      'cli/docs-json-exists',
      'cli/no-mint-json',
    ])
      expect(page).toContain(`\`${code}\``);
    const mint = JSON.parse(
      readFileSync(join(FIXTURES, 'legacy-mint-every-key', 'mint.json'), 'utf8'),
    ) as Record<string, unknown>;
    const settings = [
      ...Object.keys(mint).filter((k) => k !== '$schema'),
      'versions',
      'footerSocials',
    ];
    expect(settings.filter((k) => !page.includes(`\`${k}`))).toEqual([]);
  });

  it('is listed in the docs navigation, after quire validate', () => {
    const docs = readFileSync(new URL('../../../docs/docs.json', import.meta.url), 'utf8');
    expect(docs).toMatch(/"cli\/validate", "cli\/upgrade",/);
  });
});
