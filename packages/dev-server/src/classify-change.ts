import { CONFIG_FILE, IGNORE_FILE } from '@quire/config';
import { isPageFile } from '@quire/navigation';

/**
 * What a changed file is to the site: docs.json or a file it includes, the ignore rules, a page,
 * a module pages import (snippets, components), a stylesheet or script every page links,
 * an OpenAPI or AsyncAPI document, or a static file served as it is.
 */
export type ChangeKind =
  'config' | 'ignore-rules' | 'page' | 'module' | 'style' | 'script' | 'spec' | 'static';

const MODULE = /\.(mdx|md|jsx|tsx|js|mjs|ts)$/i;
const SPEC = /\.(json|ya?ml)$/i;

/** Classifies a file path relative to the docs root (forward slashes). */
export function classifyChange(file: string, configFiles: ReadonlySet<string>): ChangeKind {
  if (file === CONFIG_FILE || configFiles.has(file)) return 'config';
  if (file === IGNORE_FILE) return 'ignore-rules';
  if (isPageFile(file)) return 'page';
  if (/\.css$/i.test(file)) return 'style';
  if (/\.m?js$/i.test(file) && !file.startsWith('snippets/')) return 'script';
  if (MODULE.test(file)) return 'module';
  if (SPEC.test(file)) return 'spec';
  return 'static';
}
