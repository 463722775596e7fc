import { createRecentCache, queryTerms } from '@quire/search';
import type { AnswerEvent, Citation } from './answer-event.js';
import type { AnswerInput, Answerer } from './answerer.js';
import { questionWithContext } from './question-with-context.js';
import type { RetrievedSection } from './retrieve-sections.js';

const MAX_PASSAGES = 4;
const MAX_SENTENCES = 3;
const MAX_QUOTE = 480;

/** A passage quoted in the answer: the sentences of a section that answer the question. */
interface Quote {
  readonly section: RetrievedSection;
  readonly text: string;
}

const sentencesOf = (text: string) =>
  text.split(/(?<=[.!?:])\s+(?=[A-Z0-9`"'([])/).filter((s) => s.trim() !== '');

/** A section's sentences and the terms of each, as `queryTerms` gives them. */
interface Sentences {
  readonly sentences: readonly string[];
  readonly terms: readonly (readonly string[])[];
}

/** Sections whose sentences are kept after a quote (the most recently quoted), by their text. */
const SENTENCE_CACHE_SECTIONS = 512;

/** A section's text → its sentences and their terms, made each time or kept. */
type SentencesOf = (text: string) => Sentences;

const sentencesWithTerms = (text: string): Sentences => {
  const sentences = sentencesOf(text);
  return { sentences, terms: sentences.map(queryTerms) };
};

/** Whether a word of the docs matches a term of the question (stemmed alike; a longer word may extend it). */
const matches = (word: string, term: string) =>
  word === term || (term.length >= 4 && word.startsWith(term));

/** The terms of the question that words of the docs match. */
const coverage = (words: readonly string[], terms: readonly string[]): Set<string> =>
  new Set(terms.filter((t) => words.some((w) => matches(w, t))));

/**
 * The sentences of a section that share the most terms with the question, in the order they appear.
 * The section covers what its heading and its sentences cover (its words are its sentences' words).
 */
function quoteOf(
  section: RetrievedSection,
  terms: readonly string[],
  sentencesOfText: SentencesOf,
): Quote | undefined {
  const heading = coverage(queryTerms(`${section.pageTitle} ${section.section ?? ''}`), terms);
  const { sentences, terms: sentenceTerms } = sentencesOfText(section.text);
  const scored = sentences.map((s, i) => ({ s, i, covered: coverage(sentenceTerms[i]!, terms) }));
  const covered = new Set(heading);
  for (const x of scored) for (const t of x.covered) covered.add(t);
  if (covered.size < Math.max(1, Math.floor(terms.length / 2))) return undefined;
  const best = scored
    .filter((x) => x.covered.size > 0)
    .sort((a, b) => b.covered.size - a.covered.size || a.i - b.i)
    .slice(0, MAX_SENTENCES);
  const chosen = (best.length > 0 ? best : heading.size > 0 ? scored.slice(0, 1) : []).sort(
    (a, b) => a.i - b.i,
  );
  if (chosen.length === 0) return undefined;
  let text = chosen
    .map((x, k) => (k > 0 && x.i !== chosen[k - 1]!.i + 1 ? `… ${x.s.trim()}` : x.s.trim()))
    .join(' ');
  if (text.length > MAX_QUOTE) text = `${text.slice(0, text.lastIndexOf(' ', MAX_QUOTE))} …`;
  return { section, text };
}

const titleOf = (s: RetrievedSection) =>
  s.section ? `${s.pageTitle} › ${s.section}` : s.pageTitle;
const quoteLines = (text: string) =>
  text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');

/** One citation per page quoted, in the order the pages first appear. */
function citationsOf(quotes: readonly Quote[]): Citation[] {
  const seen = new Map<string, Citation>();
  for (const q of quotes) {
    if (!seen.has(q.section.pageUrl))
      seen.set(q.section.pageUrl, {
        id: `source-${seen.size + 1}`,
        url: q.section.url,
        title: q.section.pageTitle,
      });
  }
  return [...seen.values()];
}

/**
 * The answerer used when no model is configured: it quotes, in order, the passages of the retrieved
 * sections that answer the question, each under its page title and link, and says plainly when the
 * docs have nothing on it. It never writes a word the docs do not say. It keeps the sentences of the
 * sections it quoted last, for the questions after (a server creates one and answers with it).
 */
export function createEmbeddedAnswerer(): Answerer {
  const kept = createRecentCache<string, Sentences>(SENTENCE_CACHE_SECTIONS);
  return (input) => answerFromDocs(input, (text) => kept.get(text, () => sentencesWithTerms(text)));
}

/** The embedded answerer keeping nothing between questions (see `createEmbeddedAnswerer`). */
export const embeddedAnswerer: Answerer = (input) => answerFromDocs(input, sentencesWithTerms);

async function* answerFromDocs(
  input: AnswerInput,
  sentencesOfText: SentencesOf,
): AsyncGenerator<AnswerEvent> {
  const terms = queryTerms(questionWithContext(input.question, input.context));
  const quotes = input.sections
    .map((s) => quoteOf(s, terms, sentencesOfText))
    .filter((q): q is Quote => q !== undefined)
    .slice(0, MAX_PASSAGES);
  if (quotes.length === 0) {
    yield {
      kind: 'text',
      text: `I found nothing in these docs about “${input.question.trim().slice(0, 200)}”. Try other words, or search the docs for the feature's name.`,
    };
    return;
  }
  yield {
    kind: 'text',
    text:
      quotes.length === 1
        ? 'This is what the docs say:\n\n'
        : `These ${quotes.length} passages of the docs answer it:\n\n`,
  };
  for (const [i, q] of quotes.entries()) {
    if (input.signal.aborted) return;
    yield {
      kind: 'text',
      text: `${i > 0 ? '\n\n' : ''}**[${titleOf(q.section)}](${q.section.url})**\n${quoteLines(q.text)}`,
    };
  }
  for (const citation of citationsOf(quotes)) yield { kind: 'source', citation };
}
