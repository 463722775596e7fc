import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerStream,
  embeddedAnswerer,
  loadSiteCorpus,
  type AssistantRequest,
  type DocsCorpus,
  type StreamProtocol,
} from '@quire/assistant';
import { builtCorpus, type CorpusName } from '../../../test-support/built-corpus.js';

const corpora = new Map<CorpusName, Promise<DocsCorpus>>();
const corpusOf = (name: CorpusName) => {
  let c = corpora.get(name);
  if (!c) corpora.set(name, (c = loadSiteCorpus(builtCorpus(name).out)));
  return c;
};

/** The cited URLs and the text of an embedded answer, read from its v1 wire format. */
async function answer(
  name: CorpusName,
  question: string,
  currentPath?: string,
): Promise<{ text: string; cited: string[] }> {
  const request: AssistantRequest = {
    fp: 'anonymous',
    messages: [{ role: 'user', content: question }],
    retrievalPageSize: 5,
    context: [],
    currentPath,
  };
  const protocol: StreamProtocol = 'v1';
  const { body } = answerStream({
    corpus: await corpusOf(name),
    request,
    caller: { groups: [] },
    answerer: embeddedAnswerer,
    history: [],
    protocol,
    messageId: 'm',
    threadId: 't',
  });
  const lines = (await new Response(body).text()).split('\n').filter(Boolean);
  const parts = lines.map((l) => ({
    code: l.slice(0, l.indexOf(':')),
    value: JSON.parse(l.slice(l.indexOf(':') + 1)) as unknown,
  }));
  return {
    text: parts
      .filter((p) => p.code === '0')
      .map((p) => p.value as string)
      .join(''),
    cited: parts.filter((p) => p.code === 'h').map((p) => (p.value as { url: string }).url),
  };
}

const pageOf = (url: string) => url.split('#')[0];

describe('answers from real docs', () => {
  // The shared corpus builds (made once per test run, by whichever test file asks first).
  beforeAll(() => {
    builtCorpus('mintlify-docs');
    builtCorpus('stagehand');
  }, 900_000);

  it('cites the page that answers a question about its content (mintlify-docs)', async () => {
    const a = await answer('mintlify-docs', 'How do I set up redirects in docs.json?');
    expect(a.cited.map(pageOf)).toContain('/create/redirects');
    expect(a.text).toContain('redirects');
  });

  it('answers a reader of a Spanish page from the Spanish pages', async () => {
    const a = await answer(
      'mintlify-docs',
      '¿Cómo configuro redirecciones?',
      '/es/create/redirects',
    );
    expect(a.cited.length).toBeGreaterThan(0);
    expect(a.cited.every((u) => u.startsWith('/es/'))).toBe(true);
  });

  it('answers a reader of a v2 page from v2 pages, and of a v3 page from v3 pages (stagehand)', async () => {
    const v2 = await answer('stagehand', 'How do I use act to click a button?', '/v2/basics/act');
    const v3 = await answer('stagehand', 'How do I use act to click a button?', '/v3/basics/act');
    expect(v2.cited[0]).toMatch(/^\/v2\/basics\/act/);
    expect(v2.cited.every((u) => u.startsWith('/v2/'))).toBe(true);
    expect(v3.cited[0]).toMatch(/^\/v3\/basics\/act/);
    expect(v3.cited.every((u) => u.startsWith('/v3/'))).toBe(true);
  });
});
