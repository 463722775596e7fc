#!/usr/bin/env node
// Searches that arrive the moment a server has started (issue 33.1): `quire serve` on a large
// corpus (prefect, the index the tests built, or BENCH_RESTART_SITE) is started, and as soon as it
// listens (before its search index is loaded) N concurrent searches are sent (50 and 100,
// BENCH_RESTART_CLIENTS="50,100"), each a fresh start. Reported: latency p50 and max, answers
// other than 200, the process's memory before the burst and its peak (VmHWM), against the peak
// of a server that answered one search. Before the shared loading, 50 searches took p50 10.9 s,
// max 19.4 s and 1.2 GB; 100 timed out (68 of them) at 2.18 GB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveQuire } from './serve-quire.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
const bin = join(repo, 'packages/cli/bin/quire.js');
const site =
  process.env.BENCH_RESTART_SITE ??
  join(repo, 'node_modules/.cache/quire-test-corpora/prefect/site');
const burstSizes = (process.env.BENCH_RESTART_CLIENTS ?? '50,100').split(',').map(Number);
const QUERIES = ['flow run', 'deployment', 'work pool', 'retries', 'blocks', 'automations'];
if (!existsSync(join(site, '_quire/search/indexes.json')))
  throw new Error(
    `no built site at ${site}: run the prefect corpus tests, or set BENCH_RESTART_SITE`,
  );

const memoryOf = (pid, field) =>
  Number(
    new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1],
  ) * 1024;
const mb = (b) => Math.round(b / 2 ** 20);

function search(agent, url, key, query) {
  const body = JSON.stringify({ query, pageSize: 5 });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(
      new URL('/discovery/v1/search/prefect', url),
      {
        method: 'POST',
        agent,
        timeout: 60_000,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: e.message, ms: performance.now() - started }));
    req.end(body);
  });
}

const cwd = mkdtempSync(join(tmpdir(), 'quire-restart-bench-'));
writeFileSync(
  join(cwd, 'quire.server.json'),
  JSON.stringify({ sites: { prefect: { site } }, limits: { perKey: false, perAddress: false } }),
);
const created = spawnSync(
  process.execPath,
  [bin, 'keys', 'create', '--kind', 'assistant', '--domain', 'prefect', '--json'],
  { cwd, encoding: 'utf8' },
);
if (created.status !== 0) throw new Error(created.stderr);
const { key } = JSON.parse(created.stdout);

async function run(clients) {
  const server = await serveQuire(site, { cwd, until: 'listening' });
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(clients, 1) });
  const before = memoryOf(server.child.pid, 'VmRSS');
  const answers = await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      search(agent, server.url, key, QUERIES[i % QUERIES.length]),
    ),
  );
  const peak = memoryOf(server.child.pid, 'VmHWM');
  agent.destroy();
  server.child.kill('SIGKILL');
  await new Promise((r) => server.child.once('exit', r));
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    clients,
    p50Ms: Math.round(ms[Math.floor(ms.length / 2)]),
    maxMs: Math.round(ms.at(-1)),
    not200: answers.filter((a) => a.status !== 200).length,
    rssBeforeMb: mb(before),
    peakMb: mb(peak),
  };
}

const results = { site, single: await run(1) };
for (const clients of burstSizes) results[`c${clients}`] = await run(clients);
rmSync(cwd, { recursive: true, force: true });
console.log('searches sent the moment quire serve listens (index not loaded yet)');
console.log('clients   p50 ms   max ms   not 200   RSS before   peak');
for (const r of [results.single, ...burstSizes.map((c) => results[`c${c}`])])
  console.log(
    `${String(r.clients).padStart(7)}  ${String(r.p50Ms).padStart(7)}  ${String(r.maxMs).padStart(7)}  ${String(r.not200).padStart(8)}  ${String(r.rssBeforeMb).padStart(8)} MB  ${r.peakMb} MB`,
  );
console.log(JSON.stringify(results));
