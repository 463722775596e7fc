const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
/** Whether text has Chinese, Japanese or Korean characters. */
export const hasCjk = (text: string) => CJK.test(text);
/** Runs of those characters (global: `split` and `match` start from the beginning whatever its `lastIndex`). */
const CJK_RUNS = new RegExp(`[${CJK_CHARS}]+`, 'gu');

/** The overlapping pairs of characters of a run of Chinese, Japanese or Korean (a lone character stays). */
function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

/**
 * Splits text into words at spaces and punctuation, as MiniSearch does; runs of Chinese,
 * Japanese or Korean characters (written without spaces) become overlapping character pairs.
 */
export function tokenizeText(text: string): string[] {
  const words = text.split(SPACE_OR_PUNCTUATION);
  if (!hasCjk(text)) return words.filter((word) => word !== '');
  const out: string[] = [];
  for (const word of words) {
    if (!word) continue;
    if (!hasCjk(word)) {
      out.push(word);
      continue;
    }
    for (const part of word.split(CJK_RUNS)) if (part) out.push(part);
    for (const run of word.match(CJK_RUNS) ?? []) out.push(...bigrams(run));
  }
  return out;
}
