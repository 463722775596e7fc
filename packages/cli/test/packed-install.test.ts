import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPacked } from '../../../test-support/packed-install.js';

const CORPORA = fileURLToPath(new URL('../../../../shared/corpora/', import.meta.url));
const REPO = realpathSync(fileURLToPath(new URL('../../../', import.meta.url)));
let work: string;
let project: string;

/** `npx quire ...` in the user's project: only the locally installed command (`--no`: never download). */
const npx = (args: string[], env: Record<string, string> = {}) =>
  spawnSync('npx', ['--no', 'quire', ...args], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 240_000,
  });

/** Starts a long-running command (in a process group of its own, to stop it whole) and resolves with the URL it prints. */
function started(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn('npx', ['--no', 'quire', ...args], {
    cwd: project,
    env: { ...process.env, ...env },
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

/** Stops a command started with `started`: npx, the shell and quire. */
const stop = (child: ChildProcess) => {
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
};
const get = (url: string) => fetch(url, { signal: AbortSignal.timeout(120_000) });

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-packed-'));
  project = join(work, 'my-docs');
  await cp(join(CORPORA, 'tickdb'), join(project, 'docs'), { recursive: true });
  installPacked(project, join(work, 'packs'));
}, 600_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('@quire/cli installed from its packed tarballs, offline, in a folder of its own', () => {
  it('is installed as files of the project, not links into the monorepo', () => {
    const bin = realpathSync(join(project, 'node_modules/.bin/quire'));
    expect(bin.startsWith(realpathSync(project))).toBe(true);
    expect(bin.startsWith(REPO)).toBe(false);
    expect(existsSync(join(project, 'node_modules/@quire/client/bundle'))).toBe(true);
  });

  it('validates and builds a real docs repository', () => {
    const validate = npx(['validate', 'docs', '--format', 'json']);
    expect(validate.status).toBe(0);
    expect((JSON.parse(validate.stdout) as { errors: number }).errors).toBe(0);
    const build = npx(['build', 'docs', '--base-url', 'https://docs.example.com']);
    expect(build.stderr).not.toMatch(/\n\s+at /);
    expect(build.status).toBe(0);
    expect(
      existsSync(join(project, 'docs/dist/index.html')) ||
        existsSync(join(project, 'docs/dist/_quire/site.json')),
    ).toBe(true);
  }, 300_000);

  it('serves the build, previews with dev, and manages keys', async () => {
    const data = { QUIRE_DATA_DIR: join(work, 'data') };
    // A page of the site: the first the sitemap lists.
    const loc = /<loc>([^<]+)<\/loc>/.exec(
      readFileSync(join(project, 'docs/dist/sitemap.xml'), 'utf8'),
    )?.[1];
    const route = loc ? new URL(loc).pathname : '/missing';
    const serve = await started(['serve', 'docs/dist', '--port', '0'], data);
    try {
      const page = await get(`${serve.url}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
      expect((await get(`${serve.url}/no-such-page`)).status).toBe(404);
    } finally {
      stop(serve.child);
    }
    const dev = await started(['dev', 'docs', '--port', '0', '--no-api'], data);
    try {
      const page = await get(`${dev.url}${route}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html');
    } finally {
      stop(dev.child);
    }
    const created = npx(
      ['keys', 'create', '--kind', 'admin', '--project', 'my-docs', '--name', 'packed', '--json'],
      data,
    );
    expect([created.status, created.stderr.match(/quire keys: .*/)?.[0]]).toEqual([0, undefined]);
    const { id } = JSON.parse(created.stdout) as { id: string };
    const listed = npx(['keys', 'list', '--json'], data);
    expect(listed.status).toBe(0);
    expect((JSON.parse(listed.stdout) as { keys: { id: string; name: string }[] }).keys).toEqual([
      expect.objectContaining({ id, name: 'packed' }),
    ]);
  }, 300_000);
});
