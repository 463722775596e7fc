import type { Heading, ModuleRecord } from '../types.js';

/**
 * The table of contents of a page: its own headings with, at each place where an imported MDX snippet is used
 * as a block, the headings of that snippet (recursively). Ids are those the snippet's HTML carries.
 */
export function mergeSnippetHeadings(
  file: string,
  modules: ReadonlyMap<string, ModuleRecord>,
  bindings: ReadonlyMap<string, ReadonlyMap<string, string | undefined>>,
  inside: ReadonlySet<string> = new Set(),
): readonly Heading[] {
  const record = modules.get(file);
  if (!record) return [];
  if (record.snippetHeadings.length === 0) return record.headings;
  const out: Heading[] = [];
  const within = new Set([...inside, file]);
  let next = 0;
  for (let i = 0; i <= record.headings.length; i++) {
    for (
      let slot = record.snippetHeadings[next];
      slot && slot.index === i;
      slot = record.snippetHeadings[++next]
    ) {
      const target = bindings.get(file)?.get(slot.specifier);
      if (target && !within.has(target))
        out.push(...mergeSnippetHeadings(target, modules, bindings, within));
    }
    const own = record.headings[i];
    if (own) out.push(own);
  }
  return out;
}
