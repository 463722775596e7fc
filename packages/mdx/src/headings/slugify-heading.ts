/**
 * The anchor id of a heading, as the reference platform makes it (not GitHub's slugger): lowercase,
 * each whitespace character becomes `-`, `.` becomes `-`, parentheses are removed, `'` becomes `’`;
 * everything else (`/`, `&`, `:`, `$`, letters of any script) is kept.
 */
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/\./g, '-')
    .replace(/[()]/g, '')
    .replace(/'/g, '\u2019');
}

/**
 * Hands out unique ids for one page: the second `intro` becomes `intro-2`, the third `intro-3`. The
 * compiler gives headings their ids with it, and the components give their anchors (API sections,
 * fields, accordions) theirs with it, on the same page, so that no two clash.
 */
export interface HeadingSlugger {
  /** A unique id for `text` (slugified), or for the custom id when one is given. */
  slug(text: string, customId?: string): string;
  /** Records an id given verbatim (an author's `id`, or one the compiler assigned) and returns it. */
  reserve(id: string): string;
}

/** A slugger for one page; `reserved` are ids already given (the compiled headings' ids), never handed out again. */
export function createHeadingSlugger(reserved: Iterable<string> = []): HeadingSlugger {
  const seen = new Map<string, number>();
  const record = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const id of reserved) record(id);
  return {
    reserve(id) {
      record(id);
      return id;
    },
    slug(text, customId) {
      const base = customId ?? slugifyHeading(text);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      if (count === 0) return base;
      let n = count + 1;
      while (seen.has(`${base}-${n}`)) n++;
      const id = `${base}-${n}`;
      seen.set(id, 1);
      return id;
    },
  };
}
