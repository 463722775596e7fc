import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout: 120_000 });

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

  it('refuses a --base-path that is not one, or that disagrees with the path of --base-url, before any work (exit 2)', () => {
    const fixture = fileURLToPath(new URL('../../../fixtures/base-path/', import.meta.url));
    const cases = [
      [['build', fixture, '--base-path', '/my docs'], '--base-path "/my docs" is not a base path'],
      [
        ['build', fixture, '--base-url', 'https://acme.dev/help', '--base-path', '/docs'],
        'is under /help, but --base-path says /docs',
      ],
      [['dev', fixture, '--base-path', '/../x'], '--base-path "/../x" is not a base path'],
      [['serve', fixture, '--base-path', '/a?b'], '--base-path "/a?b" is not a base path'],
    ] as const;
    for (const [args, message] of cases) {
      const r = run(...args);
      expect([args.join(' '), r.status]).toEqual([args.join(' '), 2]);
      expect(r.stderr).toContain(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  // `quire build` starts its render workers before it knows whether the build will want them: a build that fails,
  // or a site too small for workers, ends them, and the command exits.
  it('ends the render workers it started early when the build fails or does not need them', () => {
    const work = mkdtempSync(join(tmpdir(), 'quire-cli-pool-'));
    try {
      const broken = join(work, 'broken');
      mkdirSync(broken);
      writeFileSync(join(broken, 'docs.json'), '{"theme": "mint", "name": ');
      const failed = run(
        'build',
        broken,
        '--out',
        join(work, 'out-broken'),
        '--cache-dir',
        join(work, 'cache-broken'),
      );
      expect(failed.error).toBeUndefined();
      expect(failed.status).toBe(1);
      expect(failed.stdout).toContain('Build failed with 1 error;');
      const small = join(work, 'small');
      mkdirSync(small);
      writeFileSync(
        join(small, 'docs.json'),
        JSON.stringify({
          theme: 'mint',
          name: 'S',
          colors: { primary: '#0D9373' },
          navigation: { pages: ['index'] },
        }),
      );
      writeFileSync(join(small, 'index.mdx'), '---\ntitle: Hi\n---\nHello.\n');
      const built = run(
        'build',
        small,
        '--out',
        join(work, 'out-small'),
        '--cache-dir',
        join(work, 'cache-small'),
      );
      expect(built.error).toBeUndefined();
      expect(built.status).toBe(0);
      expect(readdirSync(join(work, 'out-small'))).toContain('index.html');
      // One page, and the one warning: no sitemap without a base URL.
      expect(built.stdout).toMatch(
        /Built 1 page \(0 endpoint pages\) into .* in [\d.]+ s: 0 errors, 1 warning\.\n$/,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 150_000);
});
