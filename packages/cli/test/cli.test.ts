import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

describe('quire', () => {
  it('prints help and exits 0', () => {
    const r = run('--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Usage: quire');
  });

  it('prints the version of the package', () => {
    const r = run('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('exits 2 on a usage mistake without a stack trace', () => {
    const r = run('--no-such-flag');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unknown option '--no-such-flag'");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
