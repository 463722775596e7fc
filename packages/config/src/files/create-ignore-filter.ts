import ignore from 'ignore';

/**
 * Paths never published, whatever `.mintignore` says. The unanchored entries are the reference
 * platform's own default ignores (matched at any depth). The anchored ones (`/dist`, …) are
 * output and cache folders at the docs root only: the reference publishes a `build/` or `dist/`
 * folder of pages below the root, and so does Quire.
 */
export const DEFAULT_IGNORES: readonly string[] = [
  '.git', '.github', '.claude', '.agents', '.idea', '.vscode', '.cursor', 'node_modules',
  '.mintlify/**', '!.mintlify/**/', '!.mintlify/skills/**', '!.mintlify/**/*.json', '!.mintlify/**/*.yaml', '!.mintlify/**/*.yml',
  'README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md',
  '/build', '/dist', '/coverage', '/.cache', '/.quire', '/tmp', '/temp',
];

/** Tells whether a path relative to the docs root (forward slashes) is ignored; folders are tested with `isFolder`. */
export type IgnoreFilter = (relativePath: string, isFolder?: boolean) => boolean;

/**
 * The ignore rules of a docs root: the default ignores, then the lines of `.mintignore`
 * (gitignore syntax: `#` comments, `/` anchoring, `*` and `**` globs, `!` negation).
 */
export function createIgnoreFilter(mintignore = ''): IgnoreFilter {
  const rules = ignore().add([...DEFAULT_IGNORES]).add(mintignore);
  return (relativePath, isFolder = false) => {
    const path = relativePath.replace(/\\/g, '/').replace(/^\.\/+/, '').replace(/\/+$/, '');
    if (path === '' || path === '.' || path.startsWith('../')) return false;
    return rules.ignores(isFolder ? `${path}/` : path);
  };
}
