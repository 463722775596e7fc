import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { JsonReport } from '../../../test-support/built-corpus.js';

const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = join(REPO, 'fixtures');

/** Where the runs of this file keep their results (not in the fixtures' own `.quire/cache`). */
const CACHE = mkdtempSync(join(tmpdir(), 'quire-validate-cache-'));
afterAll(() => rmSync(CACHE, { recursive: true, force: true }));

function quire(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: '',
    GITHUB_WORKSPACE: '',
    ...options.env,
  };
  const cache = args[0] === 'validate' ? ['--cache-dir', join(CACHE, String(++runs))] : [];
  return spawnSync(process.execPath, [bin, ...args, ...cache], {
    encoding: 'utf8',
    cwd: options.cwd ?? REPO,
    env,
  });
}

let runs = 0;
const report = (stdout: string) => JSON.parse(stdout) as JsonReport;
const expected = (fixture: string) =>
  JSON.parse(readFileSync(join(FIXTURES, fixture, 'expected.json'), 'utf8')) as {
    code: string;
    file: string;
    line: number;
    column: number;
  }[];

describe("quire validate reads every page's frontmatter (issue 21.2)", () => {
  it('reports a block no YAML reader accepts as an error at its place, and a block only the lenient reader accepts as a warning', () => {
    const bad = report(
      quire(['validate', 'fixtures/frontmatter-unreadable', '--format', 'json']).stdout,
    );
    expect(bad.diagnostics.map((d) => [d.code, d.severity, d.file, d.line, d.column])).toEqual([
      ['frontmatter/yaml-syntax', 'error', 'plain-continuation.mdx', 4, 1],
    ]);
    const lenient = quire(['validate', 'fixtures/frontmatter-lenient', '--format', 'json']);
    expect(lenient.status).toBe(0);
    expect(
      report(lenient.stdout).diagnostics.map((d) => [d.code, d.severity, d.file, d.line]),
    ).toEqual([['frontmatter/yaml-lenient', 'warning', 'quoted-continuation.mdx', 3]]);
  });
});

describe('quire validate accepts what the reference platform accepts (issue 21.4)', () => {
  it('exits 0 and reports each constraint stricter than the reference as a warning at its place', () => {
    const r = quire(['validate', 'fixtures/config-lenient-constraints', '--format', 'json']);
    expect(r.status).toBe(0);
    const out = report(r.stdout);
    expect(out.errors).toBe(0);
    expect(
      out.diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column })),
    ).toEqual(expected('config-lenient-constraints'));
    expect(out.diagnostics[0]).toMatchObject({
      severity: 'warning',
      message: '"logo.light" must not be empty; found a string ("").',
    });
    // Every diagnostic is a warning; the stricter-than-reference ones say the reference accepts the value.
    expect(out.diagnostics.every((d) => d.severity === 'warning')).toBe(true);
    expect(
      out.diagnostics
        .filter((d) => d.code === 'config/stricter-than-reference')
        .every((d) => d.hint?.includes('reference platform accepts')),
    ).toBe(true);
  });
});

describe('quire validate --format json', () => {
  it('exits 0 and prints one JSON object with no diagnostics on a valid site', () => {
    const r = quire(['validate', 'fixtures/config-valid', '--format', 'json']);
    expect(r.status).toBe(0);
    expect(report(r.stdout)).toEqual({ diagnostics: [], errors: 0, warnings: 0 });
    expect(r.stderr).toBe('');
  });

  it('exits 1 and lists every problem with code, severity, message, file, line, column and hint', () => {
    const r = quire(['validate', 'fixtures/nav-rules-missing-page', '--format', 'json']);
    expect(r.status).toBe(1);
    const out = report(r.stdout);
    expect(out.errors).toBe(4);
    expect(out.warnings).toBe(0);
    expect(
      out.diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column })),
    ).toEqual(expected('nav-rules-missing-page'));
    for (const d of out.diagnostics) {
      expect(d).toMatchObject({
        severity: 'error',
        message: expect.any(String),
        hint: expect.any(String),
      });
    }
  });

  it('reports a JSON syntax error once, at the place the parser stopped', () => {
    const r = quire(['validate', 'fixtures/config-json-syntax-missing-comma', '--format', 'json']);
    expect(r.status).toBe(1);
    expect(report(r.stdout).diagnostics).toMatchObject([
      { code: 'config/json-syntax', file: 'docs.json', line: 3, column: 3 },
    ]);
  });

  it('finds docs.json upward from a folder inside the docs root, with paths relative to the root', () => {
    const r = quire(['validate', '--format', 'json'], {
      cwd: join(FIXTURES, 'config-ref-merge', 'nav'),
    });
    expect(r.status).toBe(1);
    expect(report(r.stdout).diagnostics.map((d) => d.file)).toEqual([
      'nav/fr.json',
      'redirects.json',
    ]);
  });

  it('reports config/not-found when no folder above has docs.json', () => {
    const empty = mkdtempSync(join(tmpdir(), 'quire-empty-'));
    try {
      const r = quire(['validate', '--format', 'json'], { cwd: empty });
      expect(r.status).toBe(1);
      const out = report(r.stdout);
      expect(out.errors).toBe(1);
      expect(out.diagnostics[0]).toMatchObject({
        code: 'config/not-found',
        severity: 'error',
        hint: expect.any(String),
      });
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});

describe('quire validate exit codes', () => {
  it('exits 0 with warnings only, and 1 under --strict', () => {
    expect(
      quire(['validate', 'fixtures/nav-rules-expanded-top-level', '--format', 'json']).status,
    ).toBe(0);
    const strict = quire([
      'validate',
      'fixtures/nav-rules-expanded-top-level',
      '--format',
      'json',
      '--strict',
    ]);
    expect(strict.status).toBe(1);
    expect(report(strict.stdout)).toMatchObject({ errors: 0, warnings: 2 });
  });

  it('exits 2 on an unknown --format, without a stack trace', () => {
    const r = quire(['validate', 'fixtures/config-valid', '--format', 'xml']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Allowed choices are pretty, json, github');
    expect(r.stdout).toBe('');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('exits 2 when the folder does not exist', () => {
    const r = quire(['validate', 'fixtures/no-such-folder']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('does not exist');
  });
});

describe('quire validate output formats', () => {
  it('--format github prints workflow annotations with paths from the workspace', () => {
    const r = quire(['validate', 'fixtures/nav-rules-expanded-top-level', '--format', 'github'], {
      env: { GITHUB_WORKSPACE: REPO },
    });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('::'))).toEqual([
      expect.stringMatching(
        /^::warning file=fixtures\/nav-rules-expanded-top-level\/docs\.json,line=11,col=31,.*title=nav\/expanded-top-level::`expanded` has no effect/,
      ),
      expect.stringMatching(
        /^::warning file=fixtures\/nav-rules-expanded-top-level\/docs\.json,line=16,col=39,/,
      ),
    ]);
  });

  it('pretty (the default) shows the place, a code frame, the hint and a summary, without colour off a terminal', () => {
    const r = quire(['validate', 'fixtures/config-json-syntax-trailing-comma']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(
      'fixtures/config-json-syntax-trailing-comma/docs.json:6:1 error Trailing comma',
    );
    expect(r.stdout).toContain('[config/json-syntax]');
    expect(r.stdout).toMatch(/> 6 \| }\n\s+\| \^/);
    expect(r.stdout).toContain('hint: Remove the comma');
    expect(r.stdout).toContain('✖ 1 error, 0 warnings');
    expect(r.stdout).not.toContain('\u001b[');
  });

  // Issue 30.6: what the validate page shows (its pretty, json and github examples) is what Quire prints for the
  // folder it describes, so the documented json fields and the annotations are the real ones.
  it('the examples of the validate page are the output for fixtures/validate-docs-example', () => {
    const cwd = join(FIXTURES, 'validate-docs-example');
    const doc = readFileSync(join(REPO, 'docs', 'cli', 'validate.mdx'), 'utf8');
    const block = (heading: string, lang: string) => {
      const start = doc.indexOf(`\`\`\`${lang}\n`, doc.indexOf(heading)) + lang.length + 4;
      return doc.slice(start, doc.indexOf('\n```', start));
    };
    const pretty = quire(['validate', 'docs'], { cwd });
    expect(pretty.status).toBe(1);
    expect(pretty.stdout.trimEnd()).toBe(block('### pretty', 'text'));
    const json = quire(['validate', 'docs', '--format', 'json'], { cwd });
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(block('### json', 'json')));
    const github = quire(['validate', 'docs', '--format', 'github'], {
      cwd,
      env: { GITHUB_WORKSPACE: cwd },
    });
    const log = block('### github', 'text').split('\n');
    expect(github.stdout.trimEnd().split('\n')).toEqual(
      log.filter((l) => l.startsWith('::') || l.startsWith('✖')),
    );
  }, 180_000);

  it('pretty says so when everything is fine', () => {
    const r = quire(['validate', 'fixtures/config-valid']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('✔ 0 errors, 0 warnings');
  });
});

describe('a build that was stopped (issue 33.5)', () => {
  it('leaves a staging folder that the next command, not only the next build, removes and names', () => {
    const base = mkdtempSync(join(tmpdir(), 'quire-stopped-'));
    const root = join(base, 'docs');
    cpSync(join(FIXTURES, 'config-valid'), root, { recursive: true });
    // The id of a process that has exited: a build that was killed.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    mkdirSync(join(root, `.dist.quire-staging-${dead}`, 'guide'), { recursive: true });
    const r = quire(['validate', 'docs'], { cwd: base });
    expect(r.status).toBe(0);
    expect(r.stderr).toBe(
      `quire: removed ${join('docs', `.dist.quire-staging-${dead}`)}, left by a build that was stopped.\n`,
    );
    expect(readdirSync(root).filter((n) => n.includes('quire-staging'))).toEqual([]);
    rmSync(base, { recursive: true, force: true });
  });
});

describe("quire validate on Quire's own docs", () => {
  it('passes, even under --strict', () => {
    const r = quire(['validate', 'docs', '--format', 'json', '--strict']);
    expect(report(r.stdout)).toEqual({ diagnostics: [], errors: 0, warnings: 0 });
    expect(r.status).toBe(0);
  });
});
