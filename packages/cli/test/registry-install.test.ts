import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type * as PickEntry from '../bin/pick-entry.js';
import {
  installCli,
  packNativeBinary,
  publishWorkspaces,
  run,
  startNativeMirror,
  startRegistry,
  userEnv,
  type LocalRegistry,
  type NativeMirror,
  type RunResult,
} from '../../../test-support/registry-install.js';

// How a user gets Quire: every public package published to a registry, `npm install --save-dev @quire/cli` in
// a repository of their own, then each command against that one install. The suite's slowest test: one
// publish, one install (tarballs from npm's cache; the registry's metadata through the loopback registry).

const REPO = realpathSync(fileURLToPath(new URL('../../../', import.meta.url)));
let work: string;
let project: string;
let registry: LocalRegistry | undefined;
let mirror: NativeMirror | undefined;
let published: RunResult;
let installed: RunResult;

/** `npx quire …` in the user's repository: the installed command only (`--no`: never download one). */
const quire = (args: string[]) =>
  run('npx', ['--no', 'quire', ...args], { cwd: project, timeoutMs: 240_000 });

/** Starts a long-running command (in a process group of its own, to stop it whole) and resolves with the URL it prints. */
function started(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('npx', ['--no', 'quire', ...args], {
    cwd: project,
    env: userEnv(),
    detached: true,
  });
  return new Promise((resolve, reject) => {
    let text = '';
    const seen = (d: Buffer) => {
      text += d.toString();
      const m = /(http:\/\/(?:127\.0\.0\.1|localhost):\d+)/.exec(text);
      if (m) resolve({ child, url: m[1]! });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.on('exit', (code) => reject(new Error(`quire ${args[0]} exited with ${code}: ${text}`)));
  });
}

const stop = (child: ChildProcess) => {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
};
const get = (url: string, init?: RequestInit) =>
  fetch(url, { ...init, signal: AbortSignal.timeout(120_000) });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-registry-'));
  project = join(work, 'my-repo');
  mkdirSync(project);
  registry = await startRegistry(join(work, 'registry'));
  await packNativeBinary(join(work, 'better-sqlite3.tar.gz'));
  mirror = await startNativeMirror(join(work, 'better-sqlite3.tar.gz'));
  published = await publishWorkspaces(registry);
  expect(await run('git', ['init', '-q'], { cwd: project })).toMatchObject({ status: 0 });
  if (published.status === 0) installed = await installCli(project, registry, mirror);
  // The registry's part is over: every command below runs from the install.
  await registry.close();
  registry = undefined;
}, 900_000);

afterAll(async () => {
  await registry?.close();
  await mirror?.close();
  await rm(work, { recursive: true, force: true });
});

describe('@quire/cli installed from a registry, in a repository of its own', () => {
  it('installs with every package it needs published, as files of the project, its native module from its install script', () => {
    expect([published.status, published.stderr]).toEqual([0, expect.any(String)]);
    expect([installed.status, installed.stderr.match(/npm error .*/g)]).toEqual([0, null]);
    const bin = realpathSync(join(project, 'node_modules/.bin/quire'));
    expect(bin.startsWith(realpathSync(project))).toBe(true);
    expect(bin.startsWith(REPO)).toBe(false);
    for (const name of ['cli', 'server', 'agent', 'assistant', 'client'])
      expect([
        name,
        existsSync(join(project, 'node_modules/@quire', name, 'package.json')),
      ]).toEqual([name, true]);
    expect(existsSync(join(project, 'node_modules/@quire/client/bundle/quire-client.js'))).toBe(
      true,
    );
    // Only the bundle's: the browser runtime's packages are not installed.
    expect(existsSync(join(project, 'node_modules/mermaid'))).toBe(false);
    expect(mirror!.requests).toHaveLength(1);
    expect(existsSync(join(project, 'node_modules/better-sqlite3/build/Release'))).toBe(true);
  });

  it('runs the bundled command, which finds the packages beside it as published', async () => {
    const cli = join(project, 'node_modules/@quire/cli');
    const { entryUrl } = (await import(
      pathToFileURL(join(cli, 'bin/pick-entry.js')).href
    )) as typeof PickEntry;
    expect(entryUrl(pathToFileURL(`${cli}/`), {}).href).toBe(
      pathToFileURL(join(cli, 'bundle/main.js')).href,
    );
    const version = await quire(['--version']);
    expect([version.status, version.stdout.trim()]).toEqual([
      0,
      expect.stringMatching(/^\d+\.\d+\.\d+/),
    ]);
  });

  it('starts a site with quire init docs that validates and builds, and leaves git only sources to commit', async () => {
    const init = await quire(['init', 'docs', '--name', 'Acme Docs']);
    expect([init.status, init.stderr]).toEqual([0, '']);
    expect(existsSync(join(project, '.github/workflows/docs.yml'))).toBe(true);
    const validate = await quire(['validate', 'docs', '--format', 'json']);
    expect(validate.status).toBe(0);
    expect(JSON.parse(validate.stdout)).toMatchObject({ errors: 0, warnings: 0 });
    const build = await quire(['build', 'docs', '--base-url', 'https://docs.example.com']);
    expect(build.stderr).not.toMatch(/\n\s+at /);
    expect([build.status, build.stdout]).toEqual([0, expect.stringContaining('0 errors')]);
    expect(existsSync(join(project, 'docs/dist/guides/components/index.html'))).toBe(true);
    const status = await run('git', ['status', '--porcelain', '--untracked-files=all'], {
      cwd: project,
    });
    const files = status.stdout.split('\n').filter(Boolean);
    expect(files.filter((f) => /node_modules\/|dist\/|\.quire\//.test(f))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['?? package.json', '?? docs/docs.json']));
  }, 600_000);

  it('serves the build with the API: a key from quire keys create, and a search over HTTP', async () => {
    const created = await quire([
      'keys',
      'create',
      '--kind',
      'assistant',
      '--domain',
      'acme-docs',
      '--name',
      'install test',
      '--json',
    ]);
    expect([created.status, created.stderr]).toEqual([0, '']);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const serve = await started(['serve', 'docs/dist', '--port', '0']);
    try {
      const page = await get(`${serve.url}/guides/components`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Code groups');
      const search = await get(`${serve.url}/discovery/v1/search/acme-docs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'code groups' }),
      });
      expect(search.status).toBe(200);
      const hits = (await search.json()) as { path: string }[];
      expect(hits.map((h) => h.path)).toContain('/guides/components');
    } finally {
      stop(serve.child);
    }
  }, 300_000);

  it('previews with quire dev', async () => {
    const dev = await started(['dev', 'docs', '--port', '0']);
    try {
      const page = await get(`${dev.url}/quickstart`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      stop(dev.child);
    }
  }, 300_000);

  it('answers an MCP client with quire mcp', async () => {
    const client = new Client({ name: 'install-test', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: 'npx',
        args: ['--no', 'quire', 'mcp', 'docs/dist'],
        cwd: project,
        env: userEnv() as Record<string, string>,
        stderr: 'ignore',
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual([
        'search_acme_docs',
        'query_docs_filesystem_acme_docs',
        'submit_feedback',
      ]);
      const found = await client.callTool({
        name: 'search_acme_docs',
        arguments: { query: 'code groups' },
      });
      expect(JSON.stringify(found.content)).toContain('File: /guides/components.md');
    } finally {
      await client.close();
    }
  }, 300_000);
});
