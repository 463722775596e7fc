import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '@quire/build';
import { DEV_SCRIPT_TAG, startDevServer, type DevEvent, type DevServer } from '@quire/dev-server';
import { loadSearchIndex, querySearchIndex } from '@quire/search';
import { copyCorpus, waitFor } from './corpus-copy.js';

let work: string;
let root: string;
let out: string;
let dev: DevServer;
const events: DevEvent[] = [];

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(dev.url + path, { headers, redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
};
/** The whole sidebar a page shows: the shared file it names (the page itself carries only its section). */
const sidebarOf = async (path: string) => {
  const src = /data-q-sidebar-src="([^"]+)"/.exec((await get(path)).text)?.[1];
  return src
    ? Object.values(
        (JSON.parse((await get(src)).text) as { sidebars: Record<string, string> }).sidebars,
      ).join('')
    : '';
};
const errors = async () =>
  (await (await fetch(`${dev.url}/_quire/dev/errors`)).json()) as {
    errors: { code: string; file?: string; line?: number; column?: number; frame?: string }[];
  };
const noErrors = async () => {
  const r = await errors();
  if (r.errors.length > 0)
    lastErrors = JSON.stringify(r.errors.map((e) => `${e.code} ${e.file}:${e.line}`));
  return r.errors.length === 0 ? true : undefined;
};
let lastErrors = '';
/** Waits (15 s at most) until `check` holds. */
const until = (check: () => Promise<boolean>, what: string) =>
  waitFor(async () => ((await check()) ? true : undefined), 15_000, what);
/** Waits until the preview reports no error, else fails with the last ones it reported. */
const noErrorsLeft = () =>
  waitFor(noErrors, 15_000, 'no errors').catch((e: Error) =>
    expect.fail(`${e.message}: ${lastErrors}`),
  );

/** A raw request line, as a client that does not normalise `..` would send it. */
const rawStatus = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: dev.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  ({ work, root } = await copyCorpus('hoppscotch'));
  out = join(work, 'site');
  const cacheDir = join(work, 'cache');
  const built = await buildSite({ root, outDir: out, cacheDir, network: false });
  expect(built.ok).toBe(true);
  dev = await startDevServer({
    root,
    port: 0,
    network: false,
    cacheDir,
    onEvent: (e) => events.push(e),
  });
}, 240_000);

afterAll(async () => {
  await dev?.close();
  await rm(work, { recursive: true, force: true });
});

describe('quire dev on a copy of a corpus', () => {
  it('sends exactly the HTML the build writes, plus its script tag', async () => {
    const sample = [
      '/',
      '/documentation/changelog',
      '/documentation/getting-started/introduction',
      '/documentation/getting-started/rest/tests',
      '/documentation/self-host/community-edition/install-and-build',
    ];
    for (const url of sample) {
      const page = await get(url);
      expect(page.status, url).toBe(200);
      expect(page.text.split(DEV_SCRIPT_TAG)).toHaveLength(2);
      const written = await readFile(
        join(out, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`),
        'utf8',
      );
      expect(page.text.replace(DEV_SCRIPT_TAG, ''), url).toBe(written);
    }
  });

  it('serves Markdown, assets, static files and the 404 page like the built site', async () => {
    expect((await get('/documentation/changelog.md')).text).toContain('# Changelog');
    expect((await get('/documentation/changelog', { accept: 'text/markdown' })).type).toContain(
      'text/markdown',
    );
    const css = (await get('/')).text.match(
      /href="(\/_quire\/assets\/quire\.[0-9a-f]+\.css)"/,
    )?.[1];
    expect(css).toBeDefined();
    expect((await get(css!)).text).toBe(await readFile(join(out, css!), 'utf8'));
    expect((await get('/favicon.svg')).type).toBe('image/svg+xml');
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Page not found');
    for (const source of ['/docs.json', '/index.mdx', '/documentation/changelog.mdx'])
      expect((await get(source)).status, source).toBe(404);
  });

  it('shows an edited page on the next request', async () => {
    const file = join(root, 'documentation/changelog.mdx');
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace(
        'For a full list of releases',
        'EDITED-MARKER For a full list',
      ),
    );
    const html = await waitFor(
      async () => {
        const page = await get('/documentation/changelog');
        return page.text.includes('EDITED-MARKER') ? page.text : undefined;
      },
      15_000,
      'the edit',
    );
    expect(html).toContain('<title>Changelog - Hoppscotch Documentation</title>');
  });

  it('adds and removes routes as page files come and go, and the navigation follows docs.json', async () => {
    const file = join(root, 'documentation/brand-new.mdx');
    await writeFile(file, '---\ntitle: Brand new page\n---\n\nFresh content.\n');
    const added = await waitFor(
      async () => ((await get('/documentation/brand-new')).status === 200 ? true : undefined),
      15_000,
      'the new page',
    );
    expect(added).toBe(true);
    expect((await get('/documentation/brand-new')).text).toContain('Fresh content.');
    const config = join(root, 'docs.json');
    const text = await readFile(config, 'utf8');
    await writeFile(
      config,
      text.replace(
        '"documentation/getting-started/introduction",',
        '"documentation/getting-started/introduction",\n"documentation/brand-new",',
      ),
    );
    await waitFor(
      async () =>
        (await sidebarOf('/documentation/changelog')).includes('href="/documentation/brand-new"')
          ? true
          : undefined,
      15_000,
      'the sidebar link',
    );
    await writeFile(config, text);
    await rm(file);
    await waitFor(
      async () => ((await get('/documentation/brand-new')).status === 404 ? true : undefined),
      15_000,
      'the page to go',
    );
    await noErrorsLeft();
    expect(await sidebarOf('/documentation/changelog')).not.toContain(
      'href="/documentation/brand-new"',
    );
  });

  it('follows edits of a page’s frontmatter: its sidebar title in every sidebar, the spec its openapi line names', async () => {
    const page = join(root, 'documentation/changelog.mdx');
    const before = await readFile(page, 'utf8');
    expect(before).toMatch(/^sidebarTitle: Changelog$/m);
    await writeFile(
      page,
      before.replace(/^sidebarTitle: Changelog$/m, 'sidebarTitle: Release notes'),
    );
    await until(
      async () =>
        (await sidebarOf('/documentation/getting-started/introduction')).includes('Release notes'),
      'the new title in the sidebar',
    );
    // A spec no page reached is read once a page's openapi line names it (an edit, not a new file).
    const spec = {
      openapi: '3.0.3',
      info: { title: 'Extra', version: '1' },
      paths: {
        '/ping': {
          get: { summary: 'Ping the extra service', responses: { 200: { description: 'ok' } } },
        },
      },
    };
    await writeFile(join(root, 'extra-spec.json'), JSON.stringify(spec));
    const url = '/documentation/getting-started/introduction';
    const intro = join(root, `${url.slice(1)}.mdx`);
    const introText = await readFile(intro, 'utf8');
    await until(async () => (await get('/extra-spec.json')).status === 200, 'the spec file');
    await writeFile(
      intro,
      introText.replace(/^---\n/, '---\nopenapi: "extra-spec.json GET /ping"\n'),
    );
    const html = await waitFor(
      async () => {
        const text = (await get(url)).text;
        return text.includes('/ping<') ? text : undefined;
      },
      15_000,
      'the operation on the page',
    );
    expect(html).toContain('Introduction to Hoppscotch');
    await writeFile(intro, introText);
    await writeFile(page, before);
    await rm(join(root, 'extra-spec.json'));
    await until(async () => !(await get(url)).text.includes('/ping<'), 'the page as it was');
    await noErrorsLeft();
  });

  it('writes the stylesheet again when a utility class comes into use or goes out of it', async () => {
    const stylesheet = async () => {
      const href = /href="(\/_quire\/assets\/quire\.[0-9a-f]+\.css)"/.exec(
        (await get('/')).text,
      )?.[1];
      return href ? (await get(href)).text : '';
    };
    expect(await stylesheet()).not.toContain('0.37em');
    const page = join(root, 'documentation/changelog.mdx');
    const before = await readFile(page, 'utf8');
    await writeFile(page, `${before}\n<div className="tracking-[0.37em]">Spaced</div>\n`);
    await until(async () => (await stylesheet()).includes('0.37em'), 'the new class');
    await writeFile(page, before);
    await until(async () => !(await stylesheet()).includes('0.37em'), 'the class gone');
  });

  it('reports a broken docs.json with its place, keeps serving the last good site, and clears it once fixed', async () => {
    const config = join(root, 'docs.json');
    const text = await readFile(config, 'utf8');
    await writeFile(config, text.replace('"theme": "mint",', '"theme": "mint",,'));
    try {
      const report = await waitFor(
        async () => {
          const r = await errors();
          return r.errors.some((e) => e.code === 'config/json-syntax') ? r : undefined;
        },
        15_000,
        'the docs.json error',
      );
      const error = report.errors.find((e) => e.code === 'config/json-syntax')!;
      expect(error).toMatchObject({ file: 'docs.json', line: 3, column: 19 });
      expect(error.frame).toContain('"theme": "mint",,');
      expect((await get('/documentation/changelog')).status).toBe(200);
      expect(
        events.some(
          (e) => e.kind === 'problems' && e.added.some((d) => d.code === 'config/json-syntax'),
        ),
      ).toBe(true);
    } finally {
      await writeFile(config, text);
    }
    await waitFor(
      async () => ((await errors()).errors.length === 0 ? true : undefined),
      15_000,
      'the error to clear',
    );
  });

  it('reports a page that does not compile with file, line and column, and recovers', async () => {
    const file = join(root, 'documentation/community.mdx');
    const text = await readFile(file, 'utf8');
    const lines = text.split('\n');
    const at = lines.findIndex((l, i) => i > 4 && l.trim() === '') + 1;
    await writeFile(file, [...lines.slice(0, at), '<Callout>', ...lines.slice(at)].join('\n'));
    try {
      await expectCompileError(file.slice(root.length + 1), at + 1);
    } finally {
      await writeFile(file, text);
    }
    await waitFor(
      async () => ((await errors()).errors.length === 0 ? true : undefined),
      15_000,
      'the error to clear',
    );
    expect((await get('/documentation/community')).status).toBe(200);
  });

  async function expectCompileError(path: string, line: number) {
    const report = await waitFor(
      async () => {
        const r = await errors();
        return r.errors.some((e) => e.file === path) ? r : undefined;
      },
      15_000,
      'the MDX error',
    );
    const error = report.errors.find((e) => e.file === path)!;
    expect(error).toMatchObject({ code: 'mdx/compile-error', line, column: 1 });
    expect(error.frame).toContain(`> ${line} | <Callout>`);
    const page = await get('/documentation/community');
    expect(page.status).toBe(500);
    expect(page.text).toContain(`${path}:${line}:1`);
  }

  it('serves nothing outside the docs root', async () => {
    const outside = join(work, 'secret.txt');
    await writeFile(outside, 'top secret');
    await mkdir(join(work, 'secret-dir'), { recursive: true });
    await writeFile(join(work, 'secret-dir', 'inner.txt'), 'top secret');
    await symlink(outside, join(root, 'leak.txt'));
    await symlink(join(work, 'secret-dir'), join(root, 'leak-dir'));
    await dev.settled();
    for (const path of [
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2fsecret.txt',
      '/%2fetc%2fpasswd',
      '/leak.txt',
      '/leak-dir/inner.txt',
      `/${join(work, 'secret.txt')}`,
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.text).not.toContain('top secret');
    }
    expect(await rawStatus('/../../etc/passwd')).toBe(404);
    expect(await rawStatus('/@fs/etc/passwd')).toBe(404);
  });

  it('keeps the search index in step with edits', async () => {
    const list = JSON.parse((await get('/_quire/search/indexes.json')).text) as Record<
      string,
      { head: string; body: string }
    >;
    const [entry] = Object.values(list);
    expect(entry).toBeDefined();
    expect(await readFile(join(out, '_quire/search/indexes.json'), 'utf8')).toContain(entry!.head);
    const file = join(root, 'documentation/contributors.mdx');
    await writeFile(
      file,
      `${await readFile(file, 'utf8')}\n\n## Zanzibarish section\n\nQuokkaword appears here.\n`,
    );
    const hits = await waitFor(
      async () => {
        const index = loadSearchIndex((await get(entry!.head)).text, (await get(entry!.body)).text);
        const results = querySearchIndex(index, 'quokkaword');
        return results.length > 0 ? results : undefined;
      },
      30_000,
      'the search result',
    );
    expect(hits[0]!.url).toBe('/documentation/contributors');
  });
});

describe('the port', () => {
  it('moves on to the next free port when the one asked for is taken', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const seen: DevEvent[] = [];
    const second = await startDevServer({
      root,
      port: taken,
      network: false,
      cacheDir: join(work, 'cache'),
      onEvent: (e) => seen.push(e),
    });
    try {
      expect(second.port).toBeGreaterThan(taken);
      expect(seen).toContainEqual({ kind: 'port-in-use', port: taken, next: taken + 1 });
      expect((await fetch(`${second.url}/`)).status).toBe(200);
    } finally {
      await second.close();
      blocker.close();
    }
  });
});

describe('a spec being edited', () => {
  it('reports a spec that no longer parses with its place, and clears it once fixed', async () => {
    const copy = await copyCorpus('mem0');
    const server = await startDevServer({
      root: copy.root,
      port: 0,
      network: false,
      cacheDir: join(copy.work, 'cache'),
    });
    const report = async () =>
      (await (await fetch(`${server.url}/_quire/dev/errors`)).json()) as {
        errors: { code: string; file?: string; line?: number; column?: number }[];
      };
    try {
      // mem0 has no page at `/`: as in the build, `/` sends the reader to the first page.
      expect(await (await fetch(`${server.url}/`)).text()).toContain('url=/introduction');
      const file = join(copy.root, 'openapi.json');
      const text = await readFile(file, 'utf8');
      await writeFile(file, text.replace('"paths"', '"paths",'));
      const error = await waitFor(
        async () => (await report()).errors.find((e) => e.code === 'openapi/invalid-spec'),
        15_000,
        'the spec error',
      );
      const line = text.slice(0, text.indexOf('"paths"')).split('\n').length;
      expect(error).toMatchObject({ file: 'openapi.json', line });
      expect(error.column).toBeGreaterThan(0);
      await writeFile(file, text);
      await waitFor(
        async () => ((await report()).errors.length === 0 ? true : undefined),
        15_000,
        'the error to clear',
      );
    } finally {
      await server.close();
      await rm(copy.work, { recursive: true, force: true });
    }
  });
});
