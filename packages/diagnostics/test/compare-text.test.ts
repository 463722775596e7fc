import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/index.js', import.meta.url));

/** What a process started under `locale` (`LC_ALL`) gives: a report's order, a hint's pick, a listing's order. */
function orderUnder(locale: string): unknown {
  const script = `
    const { sortDiagnostics, closestMatches, compareText } = await import(${JSON.stringify(dist)});
    const files = ['z.mdx', 'å.mdx', 'a.mdx', 'aa.mdx', 'ö.mdx', 'Z.mdx', 'ø.mdx'];
    const report = sortDiagnostics(files.map((file) => ({ code: 'x/y', severity: 'warning', message: 'm', file, line: 1, column: 1 })));
    console.log(JSON.stringify({
      locale: new Intl.Collator().resolvedOptions().locale,
      report: report.map((d) => d.file),
      hint: closestMatches('ab', ['åb', 'ob', 'Ab', 'zb', 'aab']),
      sorted: [...files].sort(compareText),
    }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, LC_ALL: locale, LANG: locale },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe('the order of names in what Quire writes', () => {
  it('is the same whatever the locale of the machine: a report, a "Did you mean" hint, a sorted list', () => {
    const en = orderUnder('en_US.UTF-8') as { locale: string; report: string[] };
    expect(en.report).toEqual(['a.mdx', 'å.mdx', 'aa.mdx', 'ö.mdx', 'ø.mdx', 'z.mdx', 'Z.mdx']);
    for (const locale of ['da_DK.UTF-8', 'sv_SE.UTF-8', 'tr_TR.UTF-8', 'C']) {
      const other = orderUnder(locale) as { locale: string };
      // The machine's own collation is another one (else this compares nothing).
      if (locale !== 'C') expect(other.locale).not.toBe(en.locale);
      expect({ ...other, locale: en.locale }, locale).toEqual(en);
    }
  });
});
