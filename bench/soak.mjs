#!/usr/bin/env node
// A soak of `quire serve` with the API (issue 33): BENCH_SOAK_SECONDS (default 600) of mixed traffic
// at a steady rate of BENCH_SOAK_RATE requests per second (default 20), sent on schedule whatever
// the answers take (an open loop): static pages (35%), searches (30%), assistant answers streamed
// with the embedded answerer (10%), MCP tool calls (10%: search and the docs filesystem) and agent job
// polling with an admin key (15%); BENCH_SOAK_KINDS (such as `search,mcp`) keeps only those kinds, to
// find which one memory grows with. Resident memory of the server process is sampled every second; the
// figure after warm-up (BENCH_SOAK_WARMUP_SECONDS, default 60) is compared with the one at the end
// (target: within 20%). Every answer of 4xx or 5xx, and every request that fails, is an error
// (target: 0); a redirect (3xx) is an answer. Latency p50/p99/max over the whole run. The site: BENCH_SOAK_SITE (a built site),
// else the prefect corpus the tests built, else mintlify-docs built into bench/.work.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveQuire } from './serve-quire.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
const bin = join(repo, 'packages/cli/bin/quire.js');
const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const rate = Number(process.env.BENCH_SOAK_RATE ?? 20);
const warmup = Number(process.env.BENCH_SOAK_WARMUP_SECONDS ?? 60);
const QUERIES = ['flow run', 'deployment', 'work pool', 'retries', 'api key', 'webhook', 'deploy'];
const QUESTIONS = ['How do I deploy?', 'What is a work pool?', 'How do retries work?'];

function siteDir() {
  if (process.env.BENCH_SOAK_SITE) return process.env.BENCH_SOAK_SITE;
  const tested = join(repo, 'node_modules/.cache/quire-test-corpora/prefect/site');
  if (existsSync(join(tested, '_quire/search/indexes.json'))) return tested;
  const out = join(repo, 'bench/.work/soak/mintlify-docs');
  if (!existsSync(join(out, '_quire/search/indexes.json'))) {
    const corpus = join(repo, '../shared/corpora/mintlify-docs');
    spawnSync(process.execPath, [bin, 'build', corpus, '--out', out], { stdio: 'inherit' });
  }
  return out;
}

/** Paths of the site's pages (its HTML files, up to 500), to ask for as a reader would. */
function pagePaths(site) {
  const paths = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (paths.length >= 500 || entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name === 'index.html') paths.push(prefix === '/' ? '/' : prefix.slice(0, -1));
    }
  };
  walk(site, '/');
  return paths.length ? paths : ['/'];
}

function quire(args, cwd) {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`quire ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const rssOf = (pid) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/**
 * One request; a request on a kept-alive connection that the server closed as it was sent (its idle
 * limit) is sent again once, as browsers do, and counted.
 */
async function send(agent, url, call) {
  const first = await sendOnce(agent, url, call);
  if (!first.staleSocket) return first;
  retried++;
  return sendOnce(agent, url, call);
}

function sendOnce(agent, url, { method = 'GET', path, key, body, accept }) {
  return new Promise((resolve) => {
    const started = performance.now();
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      new URL(path, url),
      {
        method,
        agent,
        timeout: 30_000,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(accept ? { accept } : {}),
          ...(data
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
        res.on('error', (e) => resolve({ error: e.message, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 30 s')));
    req.on('error', (e) =>
      resolve({
        error: e.message,
        staleSocket: req.reusedSocket && e.code === 'ECONNRESET',
        ms: performance.now() - started,
      }),
    );
    req.end(data);
  });
}

const site = siteDir();
const pages = pagePaths(site);
const cwd = mkdtempSync(join(tmpdir(), 'quire-soak-'));
writeFileSync(
  join(cwd, 'quire.server.json'),
  JSON.stringify({
    sites: { soak: { site } },
    projects: { docs: { repository: '.', domain: 'soak' } },
    limits: { perKey: false, perAddress: false },
  }),
);
const keyOf = (args) => JSON.parse(quire(['keys', 'create', ...args, '--json'], cwd)).key;
const assistantKey = keyOf(['--kind', 'assistant', '--domain', 'soak']);
const adminKey = keyOf(['--kind', 'admin', '--project', 'docs', '--access', 'read']);
const { url, child } = await serveQuire(site, { cwd, until: 'ready' });
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** The mix: each kind's share of 100, in order. BENCH_SOAK_KINDS=search,mcp sends only those (to find what grows). */
const MIX = [
  ['page', 35],
  ['search', 30],
  ['assistant', 10],
  ['mcp', 10],
  ['agent-jobs', 15],
];
const kinds = process.env.BENCH_SOAK_KINDS?.split(',') ?? MIX.map(([k]) => k);
const mix = MIX.filter(([k]) => kinds.includes(k));
const shares = mix.reduce((a, [, s]) => a + s, 0);

/** The MCP server's tools, by kind: `search_<site>` and `query_docs_filesystem_<site>`. */
async function mcpToolNames() {
  const r = await fetch(new URL('/mcp', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
  const names = (await r.json()).result.tools.map((t) => t.name);
  return {
    search: names.find((n) => n.startsWith('search_')),
    files: names.find((n) => n.startsWith('query_docs_filesystem_')),
  };
}
const mcpTools = await mcpToolNames();

function mcpCall(n) {
  const args =
    n % 2 === 0
      ? { name: mcpTools.search, arguments: { query: QUERIES[n % QUERIES.length], limit: 5 } }
      : {
          name: mcpTools.files,
          arguments: {
            command: `head -n 40 ${pages[n % pages.length] === '/' ? '/index' : pages[n % pages.length]}.md`,
          },
        };
  return {
    kind: 'mcp',
    method: 'POST',
    path: '/mcp',
    accept: 'application/json, text/event-stream',
    body: { jsonrpc: '2.0', id: n, method: 'tools/call', params: args },
  };
}

/** One request of the mix, chosen by `n`. */
function next(n) {
  let r = ((n * 7919) % 100) * (shares / 100);
  const kind = mix.find(([, share]) => (r -= share) < 0)?.[0] ?? mix[0][0];
  if (kind === 'page') return { kind, path: pages[n % pages.length] };
  if (kind === 'search')
    return {
      kind,
      method: 'POST',
      path: '/discovery/v1/search/soak',
      key: assistantKey,
      body: { query: QUERIES[n % QUERIES.length], pageSize: 5 },
    };
  if (kind === 'assistant')
    return {
      kind,
      method: 'POST',
      path: '/discovery/v2/assistant/soak/message',
      key: assistantKey,
      body: {
        fp: `soak-${n % 50}`,
        messages: [
          {
            id: `m${n}`,
            role: 'user',
            parts: [{ type: 'text', text: QUESTIONS[n % QUESTIONS.length] }],
          },
        ],
      },
    };
  if (kind === 'mcp') return mcpCall(n);
  return { kind, path: '/v1/agent/docs/jobs', key: adminKey };
}

let retried = 0;
let redirects = 0;
const latencies = [];
const errors = {};
const byKind = {};
const memory = [];
const began = performance.now();
const sampler = setInterval(
  () => memory.push({ s: (performance.now() - began) / 1000, rss: rssOf(child.pid) }),
  1000,
);
const inFlight = new Set();
let n = 0;
while (performance.now() - began < seconds * 1000) {
  const due = began + (n * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const call = next(n++);
  const p = send(agent, url, call).then((a) => {
    latencies.push(a.ms);
    byKind[call.kind] = (byKind[call.kind] ?? 0) + 1;
    if (a.status >= 300 && a.status < 400) redirects++;
    if (a.error || a.status < 200 || a.status >= 400) {
      const what = `${call.kind} ${a.error ?? a.status}`;
      errors[what] = (errors[what] ?? 0) + 1;
    }
    inFlight.delete(p);
  });
  inFlight.add(p);
}
await Promise.all(inFlight);
clearInterval(sampler);
const rssEnd = rssOf(child.pid);
child.kill('SIGTERM');
agent.destroy();
rmSync(cwd, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const at = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]);
const afterWarmup = memory.find((m) => m.s >= warmup)?.rss ?? memory[0].rss;
const mb = (b) => Math.round(b / 2 ** 20);
const result = {
  seconds,
  rate,
  requests: latencies.length,
  byKind,
  errors: Object.values(errors).reduce((a, b) => a + b, 0),
  redirects,
  retriedOnClosedConnection: retried,
  errorKinds: errors,
  p50Ms: at(0.5),
  p99Ms: at(0.99),
  maxMs: Math.round(latencies.at(-1)),
  rssAfterWarmupMb: mb(afterWarmup),
  rssEndMb: mb(rssEnd),
  rssPeakMb: mb(Math.max(...memory.map((m) => m.rss))),
  rssGrowthPercent: Math.round(((rssEnd - afterWarmup) / afterWarmup) * 1000) / 10,
};
console.log(`soak: ${result.requests} requests in ${seconds} s at ${rate}/s on ${site}`);
console.log(
  `  mix ${JSON.stringify(byKind)}; errors ${result.errors} ${JSON.stringify(errors)}; redirects ${redirects}; sent again on a closed kept-alive connection ${retried}`,
);
console.log(`  latency p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms`);
console.log(
  `  memory after ${warmup} s warm-up ${result.rssAfterWarmupMb} MB, at the end ${result.rssEndMb} MB (${result.rssGrowthPercent}%, target within 20%), peak ${result.rssPeakMb} MB`,
);
console.log(JSON.stringify(result));
