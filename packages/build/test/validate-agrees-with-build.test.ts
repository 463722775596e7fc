import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, validateSite, type BuildResult, type ValidateSiteResult } from '@quire/build';
import { startDevServer } from '@quire/dev-server';
import type { Diagnostic } from '@quire/diagnostics';
import { BROKEN_PAGES, writeBrokenPagesSite } from '../../../test-support/broken-page-catalogue.js';

// Issue 30.2: one rule, build fails ⇔ validate errs, with the same code and place. Every kind of broken page is a
// page of one generated site, which validate and build each go over once, in process (the functions the CLI runs).

let work: string;
let built: BuildResult;
let validated: ValidateSiteResult;
let warm: ValidateSiteResult;
/** The errors `quire dev` lists once it has served every page. */
let devErrors: Diagnostic[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-broken-pages-'));
  const root = join(work, 'docs');
  await writeBrokenPagesSite(root);
  built = await buildSite({
    root,
    outDir: join(work, 'out'),
    cacheDir: join(work, 'build-cache'),
    network: false,
  });
  const cacheDir = join(work, 'validate-cache');
  validated = await validateSite({ root, cacheDir, network: false });
  warm = await validateSite({ root, cacheDir, network: false });
  const dev = await startDevServer({ root, port: 0, network: false, cacheDir: join(work, 'dev') });
  try {
    for (const c of BROKEN_PAGES.filter((p) => !p.onlyValidate))
      await fetch(`${dev.url}/${c.page.replace(/\.mdx$/, '')}`).then((r) => r.text());
    const body = (await (await fetch(`${dev.url}/_quire/dev/errors`)).json()) as {
      errors: Diagnostic[];
    };
    devErrors = body.errors;
  } finally {
    await dev.close();
  }
}, 300_000);
afterAll(() => rm(work, { recursive: true, force: true }));

const place = (d: Diagnostic) =>
  `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? 0}:${d.column ?? 0}`;
/** What a case's files report: its page and the snippets that are its own. */
const ofCase = (list: readonly Diagnostic[], files: ReadonlySet<string>) =>
  list
    .filter((d) => d.file !== undefined && files.has(d.file))
    .map(place)
    .sort();

describe('validate and build over a catalogue of broken pages', () => {
  it('has at least 40 kinds', () => {
    expect(new Set(BROKEN_PAGES.map((c) => c.kind)).size).toBeGreaterThanOrEqual(40);
  });

  it.each(BROKEN_PAGES.map((c) => [c.kind, c] as const))('%s', (_kind, c) => {
    const files = new Set([c.page, ...Object.keys(c.files ?? {})]);
    const inValidate = ofCase(validated.diagnostics, files);
    const inBuild = ofCase(built.diagnostics, files);
    const file = c.expect.file ?? c.page;
    const where = `${c.expect.severity} ${c.expect.code} ${file}:${c.expect.line}:`;
    // The mistake is reported where it is: its line (and column, where the case names one).
    const found = inValidate.filter((d) => d.startsWith(where));
    expect(found, inValidate.join('\n')).toHaveLength(1);
    if (c.expect.column !== undefined) expect(found[0]).toBe(`${where}${c.expect.column}`);
    if (c.onlyValidate) {
      // A file the build never compiles: a warning in validate, nothing in the build.
      expect(inBuild).toEqual([]);
      expect(inValidate.every((d) => d.startsWith('warning '))).toBe(true);
    } else {
      // The same problems, codes, places and severities in both.
      expect(inValidate).toEqual(inBuild);
    }
  });

  const errors = (list: readonly Diagnostic[]) =>
    list
      .filter((d) => d.severity === 'error')
      .map(place)
      .sort();

  it('fails exactly as the build does: every error of either is an error of the other', () => {
    expect(errors(validated.diagnostics)).toEqual(errors(built.diagnostics));
    expect(built.ok).toBe(false);
  });

  it('quire dev lists the same errors, at the same places, once it has served every page', () => {
    expect(errors(devErrors)).toEqual(errors(built.diagnostics));
  });

  it('a second run checks again only the page with a missing import (the file may exist now), and reports the same', () => {
    expect(warm.stats).toMatchObject({ checked: 1, reused: validated.stats.pages - 1 });
    expect(warm.diagnostics.map(place).sort()).toEqual(validated.diagnostics.map(place).sort());
  });
});
