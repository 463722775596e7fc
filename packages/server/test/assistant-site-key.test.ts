import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKey } from '@quire/store';
import {
  createApiKey,
  createServiceApp,
  listen,
  loadServerConfig,
  startApiService,
  type RunningServer,
} from '@quire/server';
import { createAssistantRoutes } from '../src/api/assistant-routes.js';
import { siteServicesRoutes } from '../src/api/site-services-routes.js';
import { buildAssistantFixture } from '../../../test-support/assistant-fixture.js';

const REMOTE = { 'x-forwarded-for': '203.0.113.5' };

/** A server whose quire.server.json lists two sites behind a proxy (trustProxy): `parcel` with an `assistantKey`, `plain` without. */
async function startConfigured(
  env: Record<string, string>,
): Promise<RunningServer & { key: string }> {
  const siteDir = await buildAssistantFixture();
  const cwd = await mkdtemp(join(tmpdir(), 'quire-site-key-'));
  const key = createApiKey({ kind: 'assistant', scope: 'parcel', expiry: 'never' }, Date.now());
  await writeFile(
    join(cwd, 'quire.server.json'),
    JSON.stringify({
      trustProxy: true,
      sites: { parcel: { site: siteDir, assistantKey: key.token } },
    }),
  );
  const loaded = loadServerConfig({ cwd, env });
  if (loaded.kind !== 'ok') throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
  const service = await startApiService({
    config: loaded.config,
    modules: [createAssistantRoutes(), siteServicesRoutes],
  });
  await insertKey(service.store, key.record);
  const server = await listen(
    createServiceApp(service.api, { fetch: () => new Response('pages', { status: 404 }) }),
    0,
    '127.0.0.1',
  );
  return {
    ...server,
    key: key.token,
    close: async () => (await server.close(), await service.close()),
  };
}

describe("the site's public assistant key from the server config", () => {
  let server: Awaited<ReturnType<typeof startConfigured>>;
  beforeAll(async () => {
    server = await startConfigured({ QUIRE_ASSISTANT_KEY: 'svc_dsc_from-the-environment' });
  });
  afterAll(() => server.close());

  it("is what the site's pages get, for a reader anywhere, before QUIRE_ASSISTANT_KEY", async () => {
    const r = await fetch(`${server.url}/_quire/services.json`, { headers: REMOTE });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { assistant?: unknown }).assistant).toEqual({
      endpoint: '/discovery/v2/assistant/parcel/message',
      key: server.key,
    });
  });

  it('answers questions with it', async () => {
    const text = 'How are webhooks signed?';
    const r = await fetch(`${server.url}/discovery/v2/assistant/parcel/message`, {
      method: 'POST',
      headers: {
        ...REMOTE,
        'content-type': 'application/json',
        authorization: `Bearer ${server.key}`,
      },
      body: JSON.stringify({
        fp: 'anonymous',
        messages: [{ id: 'q', role: 'user', parts: [{ type: 'text', text }] }],
      }),
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('/v2/webhooks');
  });
});
