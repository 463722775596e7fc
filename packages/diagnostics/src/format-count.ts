/** A count with its noun in the right number: `1 warning`, `2 warnings`, `0 errors`, `1 match`/`3 matches` (with `plural`). */
export function formatCount(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
