const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;
const CJK_CHARS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
/** Whether text has Chinese, Japanese or Korean characters. */
export const hasCjk = (text: string) => CJK.test(text);

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
  const out: string[] = [];
  for (const word of text.split(SPACE_OR_PUNCTUATION)) {
    if (!word) continue;
    if (!hasCjk(word)) {
      out.push(word);
      continue;
    }
    const runs = new RegExp(`[${CJK_CHARS}]+`, 'gu');
    for (const part of word.split(runs)) if (part) out.push(part);
    for (const run of word.match(runs) ?? []) out.push(...bigrams(run));
  }
  return out;
}
