import { normalizeTerm } from './normalize-term.js';
import { hasCjk } from './tokenize-text.js';

/** A piece of text, marked when it is one of the matched words. */
export interface TextPiece {
  readonly text: string;
  readonly match: boolean;
}

const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/**
 * Splits text into pieces, marking the words that match one of the terms of a result (the
 * index's terms: lower-cased and stemmed, as `SearchResult.terms` gives them). A word also
 * matches when it starts with a term (a prefix being typed).
 */
export function highlightTerms(text: string, terms: readonly string[]): TextPiece[] {
  const wanted = terms.map((t) => t.toLowerCase()).filter(Boolean);
  const out: TextPiece[] = [];
  let last = 0;
  const push = (piece: string, match: boolean) => {
    if (!piece) return;
    const prev = out[out.length - 1];
    if (prev && prev.match === match) out[out.length - 1] = { text: prev.text + piece, match };
    else out.push({ text: piece, match });
  };
  for (const m of text.matchAll(WORD)) {
    const word = normalizeTerm(m[0]);
    // Chinese, Japanese and Korean are indexed as character pairs: a run matches when it holds one.
    const match =
      word !== null &&
      (hasCjk(word)
        ? wanted.some((t) => hasCjk(t) && word.includes(t))
        : wanted.some((t) => word === t || (t.length >= 3 && word.startsWith(t))));
    push(text.slice(last, m.index), false);
    push(m[0], match);
    last = m.index + m[0].length;
  }
  push(text.slice(last), false);
  return out;
}
