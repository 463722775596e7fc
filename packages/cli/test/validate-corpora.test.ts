import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  builtCorpus,
  CORPORA_DIR,
  CORPORA as CORPUS_NAMES,
  type JsonReport,
} from '../../../test-support/built-corpus.js';

// A file of its own (not in validate.test.ts), so that the test sequencer can start it among the first.
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const WORK = mkdtempSync(join(tmpdir(), 'quire-validate-corpora-'));
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

function validate(name: string, cacheDir: string) {
  const r = spawnSync(
    process.execPath,
    [bin, 'validate', join(CORPORA_DIR, name), '--format', 'json', '--cache-dir', cacheDir],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: '1', GITHUB_WORKSPACE: '' },
    },
  );
  return { status: r.status, report: JSON.parse(r.stdout) as JsonReport };
}

// Issue 30: on each real repository, validate and build agree: the same exit code, the same errors and warnings
// at the same places. The build is the one the build tests share. Validate checks every page itself, given only
// the MDX the build compiled and the links it parsed out of each file (its compile and link caches, as validate
// after build in a repository reads them): it renders every page and checks every link and anchor, so that what
// it finds is its own, without parsing each file's Markdown again. Then, on the build's whole cache folder, where
// the build left what it found in each page, it must print the same report (validate-cache.test.ts holds that on
// fixtures page by page). Validate with no cache at all is held by validate-agrees-with-build.test.ts (the
// catalogue) and validate.test.ts (our docs).
describe.skipIf(!existsSync(CORPORA_DIR))('quire validate on the real repositories', () => {
  const place = (d: JsonReport['diagnostics'][number]) =>
    `${d.code} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;
  const errors = (list: JsonReport['diagnostics']) =>
    list
      .filter((d) => d.severity === 'error')
      .map(place)
      .sort();
  it.each(CORPUS_NAMES)(
    '%s: validate exits as the build does, with the same errors',
    (name) => {
      const built = builtCorpus(name);
      const own = join(WORK, name);
      mkdirSync(own);
      for (const file of ['compile-cache.jsonl', 'links.json'])
        copyFileSync(join(built.cacheDir, file), join(own, file));
      const { status, report: out } = validate(name, own);
      console.log(
        `${name}: validate exit ${status} (${out.errors} errors, ${out.warnings} warnings), build exit ${built.exitCode} (${built.report.errors} errors, ${built.report.warnings} warnings)`,
      );
      expect(status).toBe(built.exitCode);
      expect(errors(out.diagnostics)).toEqual(errors(built.report.diagnostics));
      // The warnings too, but for the one about how the build was run (no --base-url: no sitemap)
      // and the one only drawing the Open Graph images finds (characters their font lacks).
      const buildOnly = new Set(['build/no-sitemap', 'build/thumbnail-glyphs']);
      const all = (list: JsonReport['diagnostics']) =>
        list
          .filter((d) => !buildOnly.has(d.code))
          .map((d) => `${d.severity} ${place(d)}`)
          .sort();
      expect(all(out.diagnostics)).toEqual(all(built.report.diagnostics));
      const reusing = validate(name, built.cacheDir);
      expect(reusing.status).toBe(status);
      const whole = (list: JsonReport['diagnostics']) =>
        list.map((d) => `${d.severity} ${place(d)} ${d.message}`).sort();
      expect(whole(reusing.report.diagnostics)).toEqual(whole(out.diagnostics));
    },
    900_000,
  );
});
