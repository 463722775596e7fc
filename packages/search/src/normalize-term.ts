import { STOP_WORDS } from './stop-words.js';

/**
 * A light English plural stemmer (after Harman's S-stemmer), so that `retries` finds `retry`
 * and `redirects` finds `redirect`. Applied to indexed and queried terms alike.
 */
export function stemTerm(term: string): string {
  if (term.length <= 3) return term;
  if (term.endsWith('ies') && !/[ae]ies$/.test(term)) return `${term.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes)$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !/(ss|us|is|os|'s)$/.test(term)) return term.slice(0, -1);
  return term;
}

/** Lower-cases and stems a term; null for stop words and single characters (they are not indexed). */
export function normalizeTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return stemTerm(t);
}
