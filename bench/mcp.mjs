#!/usr/bin/env node
// The MCP server under load: search calls per second and latency (p50, p99) of the site's search tool
// on POST /mcp, called through the MCP SDK's own Client over Streamable HTTP, by one client calling back
// to back and by 50 clients at once (BENCH_MCP_CLIENTS), for BENCH_MCP_SECONDS (default 10) each, against
// a real `quire serve` process on SQLite. Every call goes the whole way: the per-address rate-limit
// counters (set high enough never to trigger), a stateless MCP server for the request, the JSON-RPC
// validation of the call, then the search of the site's own index. The site is the mintlify-docs corpus
// (BENCH_MCP_CORPUS), built once into bench/.work. The clients run in this process and share the
// machine's cores with the server: the figures are a floor.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { serveQuire } from './serve-quire.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
const bin = join(repo, 'packages/cli/bin/quire.js');
const corpus = process.env.BENCH_MCP_CORPUS ?? 'mintlify-docs';
const seconds = Number(process.env.BENCH_MCP_SECONDS ?? 10);
const clients = Number(process.env.BENCH_MCP_CLIENTS ?? 50);
const QUERIES = [
  'api key',
  'custom domain',
  'navigation groups',
  'openapi',
  'authentication',
  'analytics',
  'search',
  'components',
  'deploy',
  'webhook',
];

function builtSite() {
  const out = join(repo, 'bench/.work/api', corpus);
  if (!existsSync(join(out, '_quire/search/indexes.json'))) {
    console.log(`building ${corpus}…`);
    const r = spawnSync(
      process.execPath,
      [
        bin,
        'build',
        join(repo, '../shared/corpora', corpus),
        '--out',
        out,
        '--cache-dir',
        join(out, '..', `${corpus}-cache`),
      ],
      { stdio: 'inherit' },
    );
    if (r.status !== 0 && !existsSync(join(out, '_quire/search/indexes.json')))
      throw new Error(`building ${corpus} failed`);
  }
  return out;
}

async function connect(url) {
  const client = new Client({ name: 'quire-bench', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url)));
  return client;
}

/** `count` SDK clients calling the search tool back to back for `seconds`; every latency in ms. */
async function load(url, count) {
  const open = await Promise.all(Array.from({ length: count }, () => connect(url)));
  const { tools } = await open[0].listTools();
  const search = tools.find((t) => t.name.startsWith('search_'))?.name;
  if (!search) throw new Error('the server lists no search tool');
  const latencies = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    open.map(async (client, i) => {
      for (let n = i; performance.now() < end; n++) {
        const started = performance.now();
        const r = await client
          .callTool({ name: search, arguments: { query: QUERIES[n % QUERIES.length] } })
          .catch(() => ({ isError: true }));
        if (r.isError) failed++;
        else latencies.push(performance.now() - started);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  await Promise.all(open.map((c) => c.close()));
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 10) /
    10;
  return {
    calls: latencies.length,
    callsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    failed,
  };
}

const site = builtSite();
const cwd = mkdtempSync(join(tmpdir(), 'quire-bench-mcp-'));
const high = { requests: 1_000_000_000, windowSeconds: 60 };
writeFileSync(
  join(cwd, 'quire.server.json'),
  JSON.stringify({ sites: { bench: { site } }, limits: { perAddress: high, mcp: high } }),
);
const { url, child } = await serveQuire(site, { cwd });
const results = { corpus, seconds, clients };
try {
  await load(url, 4); // warm-up: indexes loaded
  results.single = await load(url, 1);
  results.concurrent = await load(url, clients);
} finally {
  child.kill('SIGKILL');
  rmSync(cwd, { recursive: true, force: true });
}
console.log(`MCP search tool over Streamable HTTP, ${corpus}, ${seconds} s each`);
console.log('clients   calls/s   p50 ms   p99 ms   failed');
for (const [n, r] of [
  [1, results.single],
  [clients, results.concurrent],
])
  console.log(
    `${String(n).padStart(7)}   ${String(r.callsPerSecond).padStart(7)}  ${String(r.p50Ms).padStart(7)}  ${String(r.p99Ms).padStart(7)}   ${r.failed}`,
  );
console.log(JSON.stringify(results));
