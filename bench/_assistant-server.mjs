#!/usr/bin/env node
// The server of bench/assistant.mjs, in its own process: a built site and the API on loopback, as
// `quire serve` wires them, with an assistant key; prints {"url","key"} and runs until killed.
// Rate limits are off: the bench measures the assistant, not the limiter.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const server = await import(join(repo, 'packages', 'server', 'dist', 'index.js'));
const store = await import(join(repo, 'packages', 'store', 'dist', 'index.js'));
const [siteDir, domain] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), 'quire-bench-assistant-'));
const loaded = server.loadServerConfig({
  cwd: dataDir,
  env: {},
  dataDir,
  served: { domain, siteDir },
});
if (loaded.kind !== 'ok') throw new Error(JSON.stringify(loaded.diagnostics));
const config = {
  ...loaded.config,
  limits: { ...loaded.config.limits, perKey: null, perAddress: null },
};
const service = await server.startApiService({ config });
const { token, record } = server.createApiKey({ kind: 'assistant', scope: domain }, Date.now());
await store.insertKey(service.store, record);
const running = await server.listen(
  server.createServiceApp(service.api, await server.createSiteApp({ siteDir })),
  0,
  '127.0.0.1',
  undefined,
  // As `quire serve` answers: with the node server's lighter responses.
  { lightResponses: true },
);
console.log(JSON.stringify({ url: running.url, key: token }));
// Killed by the bench with SIGTERM: exit as a process does (a --cpu-prof profile is written then).
process.once('SIGTERM', () => process.exit(0));
