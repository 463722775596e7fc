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

/** Hands out unique ids for one page: the second `intro` becomes `intro-2`, the third `intro-3`. */
export interface HeadingSlugger {
  /** A unique id for `text`, or for the custom id when one is given. */
  slug(text: string, customId?: string): string;
}

export function createHeadingSlugger(): HeadingSlugger {
  const seen = new Map<string, number>();
  return {
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
