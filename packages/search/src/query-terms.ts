import { normalizeTerm } from './normalize-term.js';
import { tokenizeText } from './tokenize-text.js';

/** The terms of a query as the index sees them: split like MiniSearch, lower-cased, stemmed, stop words out. */
export function queryTerms(query: string): string[] {
  const out: string[] = [];
  for (const word of tokenizeText(query)) {
    const t = normalizeTerm(word);
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

/** The terms of a title or heading, the same way. */
export const textTerms = queryTerms;
