#!/usr/bin/env node
// The assistant with the embedded answerer (no model), against a real server in its own process on
// loopback: time to first byte and to the full answer of one question at a time, then N questions
// at once (default 200): their TTFB p50/p99, the whole answer's p99, and how many completed.
// Usage: node bench/assistant.mjs [corpus] [concurrency]   (default stagehand 200)
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { TextDecoder } from 'node:util';

const repo = fileURLToPath(new URL('..', import.meta.url));
const [corpus = 'stagehand', concurrencyArg = '200'] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const QUESTIONS = [
  'How do I install it?',
  'How do I get started?',
  'How do I authenticate?',
  'What are the configuration options?',
  'How do I handle errors?',
  'How do I use the API?',
  'What models are supported?',
  'How do I extract data from a page?',
  'How do I click a button?',
  'How do I run in the cloud?',
];

/** The corpus built by the tests (node_modules/.cache), or built now. */
function siteOf(name) {
  const cached = join(repo, 'node_modules', '.cache', 'quire-test-corpora', name, 'site');
  if (existsSync(join(cached, '_quire', 'search', 'indexes.json'))) return cached;
  const out = join(mkdtempSync(join(tmpdir(), 'quire-bench-assistant-site-')), 'site');
  spawnSync(
    process.execPath,
    [
      join(repo, 'packages/cli/bin/quire.js'),
      'build',
      join(repo, '..', 'shared', 'corpora', name),
      '--out',
      out,
    ],
    { stdio: 'inherit' },
  );
  return out;
}

async function startServer(siteDir) {
  const child = spawn(
    process.execPath,
    [
      // BENCH_SERVER_NODE_ARGS: node options of the server only (`--cpu-prof --cpu-prof-dir=…`).
      ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      join(repo, 'bench', '_assistant-server.mjs'),
      siteDir,
      'bench',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const first = await new Promise((resolve) =>
    createInterface({ input: child.stdout }).once('line', resolve),
  );
  return { child, ...JSON.parse(first) };
}

/**
 * The load generator's connections: node's own HTTP client, kept alive, as many sockets as streams.
 * Not `fetch`: its web streams cost the generator about three times the CPU a stream, on the cores
 * the server needs (BENCH_ASSISTANT_CLIENT=fetch measures with it).
 */
let agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** How many bursts of `concurrency` questions are sent, one after the other (one burst's p99 is its second-slowest stream). */
const BURSTS = Number(process.env.BENCH_ASSISTANT_BURSTS ?? 5);

/** The v2 request body asking one question. */
const questionBody = (question) =>
  JSON.stringify({
    fp: 'bench',
    messages: [{ id: 'q', role: 'user', parts: [{ type: 'text', text: question }] }],
  });

/** One question through node:http: ms to the first byte of the answer's body and to its end. */
function askHttp(server, question) {
  const start = performance.now();
  const body = questionBody(question);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}/discovery/v2/assistant/bench/message`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${server.key}`,
        },
      },
      (res) => {
        let ttfb;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          ttfb ??= performance.now() - start;
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            ok: res.statusCode === 200 && text.includes('"type":"finish"'),
            ttfb: ttfb ?? Number.NaN,
            total: performance.now() - start,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One question through fetch: ms to the first byte of the answer and to its end. */
async function askFetch(server, question) {
  const start = performance.now();
  const r = await fetch(`${server.url}/discovery/v2/assistant/bench/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.key}` },
    body: questionBody(question),
  });
  const reader = r.body.getReader();
  let ttfb;
  let text = '';
  const decoder = new TextDecoder();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    ttfb ??= performance.now() - start;
    text += decoder.decode(next.value, { stream: true });
  }
  return {
    ok: r.ok && text.includes('"type":"finish"'),
    ttfb: ttfb ?? Number.NaN,
    total: performance.now() - start,
  };
}

const client = process.env.BENCH_ASSISTANT_CLIENT ?? 'http';
const ask = client === 'fetch' ? askFetch : askHttp;

const pct = (xs, p) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN).toFixed(1));
};

const server = await startServer(siteOf(corpus));
try {
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; corpus ${corpus}; embedded answerer; client ${client}`,
  );
  for (const q of QUESTIONS) await ask(server, q); // warm up: indexes loaded, pages read once
  const one = [];
  for (let i = 0; i < 3; i++) for (const q of QUESTIONS) one.push(await ask(server, q));
  const single = {
    ttfb: {
      median: pct(
        one.map((r) => r.ttfb),
        0.5,
      ),
      p95: pct(
        one.map((r) => r.ttfb),
        0.95,
      ),
    },
    total: {
      median: pct(
        one.map((r) => r.total),
        0.5,
      ),
      p95: pct(
        one.map((r) => r.total),
        0.95,
      ),
    },
  };
  console.log(
    `one at a time (${one.length}): TTFB median ${single.ttfb.median} ms, p95 ${single.ttfb.p95} ms; full answer median ${single.total.median} ms, p95 ${single.total.p95} ms`,
  );
  const ownBefore = process.cpuUsage();
  const many = [];
  const burstP99 = [];
  let wall = 0;
  for (let burst = 0; burst < BURSTS; burst++) {
    // Each burst over new connections, as the first one is: readers do not share sockets.
    agent.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: concurrency }, (_, i) =>
        ask(server, QUESTIONS[i % QUESTIONS.length]).catch(() => ({
          ok: false,
          ttfb: Number.NaN,
          total: Number.NaN,
        })),
      ),
    );
    wall += performance.now() - started;
    burstP99.push(
      pct(
        results.map((r) => r.ttfb),
        0.99,
      ),
    );
    many.push(...results);
  }
  const own = process.cpuUsage(ownBefore);
  const concurrent = {
    streams: concurrency,
    bursts: BURSTS,
    burstTtfbP99: burstP99,
    completed: many.filter((r) => r.ok).length,
    ttfb: {
      p50: pct(
        many.map((r) => r.ttfb),
        0.5,
      ),
      p99: pct(
        many.map((r) => r.ttfb),
        0.99,
      ),
    },
    total: {
      p99: pct(
        many.map((r) => r.total),
        0.99,
      ),
    },
    // A burst's mean wall time, from the first request to the last answer's end.
    wallMs: Math.round(wall / BURSTS),
    // The load generator's CPU milliseconds a stream (it shares the cores with the server).
    clientCpuMs: Math.round((own.user + own.system) / many.length) / 1000,
  };
  console.log(
    `${concurrency} at once, ${BURSTS} times: ${concurrent.completed} of ${many.length} completed; TTFB p50 ${concurrent.ttfb.p50} ms, p99 ${concurrent.ttfb.p99} ms (each burst's: ${burstP99.join(', ')}); full answer p99 ${concurrent.total.p99} ms; a burst done in ${concurrent.wallMs} ms; client CPU ${concurrent.clientCpuMs} ms a stream`,
  );
  // Issue 36's target: every stream completes, TTFB p99 under 250 ms.
  concurrent.met = concurrent.completed === many.length && concurrent.ttfb.p99 < 250;
  const loadEnd = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `target: ${concurrency} streams all complete, TTFB p99 < 250 ms: ${concurrent.met ? 'met' : 'MISSED'} (load average at the end ${loadEnd})`,
  );
  console.log(JSON.stringify({ corpus, single, concurrent, loadEnd }));
} finally {
  // SIGTERM: the server exits (and writes its profile under --cpu-prof).
  await new Promise((resolve) => {
    server.child.once('exit', resolve);
    server.child.kill('SIGTERM');
  });
}
