import type { Frontmatter } from '@quire/config';
import { specsReached, type SpecsReached } from '@quire/openapi';

/** The spec files docs.json and the pages reach, and a key that changes when they do. */
export function reachedSpecsOf(
  config: unknown,
  files: readonly string[],
  frontmatter: ReadonlyMap<string, Frontmatter>,
): { readonly reached: SpecsReached; readonly key: string } {
  const pages = [...frontmatter].map(([file, fm]) => ({ file, value: fm.data['openapi'] }));
  const reached = specsReached(config, files, pages);
  return { reached, key: reached.everySpec ? '*' : [...reached.files].sort().join('\n') };
}
