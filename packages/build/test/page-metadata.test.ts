import { execFileSync } from 'node:child_process';
import { chmod, cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, htmlPathFor, loadLastModified, type BuildResult } from '@quire/build';

const fixture = fileURLToPath(new URL('../../../fixtures/page-metadata/', import.meta.url));

/** The fixture copied into a fresh folder. */
async function copyOfFixture(): Promise<string> {
  const root = join(await mkdtemp(join(tmpdir(), 'quire-dated-')), 'docs');
  await cp(fixture, root, { recursive: true });
  return root;
}

/** Commits `files` in `root` with the given commit date. */
function commit(root: string, files: readonly string[], date: string): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: 'T',
    GIT_AUTHOR_EMAIL: 't@example.com',
    GIT_COMMITTER_NAME: 'T',
    GIT_COMMITTER_EMAIL: 't@example.com',
  };
  execFileSync('git', ['-C', root, 'add', ...files], { env });
  execFileSync('git', ['-C', root, 'commit', '-q', '-m', `at ${date}`], { env });
}

async function build(root: string): Promise<BuildResult & { page(url: string): Promise<string> }> {
  const work = await mkdtemp(join(tmpdir(), 'quire-dated-out-'));
  const r = await buildSite({
    root,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
    workers: 1,
  });
  expect(r.ok).toBe(true);
  return { ...r, page: (url) => readFile(join(r.outDir, htmlPathFor(url)), 'utf8') };
}

const shownDate = (html: string) =>
  /<p class="q-last-modified">Last modified on <time datetime="([^"]+)">([^<]+)<\/time><\/p>/
    .exec(html)
    ?.slice(1);

describe('metadata.timestamp: last-modified dates from git history', () => {
  let gitCalls: string;
  let site: Awaited<ReturnType<typeof build>>;
  const savedPath = process.env.PATH;

  beforeAll(async () => {
    const root = await copyOfFixture();
    execFileSync('git', ['-C', root, 'init', '-q']);
    commit(root, ['.'], '2024-03-05T10:00:00Z');
    await writeFile(join(root, 'guide.mdx'), '---\ntitle: "Guide"\n---\n\nChanged since.\n');
    commit(root, ['guide.mdx'], '2025-01-10T12:00:00Z');
    // Every git command the build runs goes through this wrapper, which writes it down.
    const bin = await mkdtemp(join(tmpdir(), 'quire-git-spy-'));
    gitCalls = join(bin, 'calls.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    await writeFile(
      join(bin, 'git'),
      `#!/bin/sh\necho "$*" >> ${JSON.stringify(gitCalls)}\nexec ${JSON.stringify(real)} "$@"\n`,
    );
    await chmod(join(bin, 'git'), 0o755);
    await writeFile(gitCalls, '');
    process.env.PATH = `${bin}:${savedPath ?? ''}`;
    site = await build(root);
  });
  afterAll(() => {
    process.env.PATH = savedPath;
  });

  it("shows each page's last commit date under its content", async () => {
    expect(shownDate(await site.page('/'))).toEqual(['2024-03-05T10:00:00+00:00', 'March 5, 2024']);
    expect(shownDate(await site.page('/guide'))).toEqual([
      '2025-01-10T12:00:00+00:00',
      'January 10, 2025',
    ]);
  });

  it('reads the whole history with one git log, not one per page', async () => {
    const calls = (await readFile(gitCalls, 'utf8')).split('\n').filter(Boolean);
    expect(calls.filter((c) => /(^| )log( |$)/.test(c))).toHaveLength(1);
    expect(calls.length).toBeLessThanOrEqual(2);
  });

  it('a page hides its date with `timestamp: false`, and gives its own with `lastUpdatedDate`', async () => {
    expect(shownDate(await site.page('/undated'))).toBeUndefined();
    expect(shownDate(await site.page('/pinned'))).toEqual(['2026-08-13', 'August 13, 2026']);
  });

  it("puts the date in the page's structured data", async () => {
    expect(await site.page('/guide')).toContain('"dateModified":"2025-01-10T12:00:00+00:00"');
  });
});

describe('changelog feeds', () => {
  let site: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    site = await build(await copyOfFixture());
  });

  it('a page of <Update>s has its RSS feed at its URL with /rss.xml appended, one item per update', async () => {
    const xml = await readFile(join(site.outDir, 'changelog/rss.xml'), 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss /);
    expect(xml).toContain('<title><![CDATA[Changelog]]></title>');
    expect(xml).toContain('<link>https://docs.dated.dev/changelog</link>');
    expect(xml).toContain(
      '<atom:link href="https://docs.dated.dev/changelog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title><![CDATA[March 2025]]></title>');
    expect(items[0]).toContain(
      '<guid isPermaLink="true">https://docs.dated.dev/changelog#march-2025</guid>',
    );
    expect(items[0]).toContain('<description><![CDATA[v2.0]]></description>');
    // An update's `rss` prop replaces its title and description in the feed.
    expect(items[1]).toContain('<title><![CDATA[Faster builds]]></title>');
    expect(items[1]).toContain('<description><![CDATA[Builds take half the time.]]></description>');
  });

  it('`rss: true` shows a link to the feed on the page; every feed page names it in its head', async () => {
    const html = await site.page('/changelog');
    expect(html).toContain('<a class="q-rss-link" href="/changelog/rss.xml"');
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml"[^>]*href="\/changelog\/rss.xml"/,
    );
    expect(await site.page('/guide')).not.toContain('application/rss+xml');
  });
});

describe('without git history', () => {
  it('shows no git dates and says so once; `timestamp: true` on a page shows its own date even when docs.json does not ask', async () => {
    const root = await copyOfFixture();
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as object;
    await writeFile(join(root, 'docs.json'), JSON.stringify({ ...config, metadata: {} }));
    await writeFile(
      join(root, 'pinned.mdx'),
      '---\ntitle: "Pinned"\ntimestamp: true\nlastUpdatedDate: "2026-08-13"\n---\n\nOwn date.\n',
    );
    const site = await build(root);
    expect(shownDate(await site.page('/'))).toBeUndefined();
    expect(shownDate(await site.page('/pinned'))).toEqual(['2026-08-13', 'August 13, 2026']);
    const info = site.diagnostics.filter((d) => d.code === 'build/no-git-history');
    expect(info).toHaveLength(1);
    expect(info[0]!.severity).toBe('info');
  });

  it('a shallow clone gives no dates either (each file would carry the date of its one commit)', async () => {
    const origin = await copyOfFixture();
    execFileSync('git', ['-C', origin, 'init', '-q']);
    commit(origin, ['.'], '2024-03-05T10:00:00Z');
    await writeFile(join(origin, 'guide.mdx'), 'changed\n');
    commit(origin, ['guide.mdx'], '2025-01-10T12:00:00Z');
    const shallow = join(await mkdtemp(join(tmpdir(), 'quire-shallow-')), 'docs');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${origin}`, shallow]);
    const found = await loadLastModified(shallow);
    expect(found.dates).toEqual({});
    expect(found.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['build/no-git-history', 'info'],
    ]);
    expect(found.diagnostics[0]!.message).toMatch(/shallow clone/);
    // The full clone it came from dates each file by its own last commit.
    expect((await loadLastModified(origin)).dates).toMatchObject({
      'index.mdx': '2024-03-05T10:00:00+00:00',
      'guide.mdx': '2025-01-10T12:00:00+00:00',
    });
  });
});
