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
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { queryOf } from './distinct-queries.js';
import { serveQuire } from './serve-quire.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
const bin = join(repo, 'packages/cli/bin/quire.js');
const corpus = process.env.BENCH_MCP_CORPUS ?? 'mintlify-docs';
const seconds = Number(process.env.BENCH_MCP_SECONDS ?? 10);
const clients = Number(process.env.BENCH_MCP_CLIENTS ?? 50);
/** The next query: each call of a run sends one no earlier call sent (see distinct-queries.js). */
let sent = 0;
const nextQuery = () => queryOf(sent++);

/** Issue 36's target: calls a second of the search tool at 50 clients. */
const TARGET_CALLS_PER_SECOND = 1000;
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 1/100 s). */
const cpuSecondsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

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
  // Under the site's base path (`/docs/mcp` for mintlify-docs), as quire serve prints its URL.
  const endpoint = new URL('mcp', url.endsWith('/') ? url : `${url}/`);
  await client.connect(new StreamableHTTPClientTransport(endpoint));
  return client;
}

/** `count` SDK clients calling the search tool back to back for `seconds`; every latency in ms. */
async function load(url, count, serverPid) {
  const open = await Promise.all(Array.from({ length: count }, () => connect(url)));
  const cpuBefore = cpuSecondsOf(serverPid);
  const ownBefore = process.cpuUsage();
  const { tools } = await open[0].listTools();
  const search = tools.find((t) => t.name.startsWith('search_'))?.name;
  if (!search) throw new Error('the server lists no search tool');
  const latencies = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    open.map(async (client) => {
      while (performance.now() < end) {
        const started = performance.now();
        const r = await client
          .callTool({ name: search, arguments: { query: nextQuery() } })
          .catch(() => ({ isError: true }));
        if (r.isError) failed++;
        else latencies.push(performance.now() - started);
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const serverCpu = cpuSecondsOf(serverPid) - cpuBefore;
  const own = process.cpuUsage(ownBefore);
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
    // The server's CPU milliseconds per call.
    serverCpuMs: Math.round((serverCpu / Math.max(1, latencies.length)) * 1e6) / 1000,
    // The clients' (this process's) CPU milliseconds per call: the SDK client's share of the cores.
    clientCpuMs: Math.round((own.user + own.system) / Math.max(1, latencies.length)) / 1000,
  };
}

const site = builtSite();
const cwd = mkdtempSync(join(tmpdir(), 'quire-bench-mcp-'));
const high = { requests: 1_000_000_000, windowSeconds: 60 };
writeFileSync(
  join(cwd, 'quire.server.json'),
  JSON.stringify({ sites: { bench: { site } }, limits: { perAddress: high, mcp: high } }),
);
const { url, child } = await serveQuire(site, {
  cwd,
  until: 'ready',
  // BENCH_SERVER_NODE_ARGS: node options of the server only (`--cpu-prof --cpu-prof-dir=…`).
  nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
});
const results = { corpus, seconds, clients, loadStart: load1() };
try {
  await load(url, 4, child.pid); // warm-up: indexes loaded
  results.single = await load(url, 1, child.pid);
  results.concurrent = await load(url, clients, child.pid);
} finally {
  // SIGTERM: the server flushes and exits (and writes its profile under --cpu-prof); SIGKILL after 10 s.
  await new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => resolve(clearTimeout(kill)));
    child.kill('SIGTERM');
  });
  rmSync(cwd, { recursive: true, force: true });
}
results.loadEnd = load1();
console.log(
  `MCP search tool over Streamable HTTP, ${corpus}, ${seconds} s each; load average ${results.loadStart} at the start, ${results.loadEnd} at the end`,
);
console.log(
  'clients   calls/s   p50 ms   p99 ms   server CPU ms/call   client CPU ms/call   failed',
);
for (const [n, r] of [
  [1, results.single],
  [clients, results.concurrent],
])
  console.log(
    `${String(n).padStart(7)}   ${String(r.callsPerSecond).padStart(7)}  ${String(r.p50Ms).padStart(7)}  ${String(r.p99Ms).padStart(7)}   ${String(r.serverCpuMs).padStart(18)}   ${String(r.clientCpuMs).padStart(18)}   ${r.failed}`,
  );
results.met =
  results.concurrent.callsPerSecond >= TARGET_CALLS_PER_SECOND && results.concurrent.failed === 0;
console.log(
  `target: ${clients} clients >= ${TARGET_CALLS_PER_SECOND} calls/s, none failed: ${results.met ? 'met' : 'MISSED'}`,
);
console.log(JSON.stringify(results));
