import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@quire/diagnostics';
import { mapLimited, READ_CONCURRENCY } from '../files/map-limited.js';
import { parseFrontmatter } from './parse-frontmatter.js';

const PAGE = /\.mdx?$/i;
const SNIPPET = /(^|\/)snippets\//;

/**
 * The frontmatter problems of every page file under `root` (`files` relative to it, snippets left
 * out), as `quire build` reports them, so that `quire validate` reports them before any build.
 */
export async function loadFrontmatterDiagnostics(
  root: string,
  files: readonly string[],
): Promise<Diagnostic[]> {
  const pages = files.filter((f) => PAGE.test(f) && !SNIPPET.test(f));
  const found = await mapLimited(pages, READ_CONCURRENCY, async (file) => {
    try {
      return parseFrontmatter(await readFile(join(root, file), 'utf8'), file).diagnostics;
    } catch {
      return [];
    }
  });
  return found.flat();
}
