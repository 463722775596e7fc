import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../../test-support/list-files.js';
import { buildSite, type BuildResult } from '@quire/build';
import { validateProject } from '@quire/config';
import { startDevServer, type DevServer } from '@quire/dev-server';
import { createSiteApp, listen, type RunningServer } from '@quire/server';

const fixture = fileURLToPath(new URL('../../../fixtures/publish-private-files/', import.meta.url));
let work: string;
let outside: string;

/** A copy of the fixture beside the secrets that lie outside it. */
async function docsRoot(name: string): Promise<string> {
  const root = join(work, name);
  await cp(fixture, root, { recursive: true });
  return root;
}

/** Every output file whose bytes hold one of the secrets. */
async function leaks(out: string): Promise<string[]> {
  const files = await listFiles(out);
  const texts = await Promise.all(files.map((f) => readFile(join(out, f), 'latin1')));
  return files.filter((_, i) => /SECRET-[A-Z]+/.test(texts[i]!));
}

const build = (root: string, name: string) =>
  buildSite({
    root,
    outDir: join(work, `${name}-out`),
    cacheDir: join(work, `${name}-cache`),
    network: false,
    workers: 1,
  });
const where = (r: BuildResult, code: string) =>
  r.diagnostics.filter((d) => d.code === code).map((d) => [d.file, d.line, d.column, d.severity]);

let root: string;
let built: BuildResult;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-private-'));
  outside = join(work, 'outside');
  await mkdir(join(outside, 'dir'), { recursive: true });
  await writeFile(join(outside, 'secret.txt'), 'SECRET-OUTSIDE');
  await writeFile(join(outside, 'dir', 'key.txt'), 'SECRET-FOLDER');
  await writeFile(join(outside, 'page.mdx'), '---\ntitle: Leak\n---\n\nSECRET-PAGE\n');
  await writeFile(
    join(outside, 'snippet.mdx'),
    'export const Note = () => <p>SECRET-SNIPPET</p>;\n',
  );
  root = await docsRoot('docs');
  await writeFile(join(root, '.env'), 'API_KEY=SECRET-ENV\n');
  await writeFile(join(root, '.npmrc'), '//registry.npmjs.org/:_authToken=SECRET-NPMRC\n');
  await mkdir(join(root, '.vale/styles'), { recursive: true });
  await writeFile(join(root, '.vale/styles/words.yml'), 'SECRET-VALE: true\n');
  await mkdir(join(root, '.well-known'));
  await writeFile(join(root, '.well-known/security.txt'), 'Contact: mailto:security@acme.dev\n');
  await writeFile(join(root, '.nojekyll'), '');
  await writeFile(join(root, '.gitignore'), 'dist/\n');
  await writeFile(join(root, '.mintignore'), '# published on purpose\n!.nojekyll\n');
  await symlink(join(outside, 'secret.txt'), join(root, 'leak.txt'));
  await symlink(join(outside, 'dir'), join(root, 'shared'));
  await symlink(join(root, 'images'), join(root, 'pictures'));
  built = await build(root, 'docs');
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('what a build publishes', () => {
  it('leaves out dotfiles and links out of the docs root, publishes .well-known/ and what .mintignore allows', async () => {
    expect(built.ok).toBe(true);
    const files = await listFiles(built.outDir);
    expect(files).toEqual(
      expect.arrayContaining([
        '.well-known/security.txt',
        '.nojekyll',
        'images/logo.svg',
        'pictures/logo.svg',
        'guide/index.html',
      ]),
    );
    for (const left of [
      '.env',
      '.npmrc',
      '.vale/styles/words.yml',
      '.gitignore',
      '.mintignore',
      'leak.txt',
      'shared/key.txt',
    ])
      expect(files).not.toContain(left);
    expect(await leaks(built.outDir)).toEqual([]);
  });

  it('names what it left out in one warning each, at the file', () => {
    expect(where(built, 'build/dotfile-not-published')).toEqual([
      ['.env', 1, 1, 'warning'],
      ['.npmrc', 1, 1, 'warning'],
      ['.vale', 1, 1, 'warning'],
    ]);
    expect(where(built, 'build/link-outside-root')).toEqual([
      ['leak.txt', 1, 1, 'warning'],
      ['shared', 1, 1, 'warning'],
    ]);
    const env = built.diagnostics.find((d) => d.file === '.env');
    expect(env?.hint).toContain('!.env');
  });

  it('does not render a page that is a link out of the root: the page is missing, and the link named', async () => {
    const linked = await docsRoot('linked-page');
    await rm(join(linked, 'guide.mdx'));
    await symlink(join(outside, 'page.mdx'), join(linked, 'guide.mdx'));
    const result = await build(linked, 'linked-page');
    expect(JSON.stringify(result.diagnostics)).not.toContain('SECRET');
    expect(
      result.diagnostics.filter((d) => d.code === 'nav/missing-page').map((d) => d.file),
    ).toEqual(['docs.json']);
    expect(where(result, 'build/link-outside-root')).toEqual([['guide.mdx', 1, 1, 'warning']]);
    expect(result.ok).toBe(false);
    expect(validateProject(linked).files).not.toContain('guide.mdx');
  });

  it('does not import a snippet that is a link out of the root: reported as an import leaving the root, which fails the build', async () => {
    const linked = await docsRoot('linked-snippet');
    await rm(join(linked, 'snippets/note.mdx'));
    await symlink(join(outside, 'snippet.mdx'), join(linked, 'snippets/note.mdx'));
    const result = await build(linked, 'linked-snippet');
    expect(JSON.stringify(result.diagnostics)).not.toContain('SECRET');
    // Refused as the build refuses every link out of the root; the import that reaches it is an error.
    expect(where(result, 'build/link-outside-root')).toEqual([
      ['snippets/note.mdx', 1, 1, 'warning'],
    ]);
    expect(where(result, 'mdx/import-outside-root')).toEqual([['index.mdx', 5, 1, 'error']]);
    expect(result.ok).toBe(false);
  });
});

describe('what the servers send', () => {
  const get = async (base: string, path: string) => {
    const r = await fetch(`${base}${path}`);
    return { status: r.status, body: await r.text() };
  };

  it('quire serve answers 404 for dotfiles in the site folder, 200 for .well-known/', async () => {
    await writeFile(join(built.outDir, '.env'), 'SECRET-PLANTED\n');
    await mkdir(join(built.outDir, '.git'), { recursive: true });
    await writeFile(join(built.outDir, '.git/config'), 'SECRET-GIT\n');
    const server: RunningServer = await listen(
      await createSiteApp({ siteDir: built.outDir }),
      0,
      '127.0.0.1',
    );
    try {
      for (const path of ['/.env', '/%2Eenv', '/.git/config', '/guide/../.env', '/leak.txt']) {
        const r = await get(server.url, path);
        expect([path, r.status]).toEqual([path, 404]);
        expect(r.body).not.toContain('SECRET');
      }
      expect((await get(server.url, '/.well-known/security.txt')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('quire dev answers 404 for dotfiles and links out of the root, 200 for the rest', async () => {
    const dev: DevServer = await startDevServer({
      root,
      port: 0,
      network: false,
      cacheDir: join(work, 'dev-cache'),
    });
    try {
      for (const path of [
        '/.env',
        '/.npmrc',
        '/.vale/styles/words.yml',
        '/%2Enpmrc',
        '/leak.txt',
        '/shared/key.txt',
      ]) {
        const r = await get(dev.url, path);
        expect([path, r.status]).toEqual([path, 404]);
        expect(r.body).not.toContain('SECRET');
      }
      for (const path of ['/.well-known/security.txt', '/images/logo.svg', '/pictures/logo.svg'])
        expect([path, (await get(dev.url, path)).status]).toEqual([path, 200]);
    } finally {
      await dev.close();
    }
  });
});
