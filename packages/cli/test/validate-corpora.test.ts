import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  builtCorpus,
  CORPORA_DIR,
  CORPORA as CORPUS_NAMES,
} from '../../../test-support/built-corpus.js';

// A file of its own (not in validate.test.ts): it builds the nine corpora (when no other file of the run has), and
// the test sequencer starts the longest files first.
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));

interface JsonReport {
  diagnostics: { code: string; severity: string; file?: string; line?: number; column?: number }[];
  errors: number;
  warnings: number;
}

// Issue 30: on each real repository, validate and build agree: the same exit code, the same errors and warnings
// at the same places. The build is the one the build tests share; validate runs after it on its cache folder, as a
// CI job that keeps `.quire/cache` does (what the build found in each page it rendered is validate's for them, see
// validate-cache.test.ts for that being what a cold validate finds; validate adds the unused files and the links).
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
      const r = spawnSync(
        process.execPath,
        [
          bin,
          'validate',
          join(CORPORA_DIR, name),
          '--format',
          'json',
          '--cache-dir',
          built.cacheDir,
        ],
        {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, NO_COLOR: '1', GITHUB_WORKSPACE: '' },
        },
      );
      const out = JSON.parse(r.stdout) as JsonReport;
      console.log(
        `${name}: validate exit ${r.status} (${out.errors} errors, ${out.warnings} warnings), build exit ${built.exitCode} (${built.report.errors} errors, ${built.report.warnings} warnings)`,
      );
      expect(r.status).toBe(built.exitCode);
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
    },
    900_000,
  );
});
