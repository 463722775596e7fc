import { slugifyHeading } from '@quire/mdx/runtime';

/** Anchor ids are made exactly as the MDX compiler makes heading ids (one function for both). */
export { slugifyHeading };

/** Gives each anchor on a page a unique id: the second `overview` becomes `overview-2`. */
export interface AnchorSlugger {
  /** A unique id for generated text (slugified first). */
  slug(text: string): string;
  /** Records an id given verbatim (an author's `id`, or one the compiler assigned) and returns it. */
  reserve(id: string): string;
}

/**
 * A slugger for one page. Pass the ids the compiler already gave the page's headings as
 * `reserved`, so that component anchors never take one of them.
 */
export function createAnchorSlugger(reserved: Iterable<string> = []): AnchorSlugger {
  const seen = new Map<string, number>();
  for (const id of reserved) seen.set(id, (seen.get(id) ?? 0) + 1);
  return {
    reserve(id) {
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return id;
    },
    slug(text) {
      const base = slugifyHeading(text);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      if (count === 0) return base;
      let n = count + 1;
      while (seen.has(`${base}-${n}`)) n++;
      const unique = `${base}-${n}`;
      seen.set(unique, 1);
      return unique;
    },
  };
}
