/**
 * The offset of what opened the construct that is still open at `end` (where the parser reached the end of the
 * file or of the block): the `{` without its `}` (braces between them paired, escaped ones skipped), the last
 * quote of that kind (a value that never closed holds none), or the `<` of the unfinished tag.
 */
export function findOpening(
  text: string,
  end: number,
  kind: 'brace' | 'tag' | '"' | "'",
): number | undefined {
  const escaped = (i: number) => i > 0 && text[i - 1] === '\\';
  if (kind === 'brace') {
    let depth = 0;
    for (let i = Math.min(end, text.length) - 1; i >= 0; i--) {
      const c = text[i];
      if (escaped(i)) continue;
      if (c === '}') depth++;
      else if (c === '{') {
        if (depth === 0) return i;
        depth--;
      }
    }
    return undefined;
  }
  const wanted = kind === 'tag' ? '<' : kind;
  for (let i = Math.min(end, text.length) - 1; i >= 0; i--)
    if (text[i] === wanted && !escaped(i)) return i;
  return undefined;
}
