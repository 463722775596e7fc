import { describe, expect, it } from 'vitest';
import {
  createEmbeddedAnswerer,
  embeddedAnswerer,
  markdownSections,
  type Answerer,
} from '@quire/assistant';

/** What an answerer streams, as far as this test reads it. */
interface AnswerEvent {
  readonly kind: string;
  readonly text?: string;
}

const page = `# Webhooks

Webhooks tell your server when something happens. Each delivery is signed.

## Signatures

Every request carries an X-Signature header. Verify it with your signing secret: compute an HMAC of the raw body. Reject a request whose signature does not match.

## Retries

A delivery that fails is retried five times. The delays grow: 1 minute, 5 minutes, then an hour. After the last retry the event is dropped.

## Limits

Each endpoint receives at most 100 deliveries a second. Larger bursts wait in a queue.
`;

const sections = markdownSections(page).map((s) => ({
  url: s.heading ? `/webhooks#${s.heading.toLowerCase()}` : '/webhooks',
  pageUrl: '/webhooks',
  pageTitle: 'Webhooks',
  section: s.heading,
  text: s.text,
}));

const QUESTIONS = [
  'How are webhook requests signed?',
  'How often is a failed delivery retried?',
  'How many deliveries a second?',
  'What is the weather today?',
];

async function events(answerer: Answerer, question: string): Promise<AnswerEvent[]> {
  const out: AnswerEvent[] = [];
  for await (const e of answerer({
    question,
    context: [],
    history: [],
    sections,
    signal: new AbortController().signal,
  }))
    out.push(e as AnswerEvent);
  return out;
}

describe('the embedded answerer that keeps sentences between questions', () => {
  it('answers each question as the one that keeps nothing, the first time and again', async () => {
    const kept = createEmbeddedAnswerer();
    for (const round of [1, 2])
      for (const question of QUESTIONS)
        expect([round, question, await events(kept, question)]).toEqual([
          round,
          question,
          await events(embeddedAnswerer, question),
        ]);
    const retries = (await events(kept, QUESTIONS[1]!))
      .map((e) => (e.kind === 'text' ? (e.text ?? '') : ''))
      .join('');
    expect(retries).toContain('retried five times');
    expect(retries).not.toContain('X-Signature');
  });
});
