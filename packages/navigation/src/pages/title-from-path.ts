/**
 * The title of a page without one: its last path segment with dashes and underscores as spaces
 * and the first letter capitalised (`guides/getting-started` is "Getting started").
 */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? path;
  const words = last.replace(/[-_]+/g, ' ').trim();
  if (words === '') return last;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
