import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertKey } from '@quire/store';
import {
  createApiKey,
  createServiceApp,
  listen,
  loadServerConfig,
  startApiService,
  type RunningServer,
} from '@quire/server';
import { analyticsRoutes } from '../src/api/analytics-routes.js';
import { createAssistantRoutes } from '../src/api/assistant-routes.js';
import type { StoreTarget } from '../../../test-support/stores.js';

export const DOMAIN = 'parcel';

export interface AssistantService extends RunningServer {
  /** A public assistant key of the domain, and an admin key (read) of its project. */
  readonly assistantKey: string;
  readonly adminKey: string;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  get(path: string, key?: string): Promise<Response>;
}

/** The API of a built site over real loopback HTTP, with the assistant and analytics routes, a store and keys. */
export async function startAssistantService(
  siteDir: string,
  target: StoreTarget,
  env: Record<string, string> = {},
): Promise<AssistantService> {
  const cwd = await mkdtemp(join(tmpdir(), 'quire-assistant-api-'));
  const loaded = loadServerConfig({
    cwd,
    env,
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    served: { domain: DOMAIN, siteDir },
  });
  if (loaded.kind !== 'ok') throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
  const service = await startApiService({
    config: loaded.config,
    modules: [createAssistantRoutes(), analyticsRoutes],
  });
  const now = Date.now();
  const assistant = createApiKey({ kind: 'assistant', scope: DOMAIN }, now);
  const admin = createApiKey({ kind: 'admin', scope: DOMAIN, access: 'read' }, now);
  await insertKey(service.store, assistant.record);
  await insertKey(service.store, admin.record);
  const server = await listen(
    createServiceApp(service.api, { fetch: () => new Response('pages', { status: 404 }) }),
    0,
    '127.0.0.1',
  );
  return {
    ...server,
    assistantKey: assistant.token,
    adminKey: admin.token,
    post: (path, body, headers = {}) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${assistant.token}`,
          ...headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    get: (path, key = admin.token) =>
      fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${key}` } }),
    close: async () => {
      await server.close();
      await service.close();
    },
  };
}
