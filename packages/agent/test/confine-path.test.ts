import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confinePath } from '@quire/agent';

let root: string;
let outside: string;

beforeAll(() => {
  const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'quire-confine-')));
  root = join(tmp, 'docs');
  outside = join(tmp, 'secret');
  mkdirSync(join(root, 'guides'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, 'key.txt'), 'secret');
  writeFileSync(join(root, 'guides', 'a.mdx'), 'a');
  symlinkSync(outside, join(root, 'out'));
  symlinkSync(join(outside, 'key.txt'), join(root, 'key.mdx'));
  symlinkSync(join(outside, 'missing.txt'), join(root, 'dangling.mdx'));
  symlinkSync(join(root, 'guides'), join(root, 'alias'));
});
afterAll(() => rmSync(join(root, '..'), { recursive: true, force: true }));

describe('confinePath', () => {
  it('accepts paths inside the docs root, normalised', () => {
    expect(confinePath(root, 'guides/a.mdx')).toEqual({
      kind: 'inside',
      abs: join(root, 'guides', 'a.mdx'),
      rel: 'guides/a.mdx',
    });
    expect(confinePath(root, './guides//new.mdx')).toMatchObject({
      kind: 'inside',
      rel: 'guides/new.mdx',
    });
    expect(confinePath(root, 'guides\\a.mdx')).toMatchObject({
      kind: 'inside',
      rel: 'guides/a.mdx',
    });
    expect(confinePath(root, 'alias/a.mdx')).toMatchObject({ kind: 'inside', rel: 'alias/a.mdx' });
    expect(confinePath(root, '.')).toMatchObject({ kind: 'inside', rel: '.' });
  });

  it.each([
    ['../secret/key.txt', /contains "\.\."/],
    ['guides/../../secret', /contains "\.\."/],
    ['/etc/passwd', /absolute path/],
    ['C:\\Windows', /absolute path/],
    ['.git/config', /inside \.git/],
    ['out/key.txt', /symbolic link that leads outside/],
    ['out', /symbolic link that leads outside/],
    ['key.mdx', /symbolic link that leads outside/],
    ['dangling.mdx', /symbolic link that leads outside/],
    ['', /missing/],
    ['a\0b', /NUL/],
  ])('refuses %j', (input, reason) => {
    const result = confinePath(root, input);
    expect(result.kind).toBe('refused');
    expect(result.kind === 'refused' && result.reason).toMatch(reason);
  });

  it('refuses a path that is not a string', () => {
    expect(confinePath(root, 42)).toMatchObject({ kind: 'refused' });
  });
});
