import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssistantFixture } from '../../../test-support/assistant-fixture.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';
import { DOMAIN, startAssistantService, type AssistantService } from './assistant-service.js';

const STATS = `/v1/analytics/${DOMAIN}/assistant/caller-stats`;
const question = (text: string, currentPath?: string) => ({
  fp: 'anonymous',
  ...(currentPath ? { currentPath } : {}),
  messages: [{ id: 'q', role: 'user', parts: [{ type: 'text', text }] }],
});

describe.each(STORE_KINDS)('assistant caller stats on $name', (kind) => {
  let target: StoreTarget;
  let api: AssistantService;
  beforeAll(async () => {
    target = await kind.create();
    api = await startAssistantService(await buildAssistantFixture(), target);
  });
  afterAll(async () => {
    await api.close();
    await target.dispose();
  });

  it('counts questions asked from a page as web and the others as api, in the date range', async () => {
    expect(await (await api.get(STATS)).json()).toEqual({ web: 0, api: 0, other: 0, total: 0 });
    for (const body of [
      question('How are webhooks signed?', '/v2/webhooks'),
      question('What are the rate limits?', '/v2'),
      question('How are webhooks signed?'),
    ]) {
      await (await api.post(`/discovery/v2/assistant/${DOMAIN}/message`, body)).text();
    }
    await expect
      .poll(async () => (await (await api.get(STATS)).json()) as unknown)
      .toEqual({ web: 2, api: 1, other: 0, total: 3 });
    expect(await (await api.get(`${STATS}?dateTo=2024-01-01`)).json()).toEqual({
      web: 0,
      api: 0,
      other: 0,
      total: 0,
    });
    expect(await (await api.get(`${STATS}?dateFrom=2024-01-01`)).json()).toEqual({
      web: 2,
      api: 1,
      other: 0,
      total: 3,
    });
  });

  it('refuses a bad date with its code and field, and an assistant key', async () => {
    const bad = await api.get(`${STATS}?dateFrom=yesterday`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'analytics_invalid_query', field: 'dateFrom' });
    expect((await api.get(STATS, api.assistantKey)).status).toBe(403);
  });
});
