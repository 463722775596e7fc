/**
 * Anchor ids the way the reference platform makes heading ids: lower case; whitespace
 * runs → `-`; `.` → `-`; parentheses removed; `'` → `’` (kept); `/` and `&` kept; other
 * punctuation removed; letters of any script and digits kept.
 */
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/'/g, '\u2019')
    .replace(/[()]/g, '')
    .replace(/\./g, '-')
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}\p{M}\-_/&\u2019]/gu, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Gives each anchor on a page a unique id: the second `overview` becomes `overview-2`. */
export interface AnchorSlugger {
  /** A unique id for generated text (slugified first). */
  slug(text: string): string;
  /** Registers an id given verbatim (custom `id` props) and returns it unchanged when free. */
  claim(id: string): string;
}

/** A slugger for one page. Share it with the heading pass so components and headings agree. */
export function createAnchorSlugger(): AnchorSlugger {
  const seen = new Map<string, number>();
  const claim = (id: string): string => {
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    if (count === 0) return id;
    let n = count + 1;
    while (seen.has(`${id}-${n}`)) n++;
    const unique = `${id}-${n}`;
    seen.set(unique, 1);
    return unique;
  };
  return { claim, slug: (text) => claim(slugifyHeading(text)) };
}
