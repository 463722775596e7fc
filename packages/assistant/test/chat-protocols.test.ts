import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREAD_ID_HEADER } from '@quire/assistant';
import {
  askV4,
  askV5,
  v4Sources,
  v4UserMessage,
  v5Sources,
  v5Text,
  v5UserMessage,
} from '../../../test-support/chat-sdk-clients.js';
import {
  loadFixtureCorpus,
  serveAnswers,
  type AnswerServer,
} from '../../../test-support/assistant-fixture.js';

let server: AnswerServer;

beforeAll(async () => {
  server = await serveAnswers(await loadFixtureCorpus());
});
afterAll(() => server.close());

describe('the v4 data stream, read by ai@4.3 (useChat)', () => {
  it('delivers the text as it streams, a source per cited page, and the thread id where a chat app can read it', async () => {
    const a = await askV4(`${server.url}/v1`, [
      v4UserMessage('How many requests per minute may an API key send?'),
    ]);
    expect(a.message.role).toBe('assistant');
    expect(a.message.content).toContain('600 requests per minute');
    expect(a.message.content).toContain('[Rate limits](/v2/rate-limits)');
    expect(a.updates.length).toBeGreaterThan(2);
    expect(v4Sources(a.message)).toEqual([{ url: '/v2/rate-limits', title: 'Rate limits' }]);
    expect(a.finishReason).toBe('stop');
    const threadId = a.headers.get(THREAD_ID_HEADER);
    expect(threadId).toMatch(/^thread-/);
    expect(a.data).toContainEqual({ type: 'finish', threadId });
    expect(a.message.annotations).toContainEqual({ type: 'finish', threadId });
    expect(a.headers.get('x-vercel-ai-data-stream')).toBe('v1');
  });

  it('answers from the version of the page the reader is on', async () => {
    const a = await askV4(
      `${server.url}/v1`,
      [v4UserMessage('How many requests per minute may a key send?')],
      { currentPath: '/v1/rate-limits' },
    );
    expect(a.message.content).toContain('100 requests per minute');
    expect(a.message.content).not.toContain('600');
    expect(v4Sources(a.message)[0]!.url).toBe('/v1/rate-limits');
    expect(v4Sources(a.message).every((s) => s.url.startsWith('/v1'))).toBe(true);
  });

  it('says plainly when the docs have nothing, and cites nothing', async () => {
    const a = await askV4(`${server.url}/v1`, [
      v4UserMessage('What is the airspeed of an unladen swallow?'),
    ]);
    expect(a.message.content).toMatch(/^I found nothing in these docs about/);
    expect(v4Sources(a.message)).toEqual([]);
  });

  it('never retrieves a noindex or a hidden page', async () => {
    for (const q of ['override passphrase', 'platypus migration schedule']) {
      const a = await askV4(`${server.url}/v1`, [v4UserMessage(q)]);
      expect(a.message.content).not.toMatch(/walrus-kumquat|hidden draft mentions/);
      expect(v4Sources(a.message).map((s) => s.url)).not.toContain('/v2/internal');
    }
  });
});

describe('the v5 UI message stream, read by ai@5 (DefaultChatTransport, readUIMessageStream)', () => {
  it('delivers the text, the sources and the thread id in the finish metadata', async () => {
    const { message, snapshots } = await askV5(`${server.url}/v2`, [
      v5UserMessage('How are webhook deliveries retried?'),
    ]);
    expect(v5Text(message)).toContain('retried five times over two hours');
    expect(snapshots).toBeGreaterThan(2);
    expect(v5Sources(message)[0]).toEqual({
      url: '/v2/webhooks#delivery-retries',
      title: 'Webhooks',
    });
    expect(message.metadata).toEqual({ threadId: expect.stringMatching(/^thread-/) });
  });

  it('takes the selected text of the page as part of the question', async () => {
    const { message } = await askV5(`${server.url}/v2`, [v5UserMessage('What does this mean?')], {
      context: [{ type: 'textSelection', value: 'Parcel-Signature header HMAC' }],
    });
    expect(v5Sources(message).map((s) => s.url)).toContain('/v2/webhooks#signing-secret');
  });
});
