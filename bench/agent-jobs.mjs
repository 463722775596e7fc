#!/usr/bin/env node
// Agent jobs through the queue: jobs per minute from created to completed, with a scripted
// OpenAI-compatible model and a fake GitHub on loopback, real git (a bare repository on disk as
// the remote), the real worker, gate, commit, push and pull request. On SQLite, and on Postgres
// when QUIRE_BENCH_POSTGRES_URL (or QUIRE_TEST_POSTGRES_URL) names a server: a fresh database
// is created there and dropped after. BENCH_AGENT_JOBS (default 20) jobs, one server running
// QUIRE_AGENT_CONCURRENCY (default 2) at once. The model answers at once: this measures Quire's
// own cost per job (clone, validation and link check before and after, commit, push), not a model.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const server = await import('../packages/server/dist/index.js');
const agent = await import('../packages/agent/dist/index.js');

const JOBS = Number(process.env.BENCH_AGENT_JOBS ?? 20);
const CONCURRENCY = process.env.QUIRE_AGENT_CONCURRENCY ?? '2';
const PG = process.env.QUIRE_BENCH_POSTGRES_URL ?? process.env.QUIRE_TEST_POSTGRES_URL;
const fixture = fileURLToPath(new URL('../fixtures/agent-docs/', import.meta.url));
const PAGE =
  '---\ntitle: Timeouts\n---\n\n## The timeout option\n\n`timeout` is how long a request may take.\n';

const git = (cwd, ...args) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'b',
      GIT_AUTHOR_EMAIL: 'b@x',
      GIT_COMMITTER_NAME: 'b',
      GIT_COMMITTER_EMAIL: 'b@x',
    },
  });

function listen(handler) {
  const s = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => handler(req, body, res));
  });
  return new Promise((resolve) =>
    s.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${s.address().port}`,
        close: () => new Promise((r) => s.close(r)),
      }),
    ),
  );
}

/** Two turns per job: write a page named after the job's prompt, then finish. */
const model = await listen((req, body, res) => {
  const request = JSON.parse(body);
  const turn = request.messages.filter((m) => m.role === 'assistant').length;
  const name = /page (\d+)/.exec(request.messages[1]?.content ?? '')?.[1] ?? 'x';
  const call =
    turn === 0
      ? {
          name: 'write_file',
          arguments: JSON.stringify({ path: `guides/bench-${name}.mdx`, content: PAGE }),
        }
      : { name: 'finish', arguments: JSON.stringify({ message: 'Done.' }) };
  const message = {
    role: 'assistant',
    content: null,
    tool_calls: [{ id: `c${turn}`, type: 'function', function: call }],
  };
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ choices: [{ index: 0, message, finish_reason: 'tool_calls' }] }));
});
let pulls = 0;
const forge = await listen((req, body, res) =>
  res
    .writeHead(201, { 'content-type': 'application/json' })
    .end(JSON.stringify({ html_url: `https://github.example/acme/docs/pull/${++pulls}` })),
);

async function run(name, databaseUrl) {
  const tmp = mkdtempSync(join(tmpdir(), 'quire-bench-agent-'));
  const seed = join(tmp, 'seed');
  cpSync(fixture, seed, { recursive: true });
  git(seed, 'init', '-q', '--initial-branch=main');
  git(seed, 'add', '-A');
  git(seed, 'commit', '-qm', 'docs');
  const remote = join(tmp, 'remote.git');
  git(tmp, 'clone', '-q', '--bare', seed, remote);
  const project = {
    repository: remote,
    baseBranch: 'main',
    docsRoot: 'docs',
    forge: { kind: 'github', apiUrl: forge.url, tokenEnv: 'BENCH_TOKEN', repository: 'acme/docs' },
  };
  writeFileSync(
    join(tmp, 'quire.server.json'),
    JSON.stringify({ dataDir: join(tmp, 'data'), projects: { acme: project } }),
  );
  const loaded = server.loadServerConfig({
    cwd: tmp,
    databaseUrl,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      QUIRE_MODEL_URL: model.url,
      QUIRE_MODEL: 'scripted',
      BENCH_TOKEN: 't',
      QUIRE_AGENT_CONCURRENCY: CONCURRENCY,
      QUIRE_AGENT_LEASE_SECONDS: '10',
    },
  });
  if (loaded.kind !== 'ok') throw new Error(JSON.stringify(loaded.diagnostics));
  const service = await server.startApiService({
    config: loaded.config,
    modules: server.API_MODULES.filter((m) => m.name === 'agent'),
  });
  const start = performance.now();
  for (let i = 0; i < JOBS; i++) {
    await agent.insertAgentJob(service.store, {
      id: `bench${i}`,
      projectId: 'acme',
      prompt: `Write page ${i}.`,
      title: `page ${i}`,
      model: 'scripted',
      repository: remote,
      baseBranch: 'main',
      branch: `quire/agent-bench${i}`,
      draft: false,
      userId: null,
      createdAt: Date.now() + i,
    });
  }
  let done = [];
  while (done.length < JOBS) {
    await new Promise((r) => setTimeout(r, 100));
    done = await service.store.all(`SELECT status FROM agent_jobs WHERE status <> 'active'`);
  }
  const seconds = (performance.now() - start) / 1000;
  const completed = done.filter((r) => r.status === 'completed').length;
  await service.close();
  rmSync(tmp, { recursive: true, force: true });
  const row = {
    jobs: JOBS,
    completed,
    concurrency: Number(CONCURRENCY),
    seconds: +seconds.toFixed(1),
    jobsPerMinute: +((JOBS / seconds) * 60).toFixed(1),
  };
  console.log(
    `${name.padEnd(9)} ${String(row.jobs).padStart(5)} ${String(row.completed).padStart(10)} ${String(row.concurrency).padStart(12)} ${String(row.seconds).padStart(8)} ${String(row.jobsPerMinute).padStart(10)}`,
  );
  return row;
}

async function freshPostgres(url) {
  const pg = (await import('pg')).default;
  const name = `quire_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const at = new URL(url);
  at.pathname = `/${name}`;
  return {
    url: at.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

console.log('database   jobs  completed  concurrency  seconds  jobs/min');
const results = { sqlite: await run('sqlite') };
if (PG) {
  const db = await freshPostgres(PG);
  try {
    results.postgres = await run('postgres', db.url);
  } finally {
    await db.drop();
  }
} else console.log('postgres  (skipped: set QUIRE_BENCH_POSTGRES_URL)');
await Promise.all([model.close(), forge.close()]);
console.log(JSON.stringify(results));
