import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_MODULES,
  createServiceApp,
  createSiteApp,
  listen,
  loadServerConfig,
  startApiService,
  type ApiModule,
  type ApiService,
  type RunningServer,
} from '@quire/server';
import type { StoreTarget } from './stores.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
export const QUIRE_BIN = join(repo, 'packages', 'cli', 'bin', 'quire.js');
export const API_SITE_FIXTURE = join(repo, 'fixtures', 'api-site');

/** Builds fixtures/api-site (English and French pages) with the real `quire build` into a new folder. */
export function buildApiSite(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'quire-api-site-')), 'site');
  const r = spawnSync(
    process.execPath,
    [QUIRE_BIN, 'build', API_SITE_FIXTURE, '--out', out, '--cache-dir', join(out, '..', 'cache')],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (r.status !== 0) throw new Error(`quire build fixtures/api-site failed: ${r.stderr}`);
  return out;
}

export interface ApiServer {
  readonly url: string;
  readonly service: ApiService;
  close(): Promise<void>;
}

/**
 * A real server on loopback, as `quire serve` wires it: the built site's pages and the API, with a
 * server config file (`config` is its JSON) on the given store.
 */
export async function startApiServer(
  siteDir: string,
  target: StoreTarget,
  config: object,
  modules: readonly ApiModule[] = API_MODULES,
): Promise<ApiServer> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-api-config-'));
  writeFileSync(join(dir, 'quire.server.json'), JSON.stringify(config));
  const loaded = loadServerConfig({
    cwd: dir,
    env: {},
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
  });
  if (loaded.kind !== 'ok')
    throw new Error(`bad test config: ${JSON.stringify(loaded.diagnostics)}`);
  const service = await startApiService({ config: loaded.config, modules });
  const server: RunningServer = await listen(
    createServiceApp(service.api, await createSiteApp({ siteDir })),
    0,
    '127.0.0.1',
  );
  return {
    url: server.url,
    service,
    async close() {
      await server.close();
      await service.close();
    },
  };
}
