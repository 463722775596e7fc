import { closestMatches, didYouMean } from '@quire/diagnostics';

/** `word` with one pair of neighbouring letters swapped equals `candidate` (`drak` and `dark`), ignoring case. */
function isTransposition(word: string, candidate: string): boolean {
  const a = word.toLowerCase();
  const b = candidate.toLowerCase();
  if (a.length !== b.length || a === b) return false;
  const i = [...a].findIndex((ch, k) => ch !== b[k]);
  return i >= 0 && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * `Did you mean "x"?` for the candidates closest to `word`: the one that differs only in case, else the
 * closest by `didYouMean`, else one with two swapped letters, the commonest typo in short words (`drak`,
 * `mapel`), which edit distance counts as two edits.
 */
export function suggestClosest(word: string, candidates: readonly string[]): string | undefined {
  const sameLetters = candidates.find((c) => c.toLowerCase() === word.toLowerCase());
  if (sameLetters) return `Did you mean "${sameLetters}"?`;
  const close = didYouMean(word, candidates);
  if (close) return close;
  const swapped = candidates.filter((c) => isTransposition(word, c)).slice(0, 2);
  return swapped.length > 0
    ? `Did you mean ${swapped.map((c) => `"${c}"`).join(' or ')}?`
    : undefined;
}

/** The single candidate closest to `word` (by `closestMatches`, else by two swapped letters), or undefined. */
export function closestCandidate(word: string, candidates: readonly string[]): string | undefined {
  return closestMatches(word, candidates, 1)[0] ?? candidates.find((c) => isTransposition(word, c));
}
