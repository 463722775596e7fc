import {
  chmodSync,
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
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createChatCompletionsModel,
  createGitCli,
  createGithubForge,
  githubRepositoryOf,
  runAgentJob,
  type AgentJobInput,
} from '@quire/agent';
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
import { startGitHttpsRemote } from '../../../test-support/git-https-remote.js';

const TIMEOUT_PAGE =
  '---\ntitle: Timeouts\n---\n\n## The timeout option\n\n`timeout` is how long a request may take, in milliseconds.\n';
const BROKEN_PAGE = '---\ntitle: Timeouts\n---\n\n<Note>\nThe `timeout` option.\n';

let tmp: string;
let forge: Awaited<ReturnType<typeof startFakeForge>>;

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'quire-agent-'));
  forge = await startFakeForge();
});
afterAll(async () => {
  await forge.close();
  rmSync(tmp, { recursive: true, force: true });
});

/** What git runs with: the PATH and a HOME of the test's own (as the service passes its own). */
const gitEnv = () => ({ PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: tmp });
const SHOWN = 'https://github.com/acme/docs';

const toolResults = (requests: readonly ModelRequest[]) =>
  (requests.at(-1)?.messages ?? []).filter((m) => m.role === 'tool').map((m) => m.content ?? '');

async function runWith(
  name: string,
  turns: readonly ScriptedTurn[],
  overrides: Partial<AgentJobInput> = {},
  remote?: string,
) {
  const model = await startScriptedModel(playTurns(turns));
  const repository = remote ?? createDocsRemote(join(tmp, name));
  try {
    const result = await runAgentJob({
      id: name,
      prompts: ['Document the new `timeout` option.'],
      project: { repository, baseBranch: 'main', docsRoot: 'docs', shownRepository: SHOWN },
      model: createChatCompletionsModel({
        url: `${model.url}/chat/completions`,
        model: 'scripted-1',
        timeoutMs: 60_000,
      }),
      git: createGitCli({ env: gitEnv() }),
      forge: createGithubForge({ apiUrl: forge.url, repository: 'acme/docs', token: 'ghp_test' }),
      workDir: join(tmp, 'work'),
      limits: { maxFixRounds: 1 },
      ...overrides,
    });
    return { result, requests: model.requests, repository };
  } finally {
    await model.close();
  }
}

const writeTimeout = (content: string): ScriptedTurn => ({
  toolCalls: [{ name: 'write_file', arguments: { path: 'guides/timeout.mdx', content } }],
});
const finish: ScriptedTurn = {
  toolCalls: [{ name: 'finish', arguments: { message: 'Added a page about the timeout option.' } }],
};

describe('runAgentJob', () => {
  it('edits the docs, pushes quire/agent-<id> and opens the pull request', async () => {
    const { result, requests, repository } = await runWith('happy', [
      {
        toolCalls: [
          {
            name: 'todo_write',
            arguments: {
              todos: [
                {
                  id: 't1',
                  content: 'Write the timeout page',
                  status: 'in_progress',
                  priority: 'high',
                },
              ],
            },
          },
        ],
      },
      { toolCalls: [{ name: 'search_docs', arguments: { query: 'retries' } }] },
      writeTimeout(TIMEOUT_PAGE),
      {
        toolCalls: [
          { name: 'add_to_navigation', arguments: { page: 'guides/timeout', group: 'Guides' } },
          { name: 'validate_docs', arguments: {} },
        ],
      },
      finish,
    ]);
    expect(result).toMatchObject({
      kind: 'completed',
      prLink: 'https://github.example/acme/docs/pull/1',
      branch: 'quire/agent-happy',
      messageToUser: 'Added a page about the timeout option.',
    });
    expect(result.todos).toEqual([
      { id: 't1', content: 'Write the timeout page', status: 'in_progress', priority: 'high' },
    ]);
    // The search found the configure page; validation passed; every tool result went back to the model.
    const all = requests
      .at(-1)!
      .messages.filter((m) => m.role === 'tool')
      .map((m) => m.content);
    expect(all[1]).toContain('guides/configure.mdx');
    expect(all.at(-1)).toBe('No problems found.');
    expect(requests[0]!.tools.map((t) => t.function.name)).toEqual(
      expect.arrayContaining([
        'list_files',
        'read_file',
        'write_file',
        'edit_file',
        'search_docs',
        'validate_docs',
        'check_links',
        'todo_write',
        'finish',
      ]),
    );
    // The remote has the branch: one commit on top of main with the page and the navigation entry.
    const head = git(repository, 'rev-parse', 'refs/heads/quire/agent-happy');
    expect(result.kind === 'completed' && result.commit).toBe(head);
    expect(git(repository, 'rev-parse', `${head}^`)).toBe(
      git(repository, 'rev-parse', 'refs/heads/main'),
    );
    expect(git(repository, 'show', `${head}:docs/guides/timeout.mdx`)).toBe(TIMEOUT_PAGE.trim());
    expect(git(repository, 'show', `${head}:docs/docs.json`)).toContain('"guides/timeout"');
    const pull = forge.pulls.at(-1)!;
    expect(pull.path).toBe('/repos/acme/docs/pulls');
    expect(pull.authorization).toBe('Bearer ghp_test');
    expect(pull.body).toMatchObject({
      head: 'quire/agent-happy',
      base: 'main',
      title: 'Quire agent: Document the new `timeout` option.',
      draft: false,
    });
    expect(pull.body.body).toContain('> Document the new `timeout` option.');
    expect(pull.body.body).toContain('- `docs/guides/timeout.mdx`');
    expect(pull.body.body).toContain('Quire validation and link check pass: no errors');
  });

  it('refuses ../, absolute paths, symlinks out of the docs root and a 100 MB write, and the job goes on', async () => {
    const dir = join(tmp, 'refusals');
    const seed = join(dir, 'fixture');
    mkdirSync(seed, { recursive: true });
    cpSync(AGENT_FIXTURE, seed, { recursive: true });
    symlinkSync('/etc', join(seed, 'docs', 'outside'));
    symlinkSync('/etc/hostname', join(seed, 'docs', 'host.mdx'));
    const remote = createDocsRemote(dir, seed);
    const huge = 'x'.repeat(100 * 1024 * 1024);
    const { result, requests } = await runWith(
      'refusals',
      [
        {
          toolCalls: [
            { name: 'read_file', arguments: { path: '../../../../etc/passwd' } },
            { name: 'read_file', arguments: { path: '/etc/passwd' } },
          ],
        },
        {
          toolCalls: [
            { name: 'read_file', arguments: { path: 'outside/passwd' } },
            { name: 'write_file', arguments: { path: 'host.mdx', content: 'x' } },
            { name: 'list_files', arguments: { path: 'outside' } },
          ],
        },
        {
          toolCalls: [{ name: 'write_file', arguments: `{"path":"big.mdx","content":"${huge}"}` }],
        },
        writeTimeout(TIMEOUT_PAGE),
        finish,
      ],
      {},
      remote,
    );
    const results = toolResults(requests);
    expect(results.slice(0, 5)).toEqual([
      expect.stringMatching(/^Refused: .*contains "\.\."/),
      expect.stringMatching(/^Refused: .*absolute path/),
      expect.stringMatching(/^Refused: .*symbolic link that leads outside/),
      expect.stringMatching(/^Refused: .*symbolic link that leads outside/),
      expect.stringMatching(/^Refused: .*symbolic link that leads outside/),
    ]);
    expect(results[5]).toMatch(/^Refused: writing 104857600 bytes to "big.mdx" is over the limit/);
    expect(results[6]).toBe(`wrote ${Buffer.byteLength(TIMEOUT_PAGE)} bytes to guides/timeout.mdx`);
    expect(result).toMatchObject({
      kind: 'completed',
      prLink: expect.stringMatching(/\/pull\/\d+$/),
    });
    // The user is told the job was held inside its bounds: how many calls, each tool and why.
    const [said, note] = result.messageToUser.split('\n\n');
    expect(said).toBe('Added a page about the timeout option.');
    expect(note?.split('\n')).toEqual([
      '6 tool calls were refused:',
      expect.stringMatching(/^- read_file: .*contains "\.\."/),
      expect.stringMatching(/^- read_file: .*absolute path/),
      expect.stringMatching(/^- read_file: .*symbolic link that leads outside/),
      expect.stringMatching(/^- write_file: .*symbolic link that leads outside/),
      expect.stringMatching(/^- list_files: .*symbolic link that leads outside/),
      expect.stringMatching(
        /^- write_file: writing 104857600 bytes to "big\.mdx" is over the limit/,
      ),
    ]);
    // A 100 MB tool call goes through the scripted model and the agent, and the gate renders the pages.
  }, 180_000);

  it('shows the model the errors its change adds, and completes once it fixes them', async () => {
    const { result, requests } = await runWith('fixes', [
      writeTimeout(BROKEN_PAGE),
      finish,
      writeTimeout(TIMEOUT_PAGE),
      finish,
    ]);
    const shown = requests[2]!.messages.at(-1)!;
    expect(shown.role).toBe('user');
    // Issue 30.4: the line of the mistake (the <Note> on line 5 never closes), as quire validate and build say it.
    expect(shown.content).toMatch(
      /^guides\/timeout\.mdx:5:1 error mdx\/compile-error: Could not compile MDX: Expected a closing tag for `<Note>` \(5:1-5:7\).*\(hint: Close `<Note>` opened at 5:1 with `<\/Note>`/m,
    );
    expect(result).toMatchObject({ kind: 'completed' });
  });

  it('fails with the errors as the reason when the rounds run out', async () => {
    const { result, repository } = await runWith('gives-up', [
      writeTimeout(BROKEN_PAGE),
      finish,
      finish,
    ]);
    // What the user reads (messageToUser) names the same place as the model was shown.
    expect(result).toMatchObject({
      kind: 'failed',
      haltReason: 'error',
      messageToUser: expect.stringContaining('guides/timeout.mdx:5:1 error mdx/compile-error'),
    });
    expect(result.kind === 'failed' && result.reason).toMatch(
      /^validation still finds 1 new error after 2 rounds:\nguides\/timeout\.mdx:5:1 error mdx\/compile-error/,
    );
    expect(() =>
      git(repository, 'rev-parse', '--verify', '--quiet', 'refs/heads/quire/agent-gives-up'),
    ).toThrow();
  });

  it('fails with github_missconfigured when the forge refuses, after pushing the branch', async () => {
    const { result, repository } = await runWith(
      'forge-refuses',
      [writeTimeout(TIMEOUT_PAGE), finish],
      {
        forge: createGithubForge({
          apiUrl: `${forge.url}/wrong`,
          repository: 'acme/docs',
          token: 't',
        }),
      },
    );
    expect(result).toMatchObject({ kind: 'failed', haltReason: 'github_missconfigured' });
    expect(result).toMatchObject({ branch: 'quire/agent-forge-refuses' });
    expect(result.kind === 'failed' && result.reason).toMatch(
      /^The branch quire\/agent-forge-refuses was pushed to https:\/\/github\.com\/acme\/docs, but no pull request was opened: GitHub refused the pull request for acme\/docs \(HTTP 404/,
    );
    expect(result.messageToUser).toContain(
      'Open the pull request from quire/agent-forge-refuses yourself',
    );
    expect(
      git(repository, 'rev-parse', '--verify', 'refs/heads/quire/agent-forge-refuses'),
    ).toMatch(/^[0-9a-f]{40}$/);
  });

  it('fails with the answer of the model as the reason when it is not a chat completions API', async () => {
    const { result } = await runWith('bad-model', [], {
      model: createChatCompletionsModel({
        url: `${forge.url}/nothing/chat/completions`,
        model: 'm',
        timeoutMs: 1_000,
      }),
    });
    expect(result).toMatchObject({ kind: 'failed', haltReason: 'error' });
    expect(result.kind === 'failed' && result.reason).toMatch(
      /^The model at http:\/\/127\.0\.0\.1:\d+\/nothing\/chat\/completions answered HTTP 404/,
    );
  });

  it('fails with the message of git when the repository cannot be cloned', async () => {
    const { result } = await runWith('no-repo', [], {}, join(tmp, 'missing.git'));
    expect(result).toMatchObject({
      kind: 'failed',
      haltReason: 'error',
      reason: expect.stringMatching(/^git clone main failed: .*does not exist/),
    });
  });

  it('reads owner/name from GitHub URLs only', () => {
    expect(githubRepositoryOf('https://github.com/acme/docs.git')).toBe('acme/docs');
    expect(githubRepositoryOf('git@github.example.com:acme/docs.git')).toBe('acme/docs');
    expect(githubRepositoryOf('https://ghe.example.com/acme/docs/')).toBe('acme/docs');
    expect(githubRepositoryOf('/srv/repos/docs.git')).toBeUndefined();
  });

  it('completes without a pull request when nothing changed', async () => {
    const { result } = await runWith('no-change', [{ content: 'The docs already describe this.' }]);
    expect(result).toMatchObject({
      kind: 'completed',
      prLink: null,
      commit: null,
      messageToUser: 'The docs already describe this.',
    });
  });

  it('opens a draft pull request when the job asks for one', async () => {
    const { result } = await runWith('draft', [writeTimeout(TIMEOUT_PAGE), finish], {
      draft: true,
    });
    expect(result).toMatchObject({ kind: 'completed', prLink: expect.stringContaining('/pull/') });
    expect(forge.pulls.find((p) => p.body.head === 'quire/agent-draft')?.body.draft).toBe(true);
  });
});

describe('runAgentJob on an HTTPS remote that needs the forge token', () => {
  const TOKEN = 'ghp_only-the-remote-knows';
  let remote: Awaited<ReturnType<typeof startGitHttpsRemote>>;
  let seen: string;
  /** git as the job runs it: the real binary behind a shim that writes down its arguments and environment. */
  let gitWithLog: ReturnType<typeof createGitCli>;
  beforeAll(async () => {
    const dir = join(tmp, 'https');
    remote = await startGitHttpsRemote(createDocsRemote(dir), TOKEN);
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    seen = join(dir, 'git-calls.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(
      join(bin, 'git'),
      `#!/bin/sh\n{ printf '%s\\n' "$*"; env; } >> "${seen}"\nexec "${real}" "$@"\n`,
    );
    chmodSync(join(bin, 'git'), 0o755);
    gitWithLog = createGitCli({
      env: { ...gitEnv(), PATH: `${bin}:${gitEnv().PATH}`, GIT_CONFIG_GLOBAL: remote.gitConfig },
    });
  });
  afterAll(() => remote.close());

  it('clones and pushes with the token, which reaches neither the arguments nor the environment of git', async () => {
    const { result } = await runWith(
      'https-ok',
      [writeTimeout(TIMEOUT_PAGE), finish],
      { git: gitWithLog, credential: { url: remote.url, token: TOKEN } },
      remote.url,
    );
    expect(result).toMatchObject({ kind: 'completed', prLink: expect.stringContaining('/pull/') });
    const granted = remote.requests.filter((r) => r.credential === 'granted').map((r) => r.path);
    expect(granted).toEqual(
      expect.arrayContaining([
        expect.stringContaining('git-upload-pack'),
        expect.stringContaining('git-receive-pack'),
      ]),
    );
    expect(remote.requests.some((r) => r.credential === 'denied')).toBe(false);
    const log = readFileSync(seen, 'utf8');
    expect(log).toContain('clone');
    expect(log).toContain('push');
    expect(log).not.toContain(TOKEN);
  });

  it('fails as github_missconfigured when the remote refuses the token, or there is none', async () => {
    const refused = await runWith(
      'https-wrong',
      [writeTimeout(TIMEOUT_PAGE), finish],
      { git: gitWithLog, credential: { url: remote.url, token: 'ghp_wrong' } },
      remote.url,
    );
    expect(refused.result).toMatchObject({ kind: 'failed', haltReason: 'github_missconfigured' });
    expect(refused.result.messageToUser).toMatch(/refused git the credential.*forge token/);
    expect(remote.requests.some((r) => r.credential === 'denied')).toBe(true);
    const missing = await runWith(
      'https-none',
      [writeTimeout(TIMEOUT_PAGE), finish],
      { git: gitWithLog },
      remote.url,
    );
    expect(missing.result).toMatchObject({ kind: 'failed', haltReason: 'github_missconfigured' });
  });
});
