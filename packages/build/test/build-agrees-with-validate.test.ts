import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { validateProject } from '@quire/config';
import { startDevServer } from '@quire/dev-server';
import type { Diagnostic } from '@quire/diagnostics';
import { loadSiteModel } from '@quire/navigation';

// Issue 20.4: `build` and `dev` report every problem `validate` reports, with the same code and
// place, and fail on each error; issue 30.2: with the same severity (what the build tolerates is a
// warning in both).
const FIXTURES = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const configFixtures = readdirSync(FIXTURES)
  .filter(
    (n) =>
      /^(config|schema|nav-rules)-/.test(n) &&
      (existsSync(join(FIXTURES, n, 'docs.json')) || existsSync(join(FIXTURES, n, 'mint.json'))),
  )
  .sort();

const QUIRE = fileURLToPath(new URL('../../cli/bin/quire.js', import.meta.url));

/** What `quire validate --format json` reports (the command, as a user runs it). */
async function validateCli(root: string): Promise<Diagnostic[]> {
  const run = promisify(execFile);
  const out = await run(process.execPath, [QUIRE, 'validate', root, '--format', 'json'], {
    env: { ...process.env, XDG_CACHE_HOME: join(root, '..', 'xdg') },
  }).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
  return (JSON.parse(out.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

const place = (d: Diagnostic) => `${d.code} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;
const expectedInBuild = (d: Diagnostic) => `${place(d)} ${d.severity}`;

const work: string[] = [];
afterAll(async () => {
  await Promise.all(work.map((dir) => rm(dir, { recursive: true, force: true })));
});
async function copyFixture(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'quire-agree-'));
  work.push(dir);
  await cp(join(FIXTURES, name), join(dir, 'docs'), { recursive: true });
  return dir;
}

describe('build reports what validate reports', () => {
  it.each(configFixtures)(
    '%s: every validate diagnostic, at the same place, with the build severity',
    async (name) => {
      const validated = validateProject(join(FIXTURES, name)).diagnostics;
      const built = (await loadSiteModel(join(FIXTURES, name))).diagnostics;
      const inBuild = new Set(built.map((d) => `${place(d)} ${d.severity}`));
      expect(validated.map(expectedInBuild).filter((d) => !inBuild.has(d))).toEqual([]);
      const failsValidate = validated.some((d) => d.severity === 'error');
      expect(built.some((d) => d.severity === 'error')).toBe(failsValidate);
    },
  );

  // Problems found while resolving the site model (no rendering needed): validate reports them,
  // build reports them at the same place, and both fail on the same errors.
  it.each([
    ['nav-url-clash', 'navigation/url-clash'],
    ['openapi-ambiguous-operation', 'openapi/ambiguous-operation'],
  ])(
    '%s: validate and build report %s at the same places',
    async (name, code) => {
      const dir = await copyFixture(name);
      const validated = await validateCli(join(dir, 'docs'));
      const result = await buildSite({
        root: join(dir, 'docs'),
        outDir: join(dir, 'out'),
        cacheDir: join(dir, 'cache'),
        network: false,
      });
      const inValidate = validated
        .filter((d) => d.code === code)
        .map(place)
        .sort();
      const inBuild = result.diagnostics
        .filter((d) => d.code === code)
        .map(place)
        .sort();
      expect(inValidate.length).toBeGreaterThan(0);
      expect(inBuild).toEqual(inValidate);
      const inBuildAll = new Set(result.diagnostics.map(expectedInBuild));
      expect(validated.map(expectedInBuild).filter((d) => !inBuildAll.has(d))).toEqual([]);
      expect(result.ok).toBe(!validated.some((d) => d.severity === 'error'));
    },
    60_000,
  );

  it('a docs.json that is just 0 fails the build at docs.json:1:1 and writes nothing', async () => {
    const dir = await copyFixture('config-number-root');
    const outDir = join(dir, 'out');
    const result = await buildSite({
      root: join(dir, 'docs'),
      outDir,
      cacheDir: join(dir, 'cache'),
      network: false,
    });
    expect(result.ok).toBe(false);
    expect(result.diagnostics.filter((d) => d.severity === 'error').map(place)).toEqual([
      'config/invalid-type docs.json:1:1',
    ]);
    expect(existsSync(outDir)).toBe(false);
  });

  it('an empty page path is warned by the build where validate warns it (read as the home page)', async () => {
    const dir = await copyFixture('config-empty-page-path');
    const result = await buildSite({
      root: join(dir, 'docs'),
      outDir: join(dir, 'out'),
      cacheDir: join(dir, 'cache'),
      network: false,
    });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.code === 'nav/page-names-root').map(place)).toEqual([
      'nav/page-names-root docs.json:7:24',
    ]);
  });

  it('a constraint stricter than the reference platform is a warning: the site builds (issue 21.4)', async () => {
    const dir = await copyFixture('config-lenient-constraints');
    const outDir = join(dir, 'out');
    const result = await buildSite({
      root: join(dir, 'docs'),
      outDir,
      cacheDir: join(dir, 'cache'),
      network: false,
    });
    expect(result.ok).toBe(true);
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const lenient = result.diagnostics.filter((d) => d.code === 'config/stricter-than-reference');
    expect(
      lenient.map((d) => `${d.severity} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`),
    ).toContain('warning docs.json:13:18');
    expect(lenient.every((d) => d.severity === 'warning')).toBe(true);
    expect(lenient).toHaveLength(21);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });

  it('quire dev serves a site whose constraints are only stricter than the reference, with no error (issue 21.4)', async () => {
    const dir = await copyFixture('config-lenient-constraints');
    const dev = await startDevServer({
      root: join(dir, 'docs'),
      port: 0,
      network: false,
      cacheDir: join(dir, 'cache'),
    });
    try {
      const body = (await (await fetch(`${dev.url}/_quire/dev/errors`)).json()) as {
        errors: Diagnostic[];
      };
      expect(body.errors).toEqual([]);
      expect((await fetch(`${dev.url}/`)).status).toBe(200);
    } finally {
      await dev.close();
    }
  }, 60_000);

  it('quire dev lists the same error over HTTP', async () => {
    const dir = await copyFixture('config-number-root');
    const dev = await startDevServer({
      root: join(dir, 'docs'),
      port: 0,
      network: false,
      cacheDir: join(dir, 'cache'),
    });
    try {
      const body = (await (await fetch(`${dev.url}/_quire/dev/errors`)).json()) as {
        errors: Diagnostic[];
      };
      expect(body.errors.map(place)).toEqual(['config/invalid-type docs.json:1:1']);
    } finally {
      await dev.close();
    }
  }, 60_000);
});
