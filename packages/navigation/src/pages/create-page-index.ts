const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** The page files of a project, by page path (the file path without its extension). */
export interface PageIndex {
  /** Page files in the order given (sorted by the file lister), snippets left out. */
  readonly files: readonly string[];
  /** The file of a normalised page path: `<path>.mdx`, `<path>.md`, else `<path>/index.mdx|md`. */
  resolve(path: string): string | undefined;
  /** The page path of a page file (`guides/a.mdx` → `guides/a`). */
  pathOf(file: string): string;
}

/**
 * A page file: Markdown or MDX, not a snippet (anything under `snippets/`), and not `skill.md` at the
 * docs root, which is the site's own skill file (published as `/skill.md` as written).
 */
export function isPageFile(file: string): boolean {
  if (file.startsWith('snippets/') || file === 'skill.md') return false;
  return PAGE_EXTENSIONS.some((ext) => file.endsWith(ext));
}

function stripExtension(file: string): string {
  const ext = PAGE_EXTENSIONS.find((e) => file.endsWith(e)) ?? '';
  return file.slice(0, file.length - ext.length);
}

/** Indexes the page files among `files` (paths relative to the docs root, ignored files already left out). */
export function createPageIndex(files: readonly string[]): PageIndex {
  const pages = files.filter(isPageFile);
  const byPath = new Map<string, string>();
  // `.mdx` wins over `.md` for the same path; both still exist as files (and clash on their URL).
  for (const ext of PAGE_EXTENSIONS) {
    for (const file of pages) {
      if (!file.endsWith(ext)) continue;
      const path = stripExtension(file);
      if (!byPath.has(path)) byPath.set(path, file);
    }
  }
  return {
    files: pages,
    resolve: (path) => byPath.get(path) ?? byPath.get(path === '' ? 'index' : `${path}/index`),
    pathOf: stripExtension,
  };
}
