import ignore from 'ignore';

/**
 * Paths never published, whatever `.mintignore` says. The unanchored entries are the reference
 * platform's own default ignores (matched at any depth). The anchored ones (`/dist`, …) are
 * output and cache folders at the docs root only: the reference publishes a `build/` or `dist/`
 * folder of pages below the root, and so does Quire.
 */
export const DEFAULT_IGNORES: readonly string[] = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  'node_modules',
  '.mintlify/**',
  '!.mintlify/**/',
  '!.mintlify/skills/**',
  '!.mintlify/**/*.json',
  '!.mintlify/**/*.yaml',
  '!.mintlify/**/*.yml',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
  '/build',
  '/dist',
  '/coverage',
  '/.cache',
  '/.quire',
  '/tmp',
  '/temp',
];

/** Dotfiles and dot-folders are private unless `.mintignore` publishes them with `!`; `.well-known/` is public. */
const DOTFILE_RULES: readonly string[] = ['.*', '!.well-known'];

/** Whether a file or folder name is private by default (a dotfile other than `.well-known`). */
export const isPrivateDotfile = (name: string): boolean =>
  name.startsWith('.') && name !== '.well-known';

/** Tells whether a path relative to the docs root (forward slashes) is ignored; folders are tested with `isFolder`. */
export type IgnoreFilter = (relativePath: string, isFolder?: boolean) => boolean;

export interface IgnoreFilterOptions {
  /** Publish dotfiles too (default false): the filter then holds only the default ignores and `.mintignore`. */
  readonly dotfiles?: boolean;
}

/**
 * The ignore rules of a docs root: the default ignores, dotfiles other than `.well-known/`, then
 * the lines of `.mintignore` (gitignore syntax: `#` comments, `/` anchoring, `*` and `**` globs,
 * `!` negation, so `!.nojekyll` publishes that dotfile).
 */
export function createIgnoreFilter(
  mintignore = '',
  options: IgnoreFilterOptions = {},
): IgnoreFilter {
  const rules = ignore()
    .add([...DEFAULT_IGNORES])
    .add(options.dotfiles ? [] : [...DOTFILE_RULES])
    .add(mintignore);
  return (relativePath, isFolder = false) => {
    const path = relativePath
      .replace(/\\/g, '/')
      .replace(/^\.\/+/, '')
      .replace(/\/+$/, '');
    if (path === '' || path === '.' || path.startsWith('../')) return false;
    return rules.ignores(isFolder ? `${path}/` : path);
  };
}
