import type { ModuleKind } from '../types.js';

export type ResolvedImport =
  | { readonly kind: 'candidates'; readonly files: readonly string[] }
  | { readonly kind: 'outside-root'; readonly path: string }
  /** `reason` completes "Cannot import "<specifier>": …". */
  | { readonly kind: 'unsupported'; readonly reason: string };

const KINDS: Readonly<Record<string, ModuleKind>> = {
  '.mdx': 'mdx',
  '.md': 'md',
  '.jsx': 'jsx',
  '.js': 'jsx',
};
const EXTENSIONS = Object.keys(KINDS);
const UNSUPPORTED = new Set([
  '.json',
  '.css',
  '.scss',
  '.ts',
  '.tsx',
  '.svg',
  '.png',
  '.jpg',
  '.yaml',
  '.yml',
]);

/**
 * Where an import of `importer` (a path relative to the docs root) points: `/snippets/x.mdx` from the root,
 * `./x.mdx` and `../x.jsx` from the importer's folder. Without an extension, `.mdx`, `.md`, `.jsx` and `.js` are
 * tried in that order. Packages, URLs and other kinds of files are not supported.
 */
export function resolveImport(specifier: string, importer: string): ResolvedImport {
  let base: string[];
  let rest: string;
  if (specifier.startsWith('/')) {
    base = [];
    rest = specifier.slice(1);
  } else if (specifier.startsWith('./') || specifier.startsWith('../')) {
    base = importer.split('/').slice(0, -1);
    rest = specifier;
  } else {
    return {
      kind: 'unsupported',
      reason: 'it is a package or URL, not a file of the docs repository',
    };
  }
  const parts = [...base];
  for (const segment of rest.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return { kind: 'outside-root', path: specifier };
      parts.pop();
    } else parts.push(segment);
  }
  const path = parts.join('/');
  const dot = path.lastIndexOf('.');
  const ext = dot > path.lastIndexOf('/') ? path.slice(dot).toLowerCase() : '';
  if (ext && KINDS[ext]) return { kind: 'candidates', files: [path] };
  if (UNSUPPORTED.has(ext)) {
    return {
      kind: 'unsupported',
      reason: `it is a ${ext} file; only .mdx, .md, .jsx and .js files can be imported`,
    };
  }
  return { kind: 'candidates', files: EXTENSIONS.map((e) => path + e) };
}

/** How a file is compiled, from its extension. */
export function moduleKindOf(file: string): ModuleKind | undefined {
  const dot = file.lastIndexOf('.');
  return dot < 0 ? undefined : KINDS[file.slice(dot).toLowerCase()];
}
