import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const EXAMPLES = join(REPO, 'docs/deploy/examples');
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const example = (file: string) => readFileSync(join(EXAMPLES, file), 'utf8');
const pages = readdirSync(join(REPO, 'docs/deploy'))
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => readFileSync(join(REPO, 'docs/deploy', f), 'utf8'));
/** `npx quire <args>` as a workflow runs it, with the quire of this repository. */
const quire = (cwd: string, command: string) =>
  spawnSync(process.execPath, [bin, ...command.replace(/^npx quire /, '').split(' ')], {
    cwd,
    encoding: 'utf8',
  });

let work: string;
let site: string;
let workflowRuns: string[];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-deploy-'));
  site = join(work, 'repo');
  await cp(join(REPO, 'fixtures/build-site'), site, { recursive: true });
  const workflow = parse(example('github-pages.yml')) as {
    jobs: Record<
      string,
      { steps: { run?: string; uses?: string; with?: Record<string, unknown> }[] }
    >;
  };
  workflowRuns = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.flatMap((s) => (s.run ? [s.run] : [])),
  );
  // Run the workflow's quire steps, in order, at the root of a repository holding docs.json.
  for (const run of workflowRuns.filter((r) => r.startsWith('npx quire '))) {
    const r = quire(site, run);
    expect([run, r.status, r.stderr]).toEqual([run, 0, expect.any(String)]);
  }
}, 240_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the deploy guide', () => {
  it('shows every example file verbatim, in a code block', () => {
    for (const file of readdirSync(EXAMPLES))
      expect([file, pages.some((p) => p.includes(`\n${example(file)}\`\`\``))]).toEqual([
        file,
        true,
      ]);
  });

  it('the GitHub Pages workflow checks, builds and uploads the folder it built', () => {
    const workflow = parse(example('github-pages.yml')) as {
      jobs: { deploy: { steps: { uses?: string; with?: Record<string, unknown> }[] } };
    };
    expect(workflowRuns).toEqual(
      expect.arrayContaining(['npx quire validate --format github', 'npx quire broken-links']),
    );
    const build = workflowRuns.find((r) => r.startsWith('npx quire build'));
    const out = /--out (\S+)/.exec(build ?? '')?.[1];
    const upload = workflow.jobs.deploy.steps.find((s) =>
      s.uses?.startsWith('actions/upload-pages-artifact'),
    );
    expect(upload?.with?.['path']).toBe(out);
    expect(existsSync(join(site, String(out), 'index.html'))).toBe(true);
    expect(
      workflow.jobs.deploy.steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.[
        'node-version'
      ],
    ).toBe(20);
  });

  it('shows the _redirects and _headers files the build writes for the redirects it shows', () => {
    const config = JSON.parse(readFileSync(join(site, 'docs.json'), 'utf8')) as {
      redirects: unknown;
    };
    const shown = JSON.stringify(config.redirects, null, 2).replace(
      /\{\n\s+("source": "[^"]+"),\n\s+("destination": "[^"]+")\n\s+\}/g,
      '{ $1, $2 }',
    );
    expect(pages.some((p) => p.includes(`"redirects": ${shown}`))).toBe(true);
    expect(readFileSync(join(site, 'dist/_redirects'), 'utf8')).toBe(example('redirects.txt'));
    expect(readFileSync(join(site, 'dist/_headers'), 'utf8')).toBe(example('headers.txt'));
  });

  it('Netlify, Cloudflare Pages and S3 run the same build and publish the folder it writes', () => {
    const build = workflowRuns.find((r) => r.startsWith('npx quire build'));
    const toml = example('netlify.toml');
    expect(/command = "([^"]+)"/.exec(toml)?.[1]).toBe(build);
    expect(/publish = "([^"]+)"/.exec(toml)?.[1]).toBe('dist');
    expect(pages.some((p) => p.includes(`build command \`${build}\``))).toBe(true);
    const s3 = example('s3-sync.sh').split('\n');
    expect(s3).toContain(build);
    for (const folder of s3.flatMap((l) => [...l.matchAll(/\bsync (dist\S*)/g)].map((m) => m[1]!)))
      expect(existsSync(join(site, folder))).toBe(true);
  });

  it('nginx finds every built page with try_files, the 404 page and the asset folder', () => {
    const conf = example('nginx-static.conf');
    const tries = /try_files ([^;]+);/.exec(conf)?.[1]?.split(' ') ?? [];
    expect(tries.at(-1)).toBe('=404');
    const dist = join(site, 'dist');
    for (const url of ['/', '/guides/start', '/guides/deep']) {
      const found = tries
        .slice(0, -1)
        .map((t) => t.replace('$uri', url === '/' ? '' : url))
        .some((p) => existsSync(join(dist, p)) && !p.endsWith('/') && p !== '');
      expect([url, found || existsSync(join(dist, url, 'index.html'))]).toEqual([url, true]);
    }
    expect(existsSync(join(dist, /error_page 404 (\S+);/.exec(conf)?.[1] ?? 'missing'))).toBe(true);
    expect(
      existsSync(join(dist, /location (\/_quire\/assets\/) /.exec(conf)?.[1] ?? 'missing')),
    ).toBe(true);
  });

  it('the GitHub Pages project-site workflow builds for the URL configure-pages gives, and uploads that build', async () => {
    const workflow = parse(example('github-pages-project.yml')) as {
      jobs: {
        deploy: {
          steps: { id?: string; run?: string; uses?: string; with?: Record<string, unknown> }[];
        };
      };
    };
    const steps = workflow.jobs.deploy.steps;
    const pages = steps.findIndex((s) => s.uses?.startsWith('actions/configure-pages'));
    const build = steps.findIndex((s) => s.run?.startsWith('npx quire build'));
    expect(steps[pages]?.id).toBe('pages');
    expect(pages).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(pages);
    const run = steps[build]!.run!;
    expect(run).toContain('--base-url ${{ steps.pages.outputs.base_url }}');
    // As GitHub runs it for the project site of acme/harbor.
    const project = join(work, 'project');
    await cp(join(REPO, 'fixtures/build-site'), project, { recursive: true });
    const r = quire(
      project,
      run.replace('${{ steps.pages.outputs.base_url }}', 'https://acme.github.io/harbor'),
    );
    expect([r.status, r.stderr]).toEqual([0, expect.any(String)]);
    const out = /--out (\S+)/.exec(run)?.[1];
    expect(
      steps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'))?.with?.['path'],
    ).toBe(out);
    const home = readFileSync(join(project, String(out), 'index.html'), 'utf8');
    expect(home).toContain('data-base-path="/harbor"');
    expect(home).toMatch(
      /<link rel="stylesheet" href="\/harbor\/_quire\/assets\/quire\.[0-9a-f]+\.css"/,
    );
    expect(readFileSync(join(project, String(out), 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://acme.github.io/harbor/guides/start</loc>',
    );
  }, 120_000);

  it('the reverse proxy under /docs passes the path on as it is, to where the unit runs quire serve', () => {
    const conf = example('nginx-subpath.conf');
    const block = /location \/docs\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    const port = /--port (\d+)/.exec(example('quire.service'))?.[1];
    // No path after the address: nginx passes /docs/… on unchanged, and quire serve answers under /docs.
    expect(block).toContain(`proxy_pass http://127.0.0.1:${port};`);
    expect(block).toContain('proxy_buffering off;');
    expect(block).toContain('client_max_body_size 10m;');
    expect(conf).toMatch(/location = \/docs \{\s*return 301 \/docs\/;\s*\}/);
    expect(pages.some((p) => p.includes('--base-url https://example.com/docs'))).toBe(true);
  });

  it('the systemd unit starts quire serve with flags and variables that exist, behind the proxy the guide shows', async () => {
    const unit = example('quire.service');
    const exec = /^ExecStart=\S+ quire (serve .+)$/m.exec(unit)?.[1] ?? '';
    const help = quire(site, 'npx quire serve --help').stdout;
    for (const flag of exec.match(/--[a-z-]+/g) ?? [])
      expect([flag, help.includes(flag)]).toEqual([flag, true]);
    const port = /--port (\d+)/.exec(exec)?.[1];
    expect(example('nginx-proxy.conf')).toContain(`proxy_pass http://127.0.0.1:${port};`);
    expect(example('nginx-proxy.conf')).toContain('client_max_body_size 10m;');
    const serveDoc = readFileSync(join(REPO, 'docs/cli/serve.mdx'), 'utf8');
    for (const name of [...unit.matchAll(/^Environment=(QUIRE_[A-Z_]+)=/gm)].map((m) => m[1]!))
      expect([name, serveDoc.includes(name)]).toEqual([name, true]);
    // The unit's command serves the built site (on a free port here).
    const child = spawn(
      process.execPath,
      [bin, ...exec.replace(/--port \d+/, '--port 0').split(' ')],
      { cwd: site, env: { ...process.env, QUIRE_DATA_DIR: join(work, 'data') } },
    );
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (d: Buffer) => {
          text += d.toString();
          const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(text);
          if (m) resolve(m[1]!);
        });
        child.on('exit', (code) => reject(new Error(`quire serve exited with ${code}`)));
      });
      expect((await fetch(`${url}/guides/start`)).status).toBe(200);
    } finally {
      child.kill();
    }
  }, 120_000);
});
