import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKey } from '@quire/store';
import {
  API_MODULES,
  createApiKey,
  createServiceApp,
  listen,
  loadServerConfig,
  startApiService,
  type ApiService,
  type RunningServer,
} from '@quire/server';
import { createDocsRemote, git, playTurns } from '../../../test-support/agent-remotes.js';
import { buildAssistantFixture } from '../../../test-support/assistant-fixture.js';
import { askV5, v5Text, v5UserMessage } from '../../../test-support/chat-sdk-clients.js';
import {
  startScriptedModel,
  type ScriptedModelServer,
} from '../../../test-support/scripted-model-server.js';

const PAGE = '---\ntitle: Retries\n---\n\nRequests are retried three times.\n';

let tmp: string;
let remote: string;
let model: ScriptedModelServer;
let service: ApiService;
let server: RunningServer;
let keys: { assistant: string; admin: string };

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'quire-model-endpoint-'));
  remote = createDocsRemote(join(tmp, 'remote'));
  model = await startScriptedModel(
    { kind: 'tokens', tokens: ['Signed ', 'with HMAC.'] },
    {
      turns: playTurns([
        { toolCalls: [{ name: 'write_file', arguments: { path: 'retries.mdx', content: PAGE } }] },
        { toolCalls: [{ name: 'finish', arguments: { message: 'Documented retries.' } }] },
      ]),
    },
  );
  const siteDir = await buildAssistantFixture();
  writeFileSync(
    join(tmp, 'quire.server.json'),
    JSON.stringify({ projects: { acme: { repository: remote, docsRoot: 'docs' } } }),
  );
  // One variable, given as the full chat completions URL, for the assistant and the agent alike.
  const loaded = loadServerConfig({
    cwd: tmp,
    env: {
      PATH: process.env['PATH'],
      HOME: tmp,
      QUIRE_MODEL_URL: `${model.url}/chat/completions`,
      QUIRE_MODEL: 'scripted',
      QUIRE_AGENT_LEASE_SECONDS: '5',
    },
    served: { domain: 'parcel', siteDir },
  });
  if (loaded.kind !== 'ok') throw new Error(JSON.stringify(loaded.diagnostics));
  service = await startApiService({ config: loaded.config, modules: API_MODULES });
  const assistant = createApiKey({ kind: 'assistant', scope: 'parcel' }, Date.now());
  const admin = createApiKey({ kind: 'admin', scope: 'acme', access: 'write' }, Date.now());
  await insertKey(service.store, assistant.record);
  await insertKey(service.store, admin.record);
  keys = { assistant: assistant.token, admin: admin.token };
  server = await listen(
    createServiceApp(service.api, { fetch: () => new Response('', { status: 404 }) }),
    0,
    '127.0.0.1',
  );
});

afterAll(async () => {
  await server?.close();
  await service?.close();
  await model?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('QUIRE_MODEL_URL as a full /chat/completions URL', () => {
  it('answers the assistant with the model', async () => {
    const answer = await askV5(
      `${server.url}/discovery/v2/assistant/parcel/message`,
      [v5UserMessage('How are webhooks signed?')],
      {},
      { authorization: `Bearer ${keys.assistant}` },
    );
    expect(v5Text(answer.message)).toBe('Signed with HMAC.');
    expect(model.requests.filter((r) => r.body.stream).map((r) => r.path)).toEqual([
      '/v1/chat/completions',
    ]);
  });

  it('runs an agent job on the same model, to a pushed branch', async () => {
    const call = (path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${keys.admin}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    const created = await call('/v2/agent/acme/job', { prompt: 'Document retries.' });
    expect(created).toMatchObject({ status: 'active', model: 'scripted' });
    let job = created;
    for (let i = 0; i < 600 && job.status === 'active'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = await call(`/v2/agent/acme/job/${String(created.id)}`);
    }
    expect(job).toMatchObject({ status: 'completed', prLink: null });
    const agentCalls = model.requests.filter((r) => !r.body.stream);
    expect(agentCalls.length).toBe(2);
    expect(new Set(agentCalls.map((r) => r.path))).toEqual(new Set(['/v1/chat/completions']));
    expect(
      git(remote, 'show', `refs/heads/quire/agent-${String(created.id)}:docs/retries.mdx`),
    ).toBe(PAGE.trim());
  });
});
