#!/usr/bin/env node
// The API under load: requests per second and latency (p50, p99) of POST /discovery/v1/search/{domain}
// at 100 concurrent connections (BENCH_API_CONNECTIONS), for BENCH_API_SECONDS (default 20) each after a
// warm-up of BENCH_API_WARMUP seconds (default 5, not counted), a different query each request, against
// a real `quire serve` process on SQLite, the same with `--processes 2` (BENCH_API_PROCESSES: its
// serving processes share the port and the SQLite file), and two on one Postgres (the connections split between them). Every request goes the whole way: auth (key
// lookup, constant-time compare), the per-address and per-key rate-limit counters and the usage count
// (kept in memory and written in batches; limits are set high enough never to trigger), then the search
// of the site's own index. Ends with the targets of issue 36, met or MISSED, and the load average. The site is the mintlify-docs corpus (BENCH_API_CORPUS), built once into bench/.work.
// Postgres: QUIRE_BENCH_POSTGRES_URL or QUIRE_TEST_POSTGRES_URL, else a throwaway cluster from
// scripts/ensure-postgres.sh (stopped at the end). The load generator runs in this process and shares
// the machine's cores with the server: the figures are a floor.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { queryOf, WORDS } from './distinct-queries.js';
import { serveQuire } from './serve-quire.js';

const repo = fileURLToPath(new URL('../', import.meta.url));
const bin = join(repo, 'packages/cli/bin/quire.js');
const corpus = process.env.BENCH_API_CORPUS ?? 'mintlify-docs';
const seconds = Number(process.env.BENCH_API_SECONDS ?? 20);
const warmup = Number(process.env.BENCH_API_WARMUP ?? 5);
const connections = Number(process.env.BENCH_API_CONNECTIONS ?? 100);
/** Which stores to measure (`BENCH_API_STORES=sqlite` skips Postgres). */
const stores = (process.env.BENCH_API_STORES ?? 'sqlite,postgres').split(',');
/** Issue 36's targets: requests a second at least, p99 in ms at most. */
const TARGETS = {
  sqlite: { rps: 1000, p99Ms: 100, what: 'SQLite, one server' },
  sqliteProcesses: { rps: 1000, p99Ms: 100, what: 'SQLite, one server of several processes' },
  postgres: { rps: 1000, p99Ms: 150, what: 'Postgres, two servers' },
};
const load1 = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/**
 * CPU seconds (user + system) a process and the processes it started (`--processes`) have used so far,
 * from /proc (clock ticks of 1/100 s).
 */
const cpuSecondsOf = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  let seconds = (Number(fields[11]) + Number(fields[12])) / 100;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(' ') : []) seconds += cpuSecondsOf(Number(child));
  }
  return seconds;
};
/** How many serving processes the `--processes` row starts. */
const processes = Number(process.env.BENCH_API_PROCESSES ?? 2);
/** This process's CPU seconds so far (the load generator's). */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
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

function postgresUrl() {
  const given = process.env.QUIRE_BENCH_POSTGRES_URL ?? process.env.QUIRE_TEST_POSTGRES_URL;
  if (given) return { url: given, stop: () => undefined };
  const r = spawnSync('bash', [join(repo, 'scripts/ensure-postgres.sh'), 'start'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) return undefined;
  const env = Object.fromEntries(
    r.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(/=(.*)/s).slice(0, 2)),
  );
  return {
    url: env.QUIRE_TEST_POSTGRES_URL,
    stop: () =>
      spawnSync('bash', [
        join(repo, 'scripts/ensure-postgres.sh'),
        'stop',
        env.QUIRE_TEST_POSTGRES_DIR,
      ]),
  };
}

/** `connections` loops (spread over the servers' URLs) sending searches back to back for `seconds`; every latency in ms. */
async function load(urls, domain, key, seconds, firstQuery = 0) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const targets = urls.map(
    (url) => new URL(`discovery/v1/search/${domain}`, url.endsWith('/') ? url : `${url}/`),
  );
  const latencies = [];
  const statuses = new Map();
  const end = performance.now() + seconds * 1000;
  const one = (target, query) =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ query, pageSize: 10 });
      const started = performance.now();
      const req = request(
        target,
        {
          method: 'POST',
          agent,
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const began = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      const target = targets[i % targets.length];
      for (let n = firstQuery + i; performance.now() < end; n += connections)
        await one(target, queryOf(n));
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 10) /
    10;
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    statuses: Object.fromEntries(statuses),
  };
}

async function measure(name, site, env, servers = 1, args = []) {
  const cwd = mkdtempSync(join(tmpdir(), `quire-bench-api-${name}-`));
  const high = { requests: 1_000_000_000, windowSeconds: 60 };
  writeFileSync(
    join(cwd, 'quire.server.json'),
    JSON.stringify({ sites: { bench: { site } }, limits: { perKey: high, perAddress: high } }),
  );
  const created = spawnSync(
    process.execPath,
    [bin, 'keys', 'create', '--kind', 'assistant', '--domain', 'bench', '--json'],
    { cwd, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (created.status !== 0) throw new Error(`quire keys create failed: ${created.stderr}`);
  const { key } = JSON.parse(created.stdout);
  const started = await Promise.all(
    Array.from({ length: servers }, () =>
      serveQuire(site, {
        cwd,
        env,
        // Every index loaded before the warm-up: loading is not what is measured.
        until: 'ready',
        // BENCH_SERVER_NODE_ARGS: node options of the servers only (`--cpu-prof --cpu-prof-dir=…`).
        nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
        args,
      }),
    ),
  );
  const urls = started.map((s) => s.url);
  try {
    // Warm-up: indexes loaded, connections open; its queries are not among those measured after it.
    await load(urls, 'bench', key, warmup, WORDS.length ** 3 / 2).catch(() => undefined);
    const serverCpu = () => started.reduce((sum, s) => sum + cpuSecondsOf(s.child.pid), 0);
    const [serverBefore, ownBefore] = [serverCpu(), ownCpuSeconds()];
    const measured = await load(urls, 'bench', key, seconds);
    const perRequest = (cpu) => Math.round((cpu / measured.requests) * 1e6) / 1000;
    return {
      servers,
      ...(args.length ? { args: args.join(' ') } : {}),
      ...measured,
      // CPU milliseconds per request: the servers' (all of them), and the load generator's.
      serverCpuMs: perRequest(serverCpu() - serverBefore),
      clientCpuMs: perRequest(ownCpuSeconds() - ownBefore),
    };
  } finally {
    // SIGTERM: the servers flush and exit (and write their profiles under --cpu-prof); SIGKILL after 10 s.
    await Promise.all(
      started.map(
        ({ child }) =>
          new Promise((resolve) => {
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => resolve(clearTimeout(kill)));
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(cwd, { recursive: true, force: true });
  }
}

const site = builtSite();
const results = { corpus, connections, seconds, loadStart: load1() };
mkdirSync(join(repo, 'bench/.work'), { recursive: true });
if (stores.includes('sqlite')) results.sqlite = await measure('sqlite', site, {});
if (stores.includes('sqlite') && processes > 1)
  results.sqliteProcesses = await measure('sqlite', site, {}, 1, [
    '--processes',
    String(processes),
  ]);
const pg = stores.includes('postgres') ? postgresUrl() : undefined;
if (pg) {
  try {
    results.postgres = await measure('postgres', site, { QUIRE_DATABASE_URL: pg.url }, 2);
  } finally {
    pg.stop();
  }
}
results.loadEnd = load1();
console.log(
  `search endpoint, ${corpus}, ${connections} connections, ${seconds} s each after ${warmup} s of warm-up; load average ${results.loadStart} at the start, ${results.loadEnd} at the end`,
);
console.log(
  'store      servers  req/s    p50 ms   p99 ms   CPU ms/req (server, client)  target                       statuses',
);
const label = { sqlite: 'sqlite', sqliteProcesses: `sqlite ×${processes}`, postgres: 'postgres' };
for (const store of ['sqlite', 'sqliteProcesses', 'postgres']) {
  const r = results[store];
  if (!r) continue;
  const t = TARGETS[store];
  r.met = r.rps >= t.rps && r.p99Ms < t.p99Ms && Object.keys(r.statuses).every((s) => s === '200');
  console.log(
    `${label[store].padEnd(9)}  ${String(r.servers).padStart(7)}  ${String(r.rps).padStart(6)}  ${String(r.p50Ms).padStart(7)}  ${String(r.p99Ms).padStart(7)}   ${`${r.serverCpuMs}, ${r.clientCpuMs}`.padEnd(27)}  ${`>= ${t.rps}/s, p99 < ${t.p99Ms} ms: ${r.met ? 'met' : 'MISSED'}`.padEnd(29)}${JSON.stringify(r.statuses)}`,
  );
}
console.log(JSON.stringify(results));
