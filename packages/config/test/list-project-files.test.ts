import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createIgnoreFilter, listProjectFiles, scanProjectFiles } from '@quire/config';

const made: string[] = [];
function repo(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'quire-files-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}
afterAll(() => {
  for (const root of made) rmSync(root, { recursive: true, force: true });
});

describe('listProjectFiles', () => {
  it('lists every file, sorted, relative, with forward slashes, without the default ignores', () => {
    const root = repo({
      'docs.json': '{}',
      'index.mdx': '',
      'guides/b.mdx': '',
      'guides/a.md': '',
      'README.md': '',
      'guides/README.md': '',
      'node_modules/x/index.mdx': '',
      'sub/node_modules/y.mdx': '',
      '.git/HEAD': '',
      '.github/workflows/ci.yml': '',
      'dist/index.html': '',
      'tmp/x.mdx': '',
      'Z.mdx': '',
    });
    expect(listProjectFiles(root)).toEqual([
      'Z.mdx',
      'docs.json',
      'guides/a.md',
      'guides/b.mdx',
      'index.mdx',
    ]);
  });

  it('ignores output folders at the root only, as the reference publishes nested build/ and dist/ folders (issue 21.1)', () => {
    const root = repo({
      'docs.json': '{}',
      'build/a.mdx': '',
      'dist/b.mdx': '',
      'coverage/c.mdx': '',
      'en/build/page.mdx': '',
      'en/guides/dist/page.mdx': '',
      'tmp-notes/x.mdx': '',
      'sub/.cursor/rules.mdx': '',
      '.mintlify/cache.txt': '',
      '.mintlify/skills/a.md': '',
      '.mintlify/data.json': '',
    });
    // `.mintlify/` is a dot-folder: never published unless `.mintignore` says so (issue 20.2).
    expect(listProjectFiles(root)).toEqual([
      'docs.json',
      'en/build/page.mdx',
      'en/guides/dist/page.mdx',
      'tmp-notes/x.mdx',
    ]);
  });

  it('applies .mintignore with gitignore syntax: folders, globs, anchoring and ! negation', () => {
    const root = repo({
      '.mintignore': '# drafts\ndrafts/\n*.draft.mdx\n/private.mdx\nnotes/*\n!notes/keep.mdx\n',
      'docs.json': '{}',
      'drafts/a.mdx': '',
      'guide.draft.mdx': '',
      'deep/x.draft.mdx': '',
      'private.mdx': '',
      'deep/private.mdx': '',
      'notes/a.mdx': '',
      'notes/keep.mdx': '',
    });
    expect(listProjectFiles(root)).toEqual(['deep/private.mdx', 'docs.json', 'notes/keep.mdx']);
  });

  it('follows symbolic links, but not back up to a folder above', () => {
    const root = repo({ 'docs.json': '{}', 'shared/a.mdx': '' });
    symlinkSync(join(root, 'shared'), join(root, 'linked'));
    symlinkSync(root, join(root, 'shared', 'loop'));
    const files = listProjectFiles(root);
    expect(files).toContain('shared/a.mdx');
    expect(files).toContain('linked/a.mdx');
    expect(files.length).toBeLessThan(10);
  });
});

describe('scanProjectFiles', () => {
  it('leaves out dotfiles (not .well-known/) and links out of the root, and names them; .mintignore can publish a dotfile', () => {
    const outside = repo({ 'secret.txt': 'x', 'dir/key.txt': 'x' });
    const root = repo({
      'docs.json': '{}',
      '.env': 'x',
      '.npmrc': 'x',
      '.tool/config.yml': 'x',
      '.gitignore': 'x',
      '.nojekyll': '',
      '.mintignore': '!.nojekyll\n.quiet\n',
      '.quiet': 'x',
      '.well-known/security.txt': 'x',
      'a/.hidden.png': 'x',
    });
    symlinkSync(join(outside, 'secret.txt'), join(root, 'leak.txt'));
    symlinkSync(join(outside, 'dir'), join(root, 'shared'));
    const scan = scanProjectFiles(root);
    expect(scan.files).toEqual(['.nojekyll', '.well-known/security.txt', 'docs.json']);
    expect(scan.leftOut).toEqual([
      { kind: 'dotfile', path: '.env' },
      { kind: 'dotfile', path: '.npmrc' },
      { kind: 'dotfile', path: '.tool' },
      { kind: 'dotfile', path: 'a/.hidden.png' },
      { kind: 'outside-root', path: 'leak.txt' },
      { kind: 'outside-root', path: 'shared' },
    ]);
  });
});

describe('createIgnoreFilter', () => {
  it('tests files and folders against the rules', () => {
    const ignored = createIgnoreFilter('snippets/old/\n');
    expect(ignored('snippets/old', true)).toBe(true);
    expect(ignored('snippets/old')).toBe(false);
    expect(ignored('a/b/node_modules', true)).toBe(true);
    expect(ignored('CHANGELOG.md')).toBe(true);
    expect(ignored('changelog.mdx')).toBe(false);
    expect(ignored('./x/y.mdx')).toBe(false);
  });
});
