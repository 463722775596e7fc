import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the built command (`npx tsc -b` first), as a user would.
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const cache = mkdtempSync(join(tmpdir(), 'quire-links-cli-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

function quire(args: string[], cwd = REPO) {
  return spawnSync(process.execPath, [bin, 'broken-links', ...args, '--cache-dir', cache], {
    encoding: 'utf8',
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
  });
}

const expected = (name: string) =>
  JSON.parse(readFileSync(join(REPO, 'fixtures', name, 'expected.json'), 'utf8')) as {
    default: unknown[];
    checkSnippets: unknown[];
    checkAnchors: unknown[];
  };

interface Report {
  brokenLinks: number;
  files: number;
  checked: { files: number; links: number };
  diagnostics: {
    code: string;
    severity: string;
    file: string;
    line: number;
    column: number;
    message: string;
    hint: string;
  }[];
  errors: number;
  warnings: number;
}

const json = (args: string[]) => {
  const r = quire([...args, '--format', 'json']);
  return { status: r.status, report: JSON.parse(r.stdout) as Report };
};
const strip = (report: Report) =>
  report.diagnostics.map(({ code, severity, file, line, column, message, hint }) => ({
    code,
    severity,
    file,
    line,
    column,
    message,
    hint,
  }));

describe('quire broken-links', () => {
  it('exits 0 and says so when no link is broken', () => {
    const r = quire(['fixtures/links-anchors']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('no broken links found (17 links in 2 files)\n');
  });

  it('exits 1 and lists the broken links grouped by file, with line and column', () => {
    const r = quire(['fixtures/links-basic']);
    expect(r.status).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('found 14 broken links in 5 files');
    const headers = lines.filter((l) => l.startsWith('fixtures/'));
    expect(headers).toEqual(
      [
        'guides/guía.mdx',
        'guides/index.mdx',
        'guides/intro.mdx',
        'guides/notes.md',
        'index.mdx',
      ].map((f) => `fixtures/links-basic/${f}`),
    );
    const intro = lines.indexOf('fixtures/links-basic/guides/intro.mdx');
    expect(lines[intro + 1]).toBe(
      '  ⎿ 5:81  The link "./nope" points to /guides/nope (relative to /guides/intro), where the site has no page, file or redirect.',
    );
    expect(lines[intro + 2]).toBe('          Did you mean /guides/notes or /guides/guía?');
  });

  it('prints paths relative to the current folder and finds the docs root above it', () => {
    const r = quire([], join(REPO, 'fixtures/links-basic/guides'));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('\nintro.mdx\n');
    expect(r.stdout).toContain('\n../index.mdx\n');
  });

  it('--format json: counts and the diagnostics of the fixture', () => {
    const { status, report } = json(['fixtures/links-basic']);
    expect(status).toBe(1);
    expect(Object.keys(report)).toEqual([
      'brokenLinks',
      'files',
      'checked',
      'diagnostics',
      'errors',
      'warnings',
    ]);
    expect(report).toMatchObject({
      brokenLinks: 14,
      files: 5,
      checked: { files: 6, links: 37 },
      errors: 14,
      warnings: 0,
    });
    expect(strip(report)).toEqual(expect.arrayContaining(expected('links-basic').default));
    expect(report.diagnostics).toHaveLength(expected('links-basic').default.length);
  });

  it('--check-snippets checks the links of snippets at the snippet files', () => {
    expect(strip(json(['fixtures/links-snippets']).report)).toEqual(
      expected('links-snippets').default,
    );
    const { status, report } = json(['fixtures/links-snippets', '--check-snippets']);
    expect(status).toBe(1);
    const sorted = [
      ...(expected('links-snippets').checkSnippets as {
        file: string;
        line: number;
        column: number;
      }[]),
    ].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
    expect(strip(report)).toEqual(sorted);
  });

  it('--check-anchors checks fragments against the ids of the rendered pages (headings, components, elements)', () => {
    expect(json(['fixtures/links-anchors']).status).toBe(0);
    const { status, report } = json(['fixtures/links-anchors', '--check-anchors']);
    expect(status).toBe(1);
    expect(strip(report)).toEqual(expected('links-anchors').checkAnchors);
  }, 120_000);

  it('--format github writes workflow annotations', () => {
    const r = quire(['fixtures/links-basic', '--format', 'github']);
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n')[0]).toMatch(
      /^::error file=fixtures\/links-basic\/guides\/guía\.mdx,line=5,col=54,endLine=5,endColumn=68,title=links\/broken-link::/,
    );
  });

  it('exits 1 without a docs.json and 2 for a folder that does not exist', () => {
    const none = mkdtempSync(join(tmpdir(), 'quire-links-none-'));
    const r = quire([none]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('No docs.json');
    expect(r.stderr).toContain('[config/not-found]');
    rmSync(none, { recursive: true, force: true });
    expect(quire(['no/such/folder']).status).toBe(2);
  });
});
