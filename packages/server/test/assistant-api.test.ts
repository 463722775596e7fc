import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREAD_ID_HEADER } from '@quire/assistant';
import { buildAssistantFixture } from '../../../test-support/assistant-fixture.js';
import {
  askV4,
  askV5,
  v4Sources,
  v4UserMessage,
  v5Text,
  v5UserMessage,
} from '../../../test-support/chat-sdk-clients.js';
import {
  startScriptedModel,
  type ScriptedModelServer,
} from '../../../test-support/scripted-model-server.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';
import { DOMAIN, startAssistantService, type AssistantService } from './assistant-service.js';

let siteDir: string;
beforeAll(async () => {
  siteDir = await buildAssistantFixture();
});

const V1 = `/discovery/v1/assistant/${DOMAIN}/message`;
const V2 = `/discovery/v2/assistant/${DOMAIN}/message`;
const question = (text: string) => ({
  fp: 'anonymous',
  messages: [{ id: 'q', role: 'user', content: text, parts: [{ type: 'text', text }] }],
});

describe.each(STORE_KINDS)('the assistant endpoints on $name', (kind) => {
  let target: StoreTarget;
  let api: AssistantService;
  let model: ScriptedModelServer;
  let modelApi: AssistantService;
  let modelTarget: StoreTarget;

  beforeAll(async () => {
    [target, modelTarget] = await Promise.all([kind.create(), kind.create()]);
    model = await startScriptedModel({ kind: 'tokens', tokens: ['Yes.'] });
    api = await startAssistantService(siteDir, target);
    modelApi = await startAssistantService(siteDir, modelTarget, {
      QUIRE_MODEL_URL: model.url,
      QUIRE_MODEL: 'scripted',
    });
  });
  afterAll(async () => {
    await Promise.all([api.close(), modelApi.close(), model.close()]);
    await Promise.all([target.dispose(), modelTarget.dispose()]);
  });

  it('answers a v4 chat (useChat, sendExtraMessageFields) with the public key, and the thread id arrives', async () => {
    const a = await askV4(
      `${api.url}${V1}`,
      [v4UserMessage('How many requests per minute may an API key send?')],
      { retrievalPageSize: 5 },
      { authorization: `Bearer ${api.assistantKey}` },
    );
    expect(a.message.content).toContain('600 requests per minute');
    expect(v4Sources(a.message)[0]!.url).toBe('/v2/rate-limits');
    const threadId = a.headers.get(THREAD_ID_HEADER)!;
    expect(threadId).toMatch(/^[0-9A-Z]{26}$/);
    expect(a.data).toContainEqual({ type: 'finish', threadId });
  });

  it('continues a thread: a follow-up with its threadId gives the model the earlier turns', async () => {
    const first = await askV5(
      `${modelApi.url}${V2}`,
      [v5UserMessage('How are webhooks signed?')],
      {},
      { authorization: `Bearer ${modelApi.assistantKey}` },
    );
    const threadId = (first.message.metadata as { threadId: string }).threadId;
    expect(v5Text(first.message)).toBe('Yes.');
    model.script = { kind: 'tokens', tokens: ['Five ', 'times.'] };
    const next = await askV5(
      `${modelApi.url}${V2}`,
      [v5UserMessage('And how often are deliveries retried?')],
      { threadId },
      { authorization: `Bearer ${modelApi.assistantKey}` },
    );
    expect(v5Text(next.message)).toBe('Five times.');
    expect(next.message.metadata).toEqual({ threadId });
    expect(model.requests.at(-1)!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'How are webhooks signed?' },
      { role: 'assistant', content: 'Yes.' },
      { role: 'user', content: 'And how often are deliveries retried?' },
    ]);
  });

  it('writes a new thread with its first turn when the answer ends, also when the reader leaves midway', async () => {
    model.script = { kind: 'tokens', tokens: ['One ', 'two ', 'three.'], gapMs: 400 };
    const r = await modelApi.post(V2, question('What does a slow answer leave behind?'));
    expect(r.status).toBe(200);
    const threadId = r.headers.get(THREAD_ID_HEADER)!;
    const reader = r.body!.getReader();
    await reader.read();
    // Streaming: nothing written yet (the thread is written with its turn).
    const transcript = `/v1/analytics/${DOMAIN}/assistant/threads/${threadId}`;
    expect((await modelApi.get(transcript)).status).toBe(404);
    await reader.cancel();
    // The reader left: the thread and its turn arrive together (the analytics API, as the
    // reference's, counts an abandoned answer as unanswered).
    let found: Response | undefined;
    for (let i = 0; i < 100 && (found = await modelApi.get(transcript)).status === 404; i++)
      await new Promise((done) => setTimeout(done, 50));
    expect(found!.status).toBe(200);
    expect(await found!.json()).toMatchObject({
      threadId,
      messages: [{ role: 'user', content: 'What does a slow answer leave behind?' }, {}],
    });
    const list = await (await modelApi.get(`/v1/analytics/${DOMAIN}/assistant`)).json();
    expect(
      list.conversations.find((c: { threadId: string }) => c.threadId === threadId),
    ).toMatchObject({
      query: 'What does a slow answer leave behind?',
      resolutionStatus: 'unanswered',
    });
  });

  it('refuses an unknown threadId with a JSON error saying what to do', async () => {
    const r = await api.post(V1, {
      ...question('Rate limits?'),
      threadId: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
    });
    expect(r.status).toBe(404);
    expect(await r.json()).toMatchObject({
      code: 'assistant_thread_not_found',
      field: 'threadId',
      message: expect.stringContaining('without threadId'),
    });
  });

  it.each([
    ['fp', { fp: 7 }],
    ['messages', { messages: [] }],
    ['messages[0].role', { messages: [{ role: 'robot', content: 'hi' }] }],
    ['threadId', { threadId: 5 }],
    ['retrievalPageSize', { retrievalPageSize: 500 }],
    ['filter', { filter: 'v1' }],
    ['context[0].type', { context: [{ type: 'image', value: 'x' }] }],
    ['currentPath', { currentPath: `/${'x'.repeat(300)}` }],
  ])('answers a wrong %s with a 400 naming it', async (field, change) => {
    const r = await api.post(V1, { ...question('Rate limits?'), ...change });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'invalid_body', field });
  });

  it('answers 10,000 messages and a 5 MB message with a limit error, and bad JSON or no key with their codes', async () => {
    const many = await api.post(V2, {
      fp: 'a',
      messages: Array.from({ length: 10_000 }, (_, i) => ({
        id: `m${i}`,
        role: 'user',
        parts: [{ type: 'text', text: 'hi' }],
      })),
    });
    expect(many.status).toBe(413);
    expect((await many.json()).code).toMatch(/^(assistant_request_too_large|body_too_large)$/);
    const huge = await api.post(V1, question('x'.repeat(5 * 1024 * 1024)));
    expect(huge.status).toBe(413);
    expect((await huge.json()).code).toBe('body_too_large');
    expect((await api.post(V1, '{"fp":')).status).toBe(400);
    const anonymous = await fetch(`${api.url}${V1}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(question('hi')),
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await api.post(V1, question('hi'), { authorization: `Bearer ${api.adminKey}` })).status,
    ).toBe(403);
  });

  it('lists the questions and answers for an admin key, a page at a time, and gives a thread transcript', async () => {
    const a = await askV4(
      `${api.url}${V1}`,
      [v4UserMessage('How do I install the CLI?')],
      { currentPath: '/v2' },
      { authorization: `Bearer ${api.assistantKey}`, origin: 'https://docs.example.com' },
    );
    const threadId = a.headers.get(THREAD_ID_HEADER)!;
    const all = await (await api.get(`/v1/analytics/${DOMAIN}/assistant`)).json();
    expect(all.hasMore).toBe(false);
    const turn = all.conversations.find((c: { threadId: string }) => c.threadId === threadId);
    expect(turn).toMatchObject({
      query: 'How do I install the CLI?',
      resolutionStatus: 'answered',
      queryCategory: null,
      pageUrl: 'https://docs.example.com/v2',
      sources: [{ title: 'Quickstart', url: expect.stringMatching(/^\/v2/) }],
    });
    expect(turn.response).toContain('npm install -g parcel-cli');
    const first = await (await api.get(`/v1/analytics/${DOMAIN}/assistant?limit=1`)).json();
    expect(first).toMatchObject({ hasMore: true, nextCursor: first.conversations[0].id });
    const second = await (
      await api.get(`/v1/analytics/${DOMAIN}/assistant?limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.conversations[0].id > first.nextCursor).toBe(true);
    const transcript = await (
      await api.get(`/v1/analytics/${DOMAIN}/assistant/threads/${threadId}`)
    ).json();
    expect(transcript).toMatchObject({
      threadId,
      messages: [
        { role: 'user', content: 'How do I install the CLI?' },
        { role: 'assistant', content: turn.response },
      ],
    });
  });

  it('refuses bad analytics queries, unknown threads and assistant keys', async () => {
    const bad = await api.get(`/v1/analytics/${DOMAIN}/assistant?limit=5000`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'analytics_invalid_query', field: 'limit' });
    expect((await api.get(`/v1/analytics/${DOMAIN}/assistant?dateFrom=yesterday`)).status).toBe(
      400,
    );
    expect(
      (await api.get(`/v1/analytics/${DOMAIN}/assistant/threads/01ARZ3NDEKTSV4RRFFQ69G5FAV`))
        .status,
    ).toBe(404);
    expect((await api.get(`/v1/analytics/${DOMAIN}/assistant/threads/nope`)).status).toBe(400);
    expect((await api.get(`/v1/analytics/${DOMAIN}/assistant`, api.assistantKey)).status).toBe(403);
  });
});
