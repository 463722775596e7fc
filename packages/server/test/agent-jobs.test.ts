import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ajvModule from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_FIXTURE,
  createDocsRemote,
  git,
  playTurns,
  startFakeForge,
  startScriptedModel,
  type ModelRequest,
  type ScriptedTurn,
} from '../../../test-support/agent-remotes.js';
import { runQuire, startQuireServe, type ServeProcess } from '../../../test-support/quire-serve.js';
import { POSTGRES_URL, STORE_KINDS } from '../../../test-support/stores.js';

const PAGE =
  '---\ntitle: Timeouts\n---\n\n## The timeout option\n\n`timeout` is how long a request may take.\n';
const BROKEN = '---\ntitle: Timeouts\n---\n\n<Note>\nunclosed\n';
const write = (path: string, content: string, delayMs?: number): ScriptedTurn => ({
  toolCalls: [{ name: 'write_file', arguments: { path, content } }],
  ...(delayMs ? { delayMs } : {}),
});
const finish = (delayMs?: number): ScriptedTurn => ({
  toolCalls: [{ name: 'finish', arguments: { message: 'Documented the timeout option.' } }],
  ...(delayMs ? { delayMs } : {}),
});
const todos = {
  toolCalls: [
    {
      name: 'todo_write',
      arguments: {
        todos: [
          { id: 'a', content: 'Write the timeout page', status: 'in_progress', priority: 'high' },
          { id: 'b', content: 'Add it to the navigation', status: 'pending', priority: 'medium' },
        ],
      },
    },
  ],
};

/** Conversations by the marker in the prompt. */
const SCRIPTS: Record<string, readonly ScriptedTurn[]> = {
  happy: [
    todos,
    write('guides/timeout.mdx', PAGE),
    {
      toolCalls: [
        { name: 'add_to_navigation', arguments: { page: 'guides/timeout', group: 'Guides' } },
      ],
    },
    finish(),
  ],
  fixes: [
    write('guides/timeout.mdx', BROKEN),
    finish(),
    write('guides/timeout.mdx', PAGE),
    finish(),
  ],
  never: [write('guides/broken.mdx', BROKEN), finish(), finish(), finish(), finish(), finish()],
  refusals: [
    {
      toolCalls: [
        { name: 'read_file', arguments: { path: '../../etc/passwd' } },
        { name: 'write_file', arguments: { path: '/tmp/quire-agent-escape.mdx', content: 'x' } },
      ],
    },
    {
      toolCalls: [
        { name: 'read_file', arguments: { path: 'outside/passwd' } },
        { name: 'write_file', arguments: { path: 'outside/escape.mdx', content: 'x' } },
      ],
    },
    write('guides/safe.mdx', PAGE),
    finish(),
  ],
  timeout: [{ ...todos, delayMs: 1500 }, write('guides/late.mdx', PAGE, 1500), finish(1500)],
  slow: [
    { ...todos, delayMs: 600 },
    write('guides/slow.mdx', PAGE, 600),
    { toolCalls: [{ name: 'validate_docs', arguments: {} }], delayMs: 600 },
    finish(600),
  ],
};

const markerOf = (request: ModelRequest) =>
  /\[([a-z0-9-]+)\]/.exec(request.messages.find((m) => m.role === 'user')?.content ?? '')?.[1] ??
  '';
function script(request: ModelRequest): ScriptedTurn {
  const marker = markerOf(request);
  if (marker.startsWith('many-'))
    return playTurns([write(`guides/${marker}.mdx`, PAGE), finish()])(request);
  return playTurns(SCRIPTS[marker] ?? SCRIPTS.happy!)(request);
}

/** The reference platform's AgentJob schema (OpenAPI 3.0: `nullable` made JSON Schema), what a client written for it expects. */
const reference = JSON.parse(
  readFileSync(
    fileURLToPath(
      new URL('../../../../shared/corpora/mintlify-docs/admin-openapi.json', import.meta.url),
    ),
    'utf8',
  ),
) as { components: { schemas: { AgentJob: object } } };
const withNull = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withNull)
    : node !== null && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node).map(([k, v]) => [
            k,
            k === 'type' && (node as { nullable?: boolean }).nullable ? [v, 'null'] : withNull(v),
          ]),
        )
      : node;
const isAgentJob = new ajvModule.default({ strict: false, allErrors: true }).compile(
  withNull(reference.components.schemas.AgentJob) as object,
);

let tmp: string;
let remote: string;
let site: string;
let config: string;
let key: string;
let model: Awaited<ReturnType<typeof startScriptedModel>>;
let forge: Awaited<ReturnType<typeof startFakeForge>>;
let server: ServeProcess | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'quire-agent-e2e-'));
  const seed = join(tmp, 'fixture');
  mkdirSync(seed);
  cpSync(AGENT_FIXTURE, seed, { recursive: true });
  symlinkSync('/etc', join(seed, 'docs', 'outside'));
  remote = createDocsRemote(join(tmp, 'remote'), seed);
  site = join(tmp, 'site');
  cpSync(join(AGENT_FIXTURE, 'docs'), join(tmp, 'docs'), { recursive: true });
  runQuire(['build', join(tmp, 'docs'), '--out', site]);
  [model, forge] = await Promise.all([startScriptedModel(script), startFakeForge()]);
  config = join(tmp, 'quire.server.json');
  const forgeConfig = {
    kind: 'github',
    apiUrl: forge.url,
    tokenEnv: 'QUIRE_TEST_FORGE_TOKEN',
    repository: 'acme/docs',
  };
  writeFileSync(
    config,
    JSON.stringify({
      dataDir: join(tmp, 'data'),
      sites: { acme: { site } },
      projects: {
        acme: {
          repository: remote,
          baseBranch: 'main',
          docsRoot: 'docs',
          domain: 'acme',
          forge: forgeConfig,
        },
      },
    }),
  );
  key = (
    JSON.parse(
      runQuire([
        'keys',
        'create',
        '--kind',
        'admin',
        '--project',
        'acme',
        '--access',
        'write',
        '--json',
        '--config',
        config,
      ]),
    ) as { key: string }
  ).key;
  env = {
    QUIRE_MODEL_URL: model.url,
    QUIRE_MODEL: 'scripted-1',
    QUIRE_TEST_FORGE_TOKEN: 'ghp_e2e',
    QUIRE_AGENT_LEASE_SECONDS: '1',
    QUIRE_AGENT_CONCURRENCY: '2',
  };
});

afterAll(async () => {
  await server?.kill();
  await Promise.all([model?.close(), forge?.close()]);
  rmSync(tmp, { recursive: true, force: true });
});

const api = (path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${server!.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${key}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

async function create(prompt: string): Promise<Record<string, unknown> & { id: string }> {
  const response = await api('/v2/agent/acme/job', { method: 'POST', body: { prompt } });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, unknown> & { id: string };
}

async function poll(id: string, timeoutMs = 90_000): Promise<Record<string, unknown>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const job = (await (await api(`/v2/agent/acme/job/${id}`)).json()) as Record<string, unknown>;
    if (job.status !== 'active' || Date.now() > end) return job;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const sessions = async () =>
  (
    (await (await api('/v1/agent/acme/jobs?take=100')).json()) as {
      allSessions: Record<string, unknown>[];
    }
  ).allSessions;

describe('agent jobs over HTTP (quire serve, real git, scripted model, fake GitHub)', () => {
  it('refuses to create a job without a model, and queues nothing', async () => {
    server = await startQuireServe(site, ['--config', config], {
      ...env,
      QUIRE_MODEL_URL: '',
      QUIRE_MODEL: '',
    });
    const response = await api('/v2/agent/acme/job', {
      method: 'POST',
      body: { prompt: 'Document the timeout option.' },
    });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('agent_no_model');
    expect(body.message).toContain('Set QUIRE_MODEL_URL');
    expect(await sessions()).toEqual([]);
    await server.kill('SIGTERM');
    server = await startQuireServe(site, ['--config', config], env);
  });

  it('creates a job, runs it to a pull request, and lists its session with todos', async () => {
    const created = await create('[happy] Document the new `timeout` option.');
    expect(Object.keys(created).sort()).toEqual([
      'archivedAt',
      'createdAt',
      'id',
      'model',
      'prLink',
      'source',
      'status',
    ]);
    // The repository as clients see it: the forge's, never the server's folder.
    expect(created).toMatchObject({
      status: 'active',
      source: { repository: `${forge.url}/acme/docs`, ref: `quire/agent-${created.id}` },
      model: 'scripted-1',
      prLink: null,
      archivedAt: null,
    });
    expect(new Date(created.createdAt as string).toISOString()).toBe(created.createdAt);
    expect([isAgentJob(created), isAgentJob.errors]).toEqual([true, null]);
    const done = await poll(created.id);
    expect(done).toMatchObject({
      id: created.id,
      status: 'completed',
      prLink: expect.stringMatching(/^https:\/\/github\.example\/acme\/docs\/pull\/\d+$/),
      archivedAt: null,
    });
    const pull = forge.pulls.find((p) => p.body.head === `quire/agent-${created.id}`)!;
    expect(pull).toMatchObject({
      authorization: 'Bearer ghp_e2e',
      body: { base: 'main', draft: false },
    });
    // The serve log tells the job's story, with its id.
    const log = server!.stdout();
    expect(log).toContain(`quire serve: agent job ${created.id} started\n`);
    expect(log).toMatch(
      new RegExp(`agent job ${created.id} pushed quire/agent-${created.id} to \\S+acme/docs\\n`),
    );
    expect(log).toContain(`quire serve: agent job ${created.id} opened ${String(done.prLink)}\n`);
    expect(log).toContain(`quire serve: agent job ${created.id} completed\n`);
    expect(log).not.toContain(remote);
    expect(pull.body.body).toContain('[happy] Document the new `timeout` option.');
    expect(done.prLink).toBe(
      `https://github.example/acme/docs/pull/${forge.pulls.indexOf(pull) + 1}`,
    );
    // The branch is on the remote: one commit on main with the page and the navigation entry.
    const head = git(remote, 'rev-parse', `refs/heads/quire/agent-${created.id}`);
    expect(git(remote, 'rev-parse', `${head}^`)).toBe(git(remote, 'rev-parse', 'refs/heads/main'));
    expect(git(remote, 'diff', '--name-only', 'main', head).split('\n').sort()).toEqual([
      'docs/docs.json',
      'docs/guides/timeout.mdx',
    ]);
    const session = (await sessions()).find((s) => s.sessionId === created.id)!;
    expect(session).toEqual({
      sessionId: created.id,
      subdomain: 'acme',
      branch: `quire/agent-${created.id}`,
      haulted: true,
      haultReason: 'completed',
      pullRequestLink: done.prLink,
      messageToUser: 'Documented the timeout option.',
      todos: [
        { content: 'Write the timeout page', status: 'in_progress', priority: 'high', id: 'a' },
        { content: 'Add it to the navigation', status: 'pending', priority: 'medium', id: 'b' },
      ],
      userId: expect.any(String),
      title: '[happy] Document the new `timeout` option.',
      createdAt: created.createdAt,
    });
    expect(await (await api(`/v1/agent/acme/job/${created.id}`)).json()).toEqual(session);
    // Ended: a follow-up is refused, archiving moves it on and sets archivedAt, nothing moves it back.
    const followUp = await api(`/v2/agent/acme/job/${created.id}/message`, {
      method: 'POST',
      body: { prompt: 'And the retries option.' },
    });
    expect(followUp.status).toBe(409);
    expect(((await followUp.json()) as { code: string }).code).toBe('agent_job_ended');
    const archived = (await (
      await api(`/v2/agent/acme/job/${created.id}/archive`, { method: 'POST' })
    ).json()) as Record<string, unknown>;
    expect(archived).toMatchObject({
      status: 'archived',
      prLink: done.prLink,
      archivedAt: expect.stringMatching(/^\d{4}-/),
    });
    expect(await poll(created.id)).toEqual(archived);
    for (const shape of [done, archived])
      expect([isAgentJob(shape), isAgentJob.errors]).toEqual([true, null]);
  });

  it('shows the model the errors its change adds: fixed, the job completes; never fixed, it fails with them as the reason', async () => {
    const [fixes, never] = await Promise.all([
      create('[fixes] Document timeouts.'),
      create('[never] Document timeouts.'),
    ]);
    const [fixed, failed] = await Promise.all([poll(fixes.id), poll(never.id)]);
    expect(fixed).toMatchObject({ status: 'completed', prLink: expect.stringContaining('/pull/') });
    expect(failed).toMatchObject({ status: 'failed', prLink: null });
    const shown = model.requests
      .filter((r) => markerOf(r) === 'fixes')
      .map((r) => r.messages.at(-1)!);
    expect(
      shown.some(
        (m) =>
          m.role === 'user' &&
          /guides\/timeout\.mdx:\d+:\d+ error mdx\/compile-error/.test(m.content ?? ''),
      ),
    ).toBe(true);
    const session = (await sessions()).find((s) => s.sessionId === never.id)!;
    expect(session).toMatchObject({ haulted: true, haultReason: 'error', pullRequestLink: null });
    expect(server!.stdout()).toContain(
      `quire serve: agent job ${never.id} failed (error): validation still finds`,
    );
    expect(session.messageToUser).toMatch(
      /^validation still finds 1 new error after 4 rounds:\nguides\/broken\.mdx:\d+:\d+ error mdx\/compile-error/,
    );
    expect(() =>
      git(remote, 'rev-parse', '--verify', '--quiet', `refs/heads/quire/agent-${never.id}`),
    ).toThrow();
  });

  it('refuses paths out of the docs root and symlinks out of it as tool results, and the job goes on', async () => {
    const job = await create('[refusals] Try everything.');
    expect(await poll(job.id)).toMatchObject({
      status: 'completed',
      prLink: expect.stringContaining('/pull/'),
    });
    const last = model.requests.filter((r) => markerOf(r) === 'refusals').at(-1)!;
    const results = last.messages.filter((m) => m.role === 'tool').map((m) => m.content);
    expect(results.slice(0, 4)).toEqual([
      expect.stringMatching(/^Refused: .*contains "\.\."/),
      expect.stringMatching(/^Refused: .*absolute path/),
      expect.stringMatching(/^Refused: .*symbolic link that leads outside/),
      expect.stringMatching(/^Refused: .*symbolic link that leads outside/),
    ]);
    expect(results[4]).toMatch(/^wrote \d+ bytes to guides\/safe\.mdx$/);
    const session = (await sessions()).find((s) => s.sessionId === job.id)!;
    expect(String(session.messageToUser).split('\n')).toEqual([
      'Documented the timeout option.',
      '',
      '4 tool calls were refused:',
      expect.stringMatching(/^- read_file: .*contains "\.\."/),
      expect.stringMatching(/^- write_file: .*absolute path/),
      expect.stringMatching(/^- read_file: .*symbolic link/),
      expect.stringMatching(/^- write_file: .*symbolic link/),
    ]);
    const head = git(remote, 'rev-parse', `refs/heads/quire/agent-${job.id}`);
    expect(git(remote, 'diff', '--name-only', 'main', head)).toBe('docs/guides/safe.mdx');
  });

  it('resumes a job whose server was killed mid-job: it ends, none is left active', async () => {
    const job = await create('[slow] Document slowness.');
    const started = Date.now();
    while (!model.requests.some((r) => markerOf(r) === 'slow') && Date.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 50));
    await server!.kill('SIGKILL');
    server = await startQuireServe(site, ['--config', config], env);
    const done = await poll(job.id);
    expect(done).toMatchObject({ status: 'completed', prLink: expect.stringContaining('/pull/') });
    // Started twice: the first turn was asked for once by the killed server and once by the new one.
    const firstTurns = model.requests.filter(
      (r) => markerOf(r) === 'slow' && !r.messages.some((m) => m.role === 'assistant'),
    );
    expect(firstTurns.length).toBe(2);
    expect((await sessions()).filter((s) => s.haulted === false)).toEqual([]);
  });
});

describe('agent jobs over HTTP: follow-ups, the v1 stream, the time limit and abandoned jobs', () => {
  beforeAll(async () => {
    server ??= await startQuireServe(site, ['--config', config], env);
  });

  it('hands a follow-up to the running agent, and streams a v1 job to its end', async () => {
    const job = await create('[slow] Document slowness, with a follow-up.');
    while (
      !model.requests.some(
        (r) => markerOf(r) === 'slow' && r.messages[1]?.content?.includes('follow-up'),
      )
    )
      await new Promise((r) => setTimeout(r, 50));
    const sent = await api(`/v2/agent/acme/job/${job.id}/message`, {
      method: 'POST',
      body: { prompt: 'Also mention the default.' },
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ id: job.id, status: 'active' });
    expect(await poll(job.id)).toMatchObject({ status: 'completed' });
    const seen = model.requests
      .filter((r) => r.messages[1]?.content?.includes('follow-up'))
      .at(-1)!;
    expect(seen.messages.filter((m) => m.role === 'user').map((m) => m.content)).toContain(
      'Also mention the default.',
    );

    const response = await api('/v1/agent/acme/job', {
      method: 'POST',
      body: {
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: '[happy] v1 job.' },
        ],
        asDraft: true,
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const id = response.headers.get('x-session-id')!;
    expect(response.headers.get('x-branch-name')).toBe(`quire/agent-${id}`);
    const events = (await response.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
      }));
    expect(events.at(-1)).toMatchObject({
      event: 'done',
      data: {
        sessionId: id,
        haulted: true,
        haultReason: 'completed',
        pullRequestLink: expect.stringContaining('/pull/'),
      },
    });
    expect(
      events.slice(0, -1).every((e) => e.event === 'progress' && e.data.haulted === false),
    ).toBe(true);
    expect(
      (await (await api(`/v1/agent/acme/job/${id}`)).json()) as Record<string, unknown>,
    ).toMatchObject({ title: '[happy] v1 job.', haultReason: 'completed' });
    expect(forge.pulls.find((p) => p.body.head === `quire/agent-${id}`)?.body.draft).toBe(true);
  });

  it('fails a job over the time limit, and a job abandoned after its last attempt as interrupted', async () => {
    await server?.kill('SIGTERM');
    const strict = { ...env, QUIRE_AGENT_TIME_LIMIT_SECONDS: '2', QUIRE_AGENT_MAX_ATTEMPTS: '1' };
    server = await startQuireServe(site, ['--config', config], strict);
    const late = await create('[timeout] Take too long.');
    const failed = await poll(late.id);
    expect(failed).toMatchObject({ status: 'failed', prLink: null });
    const lateSession = (await sessions()).find((s) => s.sessionId === late.id)!;
    expect(lateSession).toMatchObject({
      haulted: true,
      haultReason: 'error',
      messageToUser: 'the job ran over its time limit of 2 s.',
    });

    const job = await create('[slow] Abandoned.');
    while (!model.requests.some((r) => r.messages[1]?.content?.includes('Abandoned')))
      await new Promise((r) => setTimeout(r, 50));
    await server!.kill('SIGKILL');
    server = await startQuireServe(site, ['--config', config], strict);
    expect(await poll(job.id)).toMatchObject({ status: 'failed', prLink: null });
    const session = (await sessions()).find((s) => s.sessionId === job.id)!;
    expect(session).toMatchObject({
      haulted: true,
      haultReason: 'interrupted',
      messageToUser: expect.stringMatching(
        /^the server running the job stopped before it ended \(1 time\)/,
      ),
    });
    expect((await sessions()).filter((s) => s.haulted === false)).toEqual([]);
  });
});

describe.runIf(POSTGRES_URL)('two servers on one Postgres', () => {
  it('runs each of 20 jobs once', async () => {
    const target = await STORE_KINDS.find((k) => k.name === 'postgres')!.create();
    const shared = join(tmp, 'quire.pg.json');
    const forgeConfig = {
      kind: 'github',
      apiUrl: forge.url,
      tokenEnv: 'QUIRE_TEST_FORGE_TOKEN',
      repository: 'acme/docs',
    };
    writeFileSync(
      shared,
      JSON.stringify({
        dataDir: target.dataDir,
        databaseUrl: target.databaseUrl,
        // Twenty pollers at four requests a second each: no rate limit here (a slow machine keeps them polling).
        limits: { perKey: false, perAddress: false },
        sites: { acme: { site } },
        projects: {
          acme: {
            repository: remote,
            baseBranch: 'main',
            docsRoot: 'docs',
            domain: 'acme',
            forge: forgeConfig,
          },
        },
      }),
    );
    const pgKey = (
      JSON.parse(
        runQuire([
          'keys',
          'create',
          '--kind',
          'admin',
          '--project',
          'acme',
          '--access',
          'write',
          '--json',
          '--config',
          shared,
        ]),
      ) as { key: string }
    ).key;
    // A lease far longer than the event loop can stall on a loaded machine: each claim holds until its job ends.
    const steady = { ...env, QUIRE_AGENT_LEASE_SECONDS: '20' };
    const servers = await Promise.all([
      startQuireServe(site, ['--config', shared], steady),
      startQuireServe(site, ['--config', shared], steady),
    ]);
    const call = (on: ServeProcess, path: string, body?: unknown) =>
      fetch(`${on.url}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${pgKey}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      }).then((r) => r.json() as Promise<Record<string, unknown>>);
    try {
      const jobs = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(servers[i % 2]!, '/v2/agent/acme/job', { prompt: `[many-${i}] Page ${i}.` }),
        ),
      );
      const ended = await Promise.all(
        jobs.map(async (job, i) => {
          for (;;) {
            const now = await call(servers[(i + 1) % 2]!, `/v2/agent/acme/job/${String(job.id)}`);
            if (now.status !== 'active') return now;
            await new Promise((r) => setTimeout(r, 250));
          }
        }),
      );
      const all = (await call(servers[0]!, '/v1/agent/acme/jobs?take=100')).allSessions as Record<
        string,
        unknown
      >[];
      expect(all.filter((s) => s.haultReason !== 'completed').map((s) => s.messageToUser)).toEqual(
        [],
      );
      expect(ended.map((j) => j.status)).toEqual(Array(20).fill('completed'));
      expect(new Set(ended.map((j) => j.prLink)).size).toBe(20);
      for (let i = 0; i < 20; i++) {
        const asked = model.requests.filter((r) => markerOf(r) === `many-${i}`);
        expect(asked.filter((r) => !r.messages.some((m) => m.role === 'assistant'))).toHaveLength(
          1,
        );
        expect(
          forge.pulls.filter((p) => p.body.head === `quire/agent-${String(jobs[i]!.id)}`),
        ).toHaveLength(1);
      }
    } finally {
      await Promise.all(servers.map((s) => s.kill('SIGTERM')));
      await target.dispose();
    }
  }, 240_000);
});
