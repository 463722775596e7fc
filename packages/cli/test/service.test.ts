import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '@quire/store';
import { runKeysCreate } from '../src/commands/keys.js';
import { API_SITE_FIXTURE, buildApiSite, QUIRE_BIN } from '../../../test-support/api-server.js';
import { POSTGRES_URL, STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

const running = new Set<ChildProcess>();

/** Runs `quire …` to the end in `cwd`. */
function quire(args: readonly string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [QUIRE_BIN, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Runs `quire …` to the end without blocking this process, so that the servers' closing of idle
 * keep-alive connections meanwhile is seen before the next request (a blocked event loop would
 * reuse a socket the server has already closed).
 */
function quireAsync(args: readonly string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string }>((done) => {
    const child = spawn(process.execPath, [QUIRE_BIN, ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('close', (code) => done({ code, stdout }));
  });
}

/** Starts `quire serve` on a free port and resolves with its URL once it listens. */
function serve(
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; output: () => string; stderr: () => string }> {
  const child = spawn(process.execPath, [QUIRE_BIN, 'serve', ...args, '--port', '0'], {
    cwd,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  running.add(child);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /at (http:\/\/\S+)/.exec(out)?.[1];
      if (url && out.includes('API'))
        resolvePromise({ url, child, output: () => out, stderr: () => err });
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`quire serve exited with ${code}: ${err}`)));
  });
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
    running.delete(child);
  });

const search = (url: string, key: string, domain = 'acme-rockets') =>
  fetch(`${url}/discovery/v1/search/${domain}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{"query":"countdown"}',
  });

/** How many searches of the store's search log match `condition` (SQL). */
async function searchesLogged(
  where: { readonly dataDir: string; readonly databaseUrl?: string | undefined },
  condition: string,
): Promise<number> {
  const store = await openStore({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  try {
    const logged = await store.one<{ n: number }>(
      `SELECT COUNT(*) AS n FROM search_log WHERE ${condition}`,
    );
    return Number(logged?.n);
  } finally {
    await store.close();
  }
}

const keyOf = (stdout: string) => /\n {2}(svc_\S+)\n/.exec(stdout)?.[1] ?? '';

let siteDir: string;
beforeAll(() => {
  siteDir = buildApiSite();
});
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

describe('quire keys', () => {
  it('creates, lists and revokes keys; refuses bad flags with a message', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'quire-keys-'));
    const created = quire(
      [
        'keys',
        'create',
        '--kind',
        'admin',
        '--project',
        'rockets',
        '--access',
        'write',
        '--expires',
        'never',
        '--allow',
        '10.0.0.0/8',
        '--name',
        'ci',
      ],
      cwd,
    );
    expect(created.code).toBe(0);
    expect(keyOf(created.stdout)).toMatch(/^svc_[A-Za-z0-9]{44}$/);
    expect(created.stdout).toContain('only time the key is shown');
    const json = JSON.parse(
      quire(['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets', '--json'], cwd)
        .stdout,
    ) as { key: string; id: string; expiresAt: string };
    expect(json.key).toMatch(/^svc_dsc_/);
    expect(new Date(json.expiresAt).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const list = JSON.parse(quire(['keys', 'list', '--json'], cwd).stdout) as {
      keys: {
        id: string;
        kind: string;
        status: string;
        access: string | null;
        allowedCidrs: string[];
      }[];
    };
    expect(list.keys.map((k) => [k.kind, k.status, k.access])).toEqual([
      ['assistant', 'active', null],
      ['admin', 'active', 'write'],
    ]);
    expect(JSON.stringify(list)).not.toContain(json.key.slice(12));
    expect(quire(['keys', 'revoke', json.id], cwd).code).toBe(0);
    expect(quire(['keys', 'list'], cwd).stdout).toMatch(new RegExp(`${json.id}\\s+revoked`));
    const again = quire(['keys', 'revoke', json.id], cwd);
    expect([again.code, again.stderr]).toEqual([1, expect.stringContaining('already revoked')]);
  });
});

describe('quire keys create, refusing bad flags before it touches the store', () => {
  it.each([
    [{ kind: 'robot' }, '--kind must be assistant or admin'],
    [
      { kind: 'assistant', domain: 'x', expires: '45' },
      '--expires must be one of 7, 30, 60, 90, never',
    ],
    [{ kind: 'admin', project: 'x', allow: ['10.0.0.0/99'] }, 'prefix length'],
    [{ kind: 'admin', project: 'x', allow: ['example.com'] }, 'is not an address range'],
    [{ kind: 'assistant' }, 'say which site the key is for with --domain'],
    [{ kind: 'admin', domain: 'x' }, 'use --project, not --domain'],
    [{ kind: 'assistant', domain: 'x', access: 'write' }, '--access is for admin keys only'],
  ])('%j', async (flags, message) => {
    const cwd = mkdtempSync(join(tmpdir(), 'quire-keys-flags-'));
    let err = '';
    const io = {
      cwd,
      env: {},
      stdout: { write: () => true },
      stderr: { write: (s: string) => (err += s) },
      now: Date.now(),
    };
    expect(await runKeysCreate({ expires: '90', json: false, ...flags }, io)).toBe(2);
    expect(err).toContain(message);
  });
});

describe.each(STORE_KINDS)('quire serve with its store on $name', (kind) => {
  let target: StoreTarget;
  let env: Record<string, string>;
  let cwd: string;
  beforeAll(async () => {
    target = await kind.create();
    cwd = mkdtempSync(join(tmpdir(), 'quire-serve-api-'));
    env = {
      QUIRE_DATA_DIR: target.dataDir,
      ...(target.databaseUrl ? { QUIRE_DATABASE_URL: target.databaseUrl } : {}),
    };
  });
  afterAll(async () => target?.dispose());

  it('keeps keys and their use across a kill -9 and a restart', async () => {
    const before = keyOf(
      quire(['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets'], cwd, env).stdout,
    );
    const first = await serve([siteDir], cwd, env);
    expect((await search(first.url, before)).status).toBe(200);
    // A key made while the server runs is accepted at once, then survives the kill.
    const during = keyOf(
      quire(['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets'], cwd, env).stdout,
    );
    expect((await search(first.url, during)).status).toBe(200);
    await killHard(first.child);
    const second = await serve([siteDir], cwd, env);
    for (let i = 0; i < 7; i++) expect((await search(second.url, before)).status).toBe(200);
    expect((await search(second.url, during)).status).toBe(200);
    // Key use and the search log wait in memory for the next flush: SIGTERM writes them before the exit.
    const exited = new Promise<number | null>((done) => second.child.once('exit', done));
    second.child.kill('SIGTERM');
    running.delete(second.child);
    expect(await exited).toBe(0);
    const listed = JSON.parse(quire(['keys', 'list', '--json'], cwd, env).stdout) as {
      keys: { lastUsedAt: string | null }[];
    };
    expect(listed.keys.every((k) => k.lastUsedAt !== null)).toBe(true);
    // Seven and one on the second server; the first one's, killed with -9, may or may not have been flushed.
    expect(await searchesLogged(target, "query = 'countdown'")).toBeGreaterThanOrEqual(8);
  });

  it('prints the config’s problems and exits 1 without serving', () => {
    writeFileSync(
      join(cwd, 'bad.json'),
      '{ "limits": { "perKey": { "requests": 0, "windowSeconds": 60 } } }',
    );
    const r = quire(['serve', siteDir, '--config', 'bad.json', '--port', '0'], cwd, env);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('server/config-invalid');
    expect(r.stderr).toContain('bad.json:1:');
  });
});

describe('quire serve as an operator runs it', () => {
  it('keeps its data to its user, applies the config’s http limits, and says when it is ready', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'quire-serve-ops-'));
    writeFileSync(
      join(cwd, 'quire.server.json'),
      JSON.stringify({ http: { connectionsPerAddress: 2, keepAliveTimeoutSeconds: 1 } }),
    );
    const key = keyOf(
      quire(['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets'], cwd).stdout,
    );
    expect(statSync(join(cwd, '.quire')).mode & 0o777).toBe(0o700);
    expect(statSync(join(cwd, '.quire/server')).mode & 0o777).toBe(0o700);
    expect(statSync(join(cwd, '.quire/server/quire.db')).mode & 0o777).toBe(0o600);
    const server = await serve([siteDir], cwd);
    const port = Number(new URL(server.url).port);
    await expect
      .poll(async () => (await fetch(`${server.url}/_quire/ready`)).status, { timeout: 60_000 })
      .toBe(200);
    await expect.poll(server.output).toMatch(/\n {2}ready +→ 2 search indexes loaded in \d+ ms/);
    expect((await search(server.url, key)).status).toBe(200);
    // Two connections held open: the third from the same address is refused with a JSON 503.
    const held = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<ReturnType<typeof connect>>((done) => {
            const socket = connect(port, '127.0.0.1', () => done(socket));
          }),
      ),
    );
    const refused = await new Promise<string>((done) => {
      let text = '';
      const socket = connect(port, '127.0.0.1');
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => done(text));
    });
    expect(refused).toMatch(/^HTTP\/1\.1 503[\s\S]*"code":"too_many_connections"/);
    for (const socket of held) socket.destroy();
    await killHard(server.child);
  });
});

/** A search on a connection of its own (so that `--processes` may hand it to any serving process); its status. */
const searchOnNewConnection = (url: string, key: string, query: string) =>
  new Promise<number>((done, fail) => {
    const body = JSON.stringify({ query });
    const req = request(
      `${url}/discovery/v1/search/acme-rockets`,
      {
        method: 'POST',
        agent: false,
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => res.resume().on('end', () => done(res.statusCode ?? 0)),
    );
    req.on('error', fail);
    req.end(body);
  });

/** The processes `pid` started that are still running. */
const childrenOf = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number),
  );

describe('quire serve --processes 2 on one SQLite file', () => {
  it('shares the port between two serving processes, starts another when one dies, and stops them all cleanly with nothing lost', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'quire-serve-processes-'));
    const env = { QUIRE_DATA_DIR: join(cwd, 'data') };
    const key = keyOf(
      (
        await quireAsync(
          ['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets'],
          cwd,
          env,
        )
      ).stdout,
    );
    const server = await serve([siteDir, '--processes', '2'], cwd, env);
    const pid = server.child.pid!;
    expect(server.output()).toMatch(
      /processes → 2 serving processes \(pids \d+, \d+\), sharing the port/,
    );
    // "Serving" is printed once, by the first process, not once per serving process.
    expect(server.output().match(/Serving /g)).toHaveLength(1);
    const serving = childrenOf(pid);
    expect(serving).toHaveLength(2);
    await expect
      .poll(server.output, { timeout: 60_000 })
      .toMatch(/ready +→ 2 search indexes loaded/);
    expect(server.output().match(/ready +→/g)).toHaveLength(1);
    // One serving process killed: another takes its place, and searches are answered meanwhile.
    process.kill(serving[0]!, 'SIGKILL');
    await expect
      .poll(server.stderr, { timeout: 30_000 })
      .toMatch(/stopped \(signal SIGKILL\); starting another/);
    expect(await searchOnNewConnection(server.url, key, 'countdown')).toBe(200);
    await expect.poll(server.output, { timeout: 60_000 }).toMatch(/serving again/);
    const now = childrenOf(pid);
    expect(now).toHaveLength(2);
    expect(now).not.toContain(serving[0]);
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push(await searchOnNewConnection(server.url, key, `launch ${i}`));
    expect(statuses).toEqual(Array(12).fill(200));
    // SIGTERM to the first process: every serving process writes its search log and key use, then all exit 0.
    const exited = new Promise<number | null>((done) => server.child.once('exit', done));
    server.child.kill('SIGTERM');
    running.delete(server.child);
    expect(await exited).toBe(0);
    for (const child of now) expect(() => process.kill(child, 0)).toThrow();
    expect(await searchesLogged({ dataDir: env.QUIRE_DATA_DIR }, "query LIKE 'launch %'")).toBe(12);
  });

  it('exits 1 with one message when the port is taken, with one process or several', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const port = String((taken.address() as AddressInfo).port);
    const cwd = mkdtempSync(join(tmpdir(), 'quire-serve-port-taken-'));
    try {
      for (const extra of [[], ['--processes', '2']]) {
        const r = spawnSync(
          process.execPath,
          [QUIRE_BIN, 'serve', siteDir, '--port', port, ...extra],
          {
            cwd,
            encoding: 'utf8',
            env: { ...process.env, NO_COLOR: '1', QUIRE_DATA_DIR: join(cwd, 'data') },
            timeout: 60_000,
          },
        );
        expect(r.status, r.stderr).toBe(1);
        expect(
          r.stderr.match(/cannot listen on 127\.0\.0\.1:\d+ \(the port is in use/g),
        ).toHaveLength(1);
      }
    } finally {
      taken.close();
    }
  });

  it('refuses a --processes that is not a number of processes, before it starts any', () => {
    const r = quire(['serve', siteDir, '--processes', 'many', '--port', '0'], tmpdir());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      '--processes must be a whole number from 1 to 64, or auto (got many)',
    );
  });
});

describe.runIf(POSTGRES_URL)('two quire serve processes on one Postgres', () => {
  it('see each other’s keys and revocations and share one rate limit', async () => {
    const [postgres] = STORE_KINDS.filter((k) => k.name === 'postgres');
    const target = await postgres!.create();
    try {
      const cwd = mkdtempSync(join(tmpdir(), 'quire-two-servers-'));
      writeFileSync(
        join(cwd, 'quire.server.json'),
        JSON.stringify({
          sites: { 'acme-rockets': { site: siteDir } },
          limits: { perKey: { requests: 4, windowSeconds: 3600 }, perAddress: false },
        }),
      );
      const env = {
        QUIRE_DATABASE_URL: target.databaseUrl ?? '',
        QUIRE_DATA_DIR: join(cwd, 'unused'),
      };
      const [a, b] = await Promise.all([serve([siteDir], cwd, env), serve([siteDir], cwd, env)]);
      const key = keyOf(
        (
          await quireAsync(
            ['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets', '--json'],
            cwd,
            env,
          )
        ).stdout.replace(/"key": "(\S+)"/, '\n  $1\n'),
      );
      const statuses = [];
      for (const url of [a.url, b.url, a.url, b.url, a.url, b.url])
        statuses.push((await search(url, key)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      const other = JSON.parse(
        (
          await quireAsync(
            ['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets', '--json'],
            cwd,
            env,
          )
        ).stdout,
      ) as { key: string; id: string };
      expect((await search(b.url, other.key)).status).toBe(200);
      await quireAsync(['keys', 'revoke', other.id], cwd, env);
      expect(((await (await search(a.url, other.key)).json()) as { code: string }).code).toBe(
        'auth_revoked',
      );
      await Promise.all([killHard(a.child), killHard(b.child)]);
    } finally {
      await target.dispose();
    }
  });
});

describe('quire dev with the API', () => {
  it('answers search and page requests from the live preview, following a save', async () => {
    const docs = mkdtempSync(join(tmpdir(), 'quire-dev-api-'));
    cpSync(API_SITE_FIXTURE, docs, { recursive: true });
    const env = { QUIRE_DATA_DIR: join(docs, '.data') };
    const key = keyOf(
      quire(['keys', 'create', '--kind', 'assistant', '--domain', 'acme-rockets'], docs, env)
        .stdout,
    );
    const child = spawn(process.execPath, [QUIRE_BIN, 'dev', docs, '--port', '0'], {
      cwd: docs,
      env: { ...process.env, NO_COLOR: '1', ...env },
    });
    running.add(child);
    const url = await new Promise<string>((resolvePromise, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /local → (http:\/\/\S+)/.exec(out)?.[1];
        if (found && out.includes('API')) resolvePromise(found);
      });
      child.once('exit', (code) => reject(new Error(`quire dev exited with ${code}`)));
    });
    const find = async (query: string) =>
      (
        (await (
          await fetch(`${url}/discovery/v1/search/acme-rockets`, {
            method: 'POST',
            headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
            body: JSON.stringify({ query }),
          })
        ).json()) as { path: string }[]
      ).map((h) => h.path);
    expect((await find('countdown'))[0]).toBe('/guides/launch');
    writeFileSync(
      join(docs, 'guides/fuel.mdx'),
      '---\ntitle: Fuel\n---\n\nRockets burn zeppelinium now.\n',
    );
    await expect
      .poll(() => find('zeppelinium'), { timeout: 30_000, interval: 300 })
      .toEqual(['/guides/fuel']);
    const page = await fetch(`${url}/discovery/v1/page/acme-rockets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: '{"path":"/guides/fuel"}',
    });
    expect(((await page.json()) as { content: string }).content).toContain('zeppelinium');
    await killHard(child);
  });
});
