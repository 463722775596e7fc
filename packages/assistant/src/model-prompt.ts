import type { ChatTurn } from './assistant-request.js';
import type { RetrievedSection } from './retrieve-sections.js';

/** A message of an OpenAI-compatible chat completions request. */
export interface ModelMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

const INSTRUCTIONS = [
  'You answer questions about a documentation site, using only the documentation sections given below.',
  'Quote or paraphrase them faithfully and mention the page a fact comes from. If they do not answer the question, say so plainly; do not guess.',
  'Answer in Markdown, briefly.',
].join(' ');

function sectionBlock(s: RetrievedSection, i: number): string {
  const title = s.section ? `${s.pageTitle} › ${s.section}` : s.pageTitle;
  return [`[${i + 1}] ${title} (${s.url})`, s.text, s.code ? `Code:\n${s.code}` : '']
    .filter(Boolean)
    .join('\n');
}

/** The model's messages: instructions with the retrieved sections, the thread's earlier turns, then the question. */
export function modelMessages(
  question: string,
  context: readonly string[],
  history: readonly ChatTurn[],
  sections: readonly RetrievedSection[],
): ModelMessage[] {
  const docs =
    sections.length === 0
      ? 'No documentation section matched the question.'
      : sections.map(sectionBlock).join('\n\n');
  const turns = history.filter(
    (t): t is ChatTurn & { role: 'user' | 'assistant' } =>
      t.role === 'user' || t.role === 'assistant',
  );
  return [
    { role: 'system', content: `${INSTRUCTIONS}\n\nDocumentation sections:\n\n${docs}` },
    ...turns.map((t) => ({ role: t.role, content: t.content })),
    {
      role: 'user',
      content:
        context.length === 0
          ? question
          : `${question}\n\nAbout this part of the page:\n${context.join('\n---\n')}`,
    },
  ];
}
