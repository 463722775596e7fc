import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const fixture = fileURLToPath(new URL('../../../fixtures/search-site', import.meta.url));
let docs: string;
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, 'search', ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });

beforeAll(() => {
  docs = join(mkdtempSync(join(tmpdir(), 'quire-search-cli-')), 'docs');
  cpSync(fixture, docs, { recursive: true });
});
afterAll(() => rmSync(join(docs, '..'), { recursive: true, force: true }));

describe('quire search', () => {
  it('builds the site when it has no index, then prints the top results', () => {
    const r = run(docs, 'countdown', '--cache-dir', join(docs, '..', 'cache'));
    expect(r.stderr).toMatch(
      /^quire search: building .*docs\/dist first \(no search index yet\)…\n$/,
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^1\. Launch a satellite › Countdown\n {3}\/en\/launch#countdown\n/);
    expect(r.stdout).toContain('2. Launch a satellite (v1) › Countdown');
  }, 120_000);

  it('uses the built index while it is up to date, and builds again after an edit', () => {
    const again = run(docs, 'countdown', '--json');
    expect(again.stderr).toBe('');
    const { results } = JSON.parse(again.stdout) as {
      results: { url: string; title: string; section?: string; score: number }[];
    };
    expect(results.map((x) => x.url)).toEqual(['/en/launch#countdown', '/en/old-launch#countdown']);
    expect(results[0]).toMatchObject({ title: 'Launch a satellite', section: 'Countdown' });
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(docs, 'en', 'telemetry.mdx'), later, later);
    const stale = run(docs, 'frames', '--json');
    expect(stale.stderr).toContain('the docs changed since the last build');
    expect(JSON.parse(stale.stdout).results[0].url).toBe('/en/telemetry#decode-frames');
  }, 120_000);

  it('picks the index with --language, limits with --limit, and finds endpoints by parameter', () => {
    const fr = run(docs, 'rebours', '--language', 'fr', '--json', '--limit', '1');
    expect(JSON.parse(fr.stdout).results).toEqual([
      {
        url: '/fr/launch#compte-à-rebours',
        title: 'Lancer un satellite',
        section: 'Compte à rebours',
        score: expect.any(Number),
      },
    ]);
    const api = run(docs, 'orbit_class');
    expect(api.stdout).toMatch(/^1\. GET List satellites/);
  });

  it('exits 1 with no results and 2 on a usage mistake', () => {
    const none = run(docs, 'zzyzx');
    expect(none.status).toBe(1);
    expect(none.stderr).toContain('No results for “zzyzx”');
    const lang = run(docs, 'countdown', '--language', 'de');
    expect(lang.status).toBe(2);
    expect(lang.stderr).toContain('the site has: en, fr');
    expect(run(docs, 'x', '--limit', '0').status).toBe(2);
  });
});
