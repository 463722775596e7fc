import { describe, expect, it } from 'vitest';
import { parseAssistantRequest, REQUEST_LIMITS, RETRIEVAL_PAGE_SIZE } from '@quire/assistant';

const question = {
  id: 'm1',
  role: 'user',
  content: 'How do I install?',
  parts: [{ type: 'text', text: 'How do I install?' }],
};
const valid = { fp: 'anonymous', messages: [question] };

const problemOf = (body: unknown, protocol: 'v1' | 'v2' = 'v1') => {
  const r = parseAssistantRequest(body, protocol);
  if (r.kind === 'ok') throw new Error(`accepted ${JSON.stringify(body).slice(0, 80)}`);
  return r.problem;
};

describe('parseAssistantRequest', () => {
  it('accepts a v4 useChat body (content only, extra fields) and fills in the defaults', () => {
    const r = parseAssistantRequest(
      { id: 'chat', fp: 'anonymous', messages: [{ role: 'user', content: 'Hi there' }], data: {} },
      'v1',
    );
    expect(r).toEqual({
      kind: 'ok',
      request: {
        fp: 'anonymous',
        messages: [{ role: 'user', content: 'Hi there' }],
        threadId: undefined,
        retrievalPageSize: RETRIEVAL_PAGE_SIZE.default,
        filter: undefined,
        context: [],
        currentPath: undefined,
      },
    });
  });

  it('reads v5 messages from their text parts', () => {
    const r = parseAssistantRequest(
      {
        fp: 'u1',
        messages: [
          {
            id: 'a',
            role: 'user',
            parts: [{ type: 'step-start' }, { type: 'text', text: 'Install?' }],
          },
        ],
        threadId: null,
      },
      'v2',
    );
    expect(r.kind === 'ok' && r.request.messages).toEqual([{ role: 'user', content: 'Install?' }]);
  });

  it.each([
    ['body', []],
    ['fp', { ...valid, fp: 3 }],
    ['fp', { messages: valid.messages }],
    ['messages', { ...valid, messages: [] }],
    ['messages', { ...valid, messages: 'hi' }],
    ['messages[0]', { ...valid, messages: ['hi'] }],
    ['messages[0].role', { ...valid, messages: [{ ...question, role: 'robot' }] }],
    ['messages[0].id', { ...valid, messages: [{ ...question, id: 7 }] }],
    ['messages[0].content', { ...valid, messages: [{ ...question, content: ['x'] }] }],
    ['messages[0].parts', { ...valid, messages: [{ ...question, parts: 'x' }] }],
    [
      'messages[0].parts[0].text',
      { ...valid, messages: [{ role: 'user', parts: [{ type: 'text', text: 5 }] }] },
    ],
    ['messages[1]', { ...valid, messages: [question, { role: 'assistant', content: 'hello' }] }],
    ['threadId', { ...valid, threadId: 12 }],
    ['retrievalPageSize', { ...valid, retrievalPageSize: 0 }],
    ['retrievalPageSize', { ...valid, retrievalPageSize: 2.5 }],
    ['retrievalPageSize', { ...valid, retrievalPageSize: RETRIEVAL_PAGE_SIZE.max + 1 }],
    ['retrievalPageSize', { ...valid, retrievalPageSize: '5' }],
    ['filter', { ...valid, filter: 'v1' }],
    ['filter.version', { ...valid, filter: { version: 1 } }],
    ['filter.language', { ...valid, filter: { language: false } }],
    ['filter.groups', { ...valid, filter: { groups: 'admins' } }],
    ['context', { ...valid, context: { type: 'code' } }],
    ['context[0]', { ...valid, context: ['x'] }],
    ['context[0].type', { ...valid, context: [{ type: 'image', value: 'x' }] }],
    ['context[0].value', { ...valid, context: [{ type: 'code' }] }],
    ['context[0].path', { ...valid, context: [{ type: 'code', value: 'x', path: 1 }] }],
    ['context[0].elementId', { ...valid, context: [{ type: 'code', value: 'x', elementId: {} }] }],
    ['currentPath', { ...valid, currentPath: 42 }],
    ['currentPath', { ...valid, currentPath: `/${'a'.repeat(REQUEST_LIMITS.currentPathChars)}` }],
  ])('refuses a wrong %s, naming it', (field, body) => {
    const p = problemOf(body);
    expect(p).toMatchObject({ kind: 'invalid', field });
    expect(p.message).toContain(`\`${field}\``);
    expect(p.message).toMatch(/expected .+\. Fix the request body/);
  });

  it('refuses v4-only fields in a v5 message', () => {
    expect(
      problemOf({ fp: 'a', messages: [{ id: 'x', role: 'data', parts: [] }] }, 'v2'),
    ).toMatchObject({ field: 'messages[0].role' });
    expect(
      problemOf({ fp: 'a', messages: [{ id: 'x', role: 'user', content: 'hi' }] }, 'v2'),
    ).toMatchObject({ field: 'messages[0].parts' });
  });

  it('refuses 10,000 messages and a 5 MB message as over the limits', () => {
    expect(
      problemOf({ fp: 'a', messages: Array.from({ length: 10_000 }, () => question) }),
    ).toMatchObject({ kind: 'limit', field: 'messages' });
    const big = 'x'.repeat(5 * 1024 * 1024);
    const p = problemOf({ fp: 'a', messages: [{ role: 'user', content: big }] });
    expect(p).toMatchObject({ kind: 'limit', field: 'messages[0]' });
    expect(p.message).toContain(`${REQUEST_LIMITS.messageChars} characters`);
  });
});
