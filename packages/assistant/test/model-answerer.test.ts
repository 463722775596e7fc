import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCompletionsUrl, createModelAnswerer, type DocsCorpus } from '@quire/assistant';
import {
  loadFixtureCorpus,
  serveAnswers,
  type AnswerServer,
} from '../../../test-support/assistant-fixture.js';
import {
  askV4,
  askV5,
  v4Sources,
  v4UserMessage,
  v5UserMessage,
} from '../../../test-support/chat-sdk-clients.js';
import {
  startScriptedModel,
  type ScriptedModelServer,
} from '../../../test-support/scripted-model-server.js';

let corpus: DocsCorpus;
let model: ScriptedModelServer;
let server: AnswerServer;

beforeAll(async () => {
  corpus = await loadFixtureCorpus();
  model = await startScriptedModel({ kind: 'tokens', tokens: [] });
  server = await serveAnswers(
    corpus,
    createModelAnswerer({
      url: `${model.url}/chat/completions`,
      model: 'test-model',
      apiKey: 'sk-test',
      timeoutMs: 400,
    }),
  );
});
afterAll(async () => {
  await server.close();
  await model.close();
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  return done();
};

describe('the model answerer (an OpenAI-compatible model on loopback)', () => {
  it('streams the model tokens through as they arrive and cites the retrieved pages', async () => {
    model.script = {
      kind: 'tokens',
      tokens: ['An API key ', 'may send ', '600 requests ', 'per minute.'],
      gapMs: 20,
    };
    const a = await askV4(`${server.url}/v1`, [
      v4UserMessage('How many requests per minute may an API key send?'),
    ]);
    expect(a.message.content).toBe('An API key may send 600 requests per minute.');
    expect(a.updates.length).toBeGreaterThanOrEqual(4);
    expect(v4Sources(a.message)[0]).toEqual({ url: '/v2/rate-limits', title: 'Rate limits' });
    const sent = model.requests.at(-1)!;
    expect(sent.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.body.messages[0]!.role).toBe('system');
    expect(sent.body.messages[0]!.content).toContain(
      'Every API key may send 600 requests per minute.',
    );
    expect(sent.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How many requests per minute may an API key send?',
    });
  });

  it('gives the model the earlier turns of the conversation', async () => {
    model.script = { kind: 'tokens', tokens: ['Yes.'] };
    const turns = [
      v4UserMessage('How are webhooks signed?'),
      { id: 'a1', role: 'assistant', content: 'With your signing secret.', parts: [] },
      v4UserMessage('And are failed deliveries retried?'),
    ];
    await askV4(`${server.url}/v1`, turns);
    expect(model.requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'How are webhooks signed?' },
      { role: 'assistant', content: 'With your signing secret.' },
      { role: 'user', content: 'And are failed deliveries retried?' },
    ]);
  });

  it('ends the stream with the protocol error part when the model fails', async () => {
    model.script = { kind: 'fail', status: 500, body: '{"error":"model not loaded"}' };
    await expect(
      askV4(`${server.url}/v1`, [v4UserMessage('How do I install the CLI?')]),
    ).rejects.toThrow(/answered HTTP 500: \{"error":"model not loaded"\}/);
    await expect(
      askV5(`${server.url}/v2`, [v5UserMessage('How do I install the CLI?')]),
    ).rejects.toThrow(/answered HTTP 500/);
  });

  it('ends the stream with an error, not a hang, when the model stays silent', async () => {
    model.script = { kind: 'silent' };
    await expect(
      askV4(`${server.url}/v1`, [v4UserMessage('How do I install the CLI?')]),
    ).rejects.toThrow(/sent nothing for 400 ms/);
    expect(await until(() => model.requests.at(-1)!.closedEarly)).toBe(true);
  });

  it('aborts the model request when the reader disconnects mid-answer', async () => {
    model.script = {
      kind: 'tokens',
      tokens: Array.from({ length: 400 }, (_, i) => `token${i} `),
      gapMs: 25,
    };
    const before = server.outcomes.length;
    const controller = new AbortController();
    const response = await fetch(`${server.url}/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fp: 'anonymous',
        messages: [{ role: 'user', content: 'Install the CLI' }],
      }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('f:');
    controller.abort();
    expect(await until(() => model.requests.at(-1)!.closedEarly)).toBe(true);
    expect(await until(() => server.outcomes.length > before)).toBe(true);
    expect(server.outcomes.at(-1)!.aborted).toBe(true);
  });
});

describe('chatCompletionsUrl', () => {
  it('takes an API base URL or its chat completions URL to the same endpoint', () => {
    for (const given of [
      'http://127.0.0.1:11434/v1',
      'http://127.0.0.1:11434/v1/',
      'http://127.0.0.1:11434/v1/chat/completions',
      'http://127.0.0.1:11434/v1/chat/completions/',
    ])
      expect(chatCompletionsUrl(given)).toBe('http://127.0.0.1:11434/v1/chat/completions');
  });
});
