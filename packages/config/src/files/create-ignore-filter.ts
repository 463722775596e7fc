import ignore from 'ignore';

/** Paths the reference platform never publishes, whatever `.mintignore` says. */
export const DEFAULT_IGNORES: readonly string[] = [
  '.git', '.github', '.claude', '.agents', '.idea', '.vscode', 'node_modules', 'build', 'dist',
  'coverage', '.cache', '.quire', 'tmp', 'temp', 'README.md', 'LICENSE.md', 'CHANGELOG.md', 'CONTRIBUTING.md',
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
