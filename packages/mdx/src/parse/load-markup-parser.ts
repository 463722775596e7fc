import type { MarkupParser } from './create-markup-parser.js';

/**
 * A parser with the syntax of the compiler (see `createMarkupParser`), its modules (the MDX parser, GFM, math)
 * loaded on the first call: a build that takes every page from its previous output, and so parses none, never
 * loads them. Create one per run.
 */
export async function loadMarkupParser(
  options: { readonly math?: boolean } = {},
): Promise<MarkupParser> {
  const { createMarkupParser } = await import('./create-markup-parser.js');
  return createMarkupParser(options);
}
