import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configCodes } from '@quire/config';
import { allCodes } from '@quire/cli';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const page = readFileSync(
  new URL('../../../docs/reference/diagnostics.mdx', import.meta.url),
  'utf8',
);
const validatePage = readFileSync(
  new URL('../../../docs/cli/validate.mdx', import.meta.url),
  'utf8',
);

describe('the diagnostics reference page', () => {
  it('documents every code of allCodes with its severity and title', () => {
    const missing = Object.values(allCodes).filter(
      (c) => !page.includes(`### ${c.code}\n\n**${c.severity}**`),
    );
    expect(missing.map((c) => c.code)).toEqual([]);
  });

  it('allCodes includes every config code', () => {
    expect(Object.keys(configCodes).filter((c) => !(c in allCodes))).toEqual([]);
  });

  it('is what scripts/generate-diagnostics-doc.mjs writes from the built CLI', () => {
    const r = spawnSync(process.execPath, ['scripts/generate-diagnostics-doc.mjs', '--check'], {
      cwd: REPO,
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});

describe('the quire validate page', () => {
  it('documents every flag and exit code', () => {
    for (const flag of ['--format pretty', '--format json', '--format github', '--strict'])
      expect(validatePage).toContain(`\`${flag}\``);
    for (const code of ['0', '1', '2'])
      expect(validatePage).toMatch(new RegExp(`^\\| \`${code}\` \\|`, 'm'));
  });

  it('names the code of every rule beyond the schema', () => {
    const ruleCodes = Object.keys(configCodes).filter(
      (c) =>
        c.startsWith('nav/') ||
        [
          'config/duplicate-redirect',
          'config/repeated-redirect',
          'config/icon-prefix',
          'config/invalid-color',
        ].includes(c),
    );
    expect(ruleCodes.filter((c) => !validatePage.includes(`\`${c}\``))).toEqual([]);
  });
});
