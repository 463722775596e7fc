/** A page as a file of the docs filesystem: `/guides/launch.md` for the page `/guides/launch`. */
export interface DocsFile {
  /** The file's path: `/index.md` for the home page. */
  readonly path: string;
  /** The page's URL path on the site. */
  readonly url: string;
  readonly title: string;
}

/**
 * The site's pages as a read-only tree of Markdown files (the per-page Markdown the build writes),
 * with the folders their paths imply. Only the pages given exist: nothing else can be named.
 */
export interface DocsTree {
  file(path: string): DocsFile | undefined;
  isDir(path: string): boolean;
  /** The entries of a folder, sorted: folders with a trailing `/`, then files. */
  list(dir: string): readonly string[];
  /** Every file under a folder (or the file itself), in path order. */
  under(path: string): readonly DocsFile[];
}

/** The file of a page URL: `/` → `/index.md`, `/a/b` → `/a/b.md`. */
export const filePathOf = (url: string): string => (url === '/' ? '/index.md' : `${url}.md`);

/**
 * A path as the tree names it: absolute, `.` and `..` resolved (never above the root), no trailing
 * slash. Relative paths are taken from the root, the only working folder there is.
 */
export function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

export function createDocsTree(pages: Iterable<{ url: string; title: string }>): DocsTree {
  const files = new Map<string, DocsFile>();
  const children = new Map<string, Set<string>>([['/', new Set()]]);
  for (const page of pages) {
    const path = filePathOf(page.url);
    if (files.has(path)) continue;
    files.set(path, { path, url: page.url, title: page.title });
    let child = path;
    while (child !== '/') {
      const dir = parentOf(child);
      const entries = children.get(dir) ?? children.set(dir, new Set()).get(dir)!;
      const name = child.slice(dir === '/' ? 1 : dir.length + 1);
      entries.add(child === path ? name : `${name}/`);
      child = dir;
    }
  }
  const sorted = [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
  return {
    file: (path) => files.get(normalizePath(path)),
    isDir: (path) => children.has(normalizePath(path)),
    list(dir) {
      const entries = [...(children.get(normalizePath(dir)) ?? [])];
      const folders = entries.filter((e) => e.endsWith('/')).sort();
      return [...folders, ...entries.filter((e) => !e.endsWith('/')).sort()];
    },
    under(path) {
      const clean = normalizePath(path);
      const own = files.get(clean);
      if (own) return [own];
      const prefix = clean === '/' ? '/' : `${clean}/`;
      return sorted.filter((f) => f.path.startsWith(prefix));
    },
  };
}
