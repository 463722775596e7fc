import { mkdtemp, readFile, rm, unlink, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, validateSite, type ValidateSiteResult } from '@quire/build';
import type { Diagnostic } from '@quire/diagnostics';

// Issue 30.5: `quire validate` keeps each page's result by the content hashes of its inputs; a change to any of
// them (the page, a snippet it imports, docs.json, the OpenAPI spec it shows, Quire's code) checks it again. And
// it keeps the whole last report (`validate-run.json`) by the hashes of everything the run read: any change
// (a file's content, a new or deleted file, `.mintignore`, Quire's code) makes the next run check again. The
// steps run in order over one small site and one cache folder, each from the state the previous one left.

const SPEC = {
  openapi: '3.0.3',
  info: { title: 'Items', version: '1.0.0' },
  paths: {
    '/items': {
      get: {
        summary: 'List items',
        description: 'All the items.',
        responses: { 200: { description: 'OK' } },
      },
    },
  },
};

const CONFIG = {
  theme: 'mint',
  name: 'Cache test',
  colors: { primary: '#0D9373' },
  variables: { product: 'Rockets' },
  navigation: {
    groups: [{ group: 'Start', openapi: 'openapi.json', pages: ['index', 'plain', 'items'] }],
  },
};

const FILES: Record<string, string> = {
  'docs.json': JSON.stringify(CONFIG, null, 2),
  'openapi.json': JSON.stringify(SPEC, null, 2),
  'index.mdx':
    '---\ntitle: Home\n---\n\nimport Note from "/snippets/note.mdx";\n\n# Hello\n\n<Note />\n',
  'snippets/note.mdx': 'A note about {{product}}.\n',
  'plain.mdx': '---\ntitle: Plain\n---\n\nPlain text about {{product}}.\n',
  'items.mdx': '---\ntitle: Items\nopenapi: GET /items\n---\n',
};

let work: string;
let root: string;
let cacheDir: string;

const write = (file: string, text: string) => writeFile(join(root, file), text);
const run = () => validateSite({ root, cacheDir, network: false, workers: 1 });
const place = (d: Diagnostic) => `${d.severity} ${d.code} ${d.file ?? ''}:${d.line ?? 0}`;
const errors = (r: ValidateSiteResult) =>
  r.diagnostics.filter((d) => d.severity === 'error').map(place);
const codes = (r: ValidateSiteResult) => r.diagnostics.map((d) => d.code);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'quire-validate-cache-'));
  root = join(work, 'docs');
  cacheDir = join(work, 'cache');
  await mkdir(join(root, 'snippets'), { recursive: true });
  for (const [file, text] of Object.entries(FILES)) await write(file, text);
}, 60_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('the validate cache', () => {
  it('a cold run checks every page; a warm one reuses them all and reports the same', async () => {
    const cold = await run();
    expect(errors(cold)).toEqual([]);
    // The three pages and the endpoint page the group's spec generates.
    expect(cold.stats).toMatchObject({ pages: 4, checked: 4, reused: 0 });
    expect(cold.stats.lastRunKept).toBe(false);
    const warm = await run();
    expect(warm.stats).toMatchObject({ pages: 4, checked: 0, reused: 4, compiled: 0 });
    expect(warm.stats.lastRunKept).toBe(true);
    expect(warm.diagnostics.map(place)).toEqual(cold.diagnostics.map(place));
    expect([...warm.texts.keys()]).toEqual([...cold.texts.keys()]);
  });

  it('a snippet broken since: the page importing it is checked again and its error reported', async () => {
    await write('snippets/note.mdx', 'A note.\n\n<Card title="x">\n\nnever closed\n');
    const r = await run();
    expect(r.stats).toMatchObject({ checked: 1, reused: 3 });
    expect(errors(r)).toEqual(['error mdx/compile-error snippets/note.mdx:3']);
    await write('snippets/note.mdx', FILES['snippets/note.mdx']!);
    expect(errors(await run())).toEqual([]);
  });

  it('a page broken since is checked again and its error reported', async () => {
    await write('plain.mdx', '---\ntitle: Plain\n---\n\nText {oops\n');
    const r = await run();
    expect(r.stats).toMatchObject({ checked: 1, reused: 3 });
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(/^error mdx\/[a-z-]+ plain\.mdx:5$/);
    await write('plain.mdx', FILES['plain.mdx']!);
    expect(errors(await run())).toEqual([]);
  });

  it('docs.json changed: every page is checked again (a variable the pages use is gone)', async () => {
    const { variables: _gone, ...rest } = CONFIG;
    await write('docs.json', JSON.stringify(rest, null, 2));
    const r = await run();
    expect(r.stats).toMatchObject({ checked: 4, reused: 0 });
    const undefinedVariable = r.diagnostics
      .filter((d) => d.code === 'mdx/undefined-variable')
      .map((d) => d.file)
      .sort();
    expect(undefinedVariable).toEqual(['plain.mdx', 'snippets/note.mdx']);
    await write('docs.json', FILES['docs.json']!);
    expect(codes(await run())).not.toContain('mdx/undefined-variable');
  });

  it('the OpenAPI spec changed: the page showing its operation is checked again, the others are not', async () => {
    const described = structuredClone(SPEC);
    described.paths['/items'].get.description = 'Every item, newest first.';
    await write('openapi.json', JSON.stringify(described, null, 2));
    const r = await run();
    // items.mdx and the generated endpoint page; not index.mdx nor plain.mdx.
    expect(r.stats).toMatchObject({ checked: 2, reused: 2 });
    // The operation gone: the page that names it is warned where it names it.
    await write('openapi.json', JSON.stringify({ ...SPEC, paths: {} }, null, 2));
    const gone = await run();
    expect(gone.diagnostics.map(place)).toContain(
      'warning openapi/unresolved-operation items.mdx:3',
    );
    await write('openapi.json', FILES['openapi.json']!);
    expect(errors(await run())).toEqual([]);
  });

  it("another Quire (the manifest's site key differs): nothing kept is trusted", async () => {
    const file = join(cacheDir, 'validate-manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await write('plain.mdx', '---\ntitle: Plain\n---\n\nText {oops\n');
    const broken = await run();
    expect(errors(broken), errors(broken).join('\n')).toHaveLength(1);
    // What a previous Quire kept for the same files, with nothing wrong in them: not to be believed.
    const stale = JSON.parse(await readFile(file, 'utf8')) as {
      siteKey: string;
      pages: Record<string, { diagnostics: unknown[] }>;
    };
    for (const page of Object.values(stale.pages)) page.diagnostics = [];
    await writeFile(
      file,
      JSON.stringify({ ...stale, siteKey: `${String(manifest['siteKey'])}-older` }),
    );
    // Without the whole last report, which would be given again (nothing changed since): see the next case for it.
    await unlink(join(cacheDir, 'validate-run.json'));
    const r = await run();
    expect(r.stats).toMatchObject({ checked: 4, reused: 0 });
    expect(errors(r)).toEqual(errors(broken));
    await write('plain.mdx', FILES['plain.mdx']!);
  });

  it("another Quire (the last run's key differs): its report is not given again", async () => {
    await run();
    expect((await run()).stats.lastRunKept).toBe(true);
    await write('plain.mdx', '---\ntitle: Plain\n---\n\nText {oops\n');
    const broken = await run();
    expect(errors(broken)).toHaveLength(1);
    // What another Quire kept for the same files, with nothing wrong in them: not to be believed.
    const file = join(cacheDir, 'validate-run.json');
    const record = JSON.parse(await readFile(file, 'utf8')) as { key: string };
    await writeFile(
      file,
      JSON.stringify({ ...record, key: `${record.key}-older`, diagnostics: [] }),
    );
    const r = await run();
    expect(r.stats.lastRunKept).toBe(false);
    expect(errors(r)).toEqual(errors(broken));
    await write('plain.mdx', FILES['plain.mdx']!);
    expect(errors(await run())).toEqual([]);
  });

  it('a new page (built though no group lists it), then deleted: the report follows each time', async () => {
    expect((await run()).stats.lastRunKept).toBe(true);
    await write('draft.mdx', '# Draft\n\n<Card title="x">\n');
    const added = await run();
    expect(added.stats.lastRunKept).toBe(false);
    expect(errors(added)).toEqual(['error mdx/compile-error draft.mdx:3']);
    expect((await run()).stats.lastRunKept).toBe(true);
    await unlink(join(root, 'draft.mdx'));
    const removed = await run();
    expect(removed.stats.lastRunKept).toBe(false);
    expect(removed.diagnostics.map((d) => d.file)).not.toContain('draft.mdx');
  });

  it('a page of the navigation deleted, then back: the missing page is an error, then gone', async () => {
    expect((await run()).stats.lastRunKept).toBe(true);
    await unlink(join(root, 'plain.mdx'));
    const gone = await run();
    expect(gone.stats.lastRunKept).toBe(false);
    expect(errors(gone).some((e) => e.includes('docs.json'))).toBe(true);
    await write('plain.mdx', FILES['plain.mdx']!);
    expect(errors(await run())).toEqual([]);
  });

  it('.mintignore changed (a file the list does not hold): the next run checks again', async () => {
    await write('draft.mdx', '# Draft\n\n<Card title="x">\n');
    expect((await run()).diagnostics.map((d) => d.file)).toContain('draft.mdx');
    expect((await run()).stats.lastRunKept).toBe(true);
    await write('.mintignore', 'draft.mdx\n');
    const ignored = await run();
    expect(ignored.stats.lastRunKept).toBe(false);
    expect(ignored.diagnostics.map((d) => d.file)).not.toContain('draft.mdx');
    await unlink(join(root, '.mintignore'));
    await unlink(join(root, 'draft.mdx'));
  });

  it('a snippet in a folder the file list leaves out (/tmp), changed: the next run checks again', async () => {
    await mkdir(join(root, 'tmp'), { recursive: true });
    await write('tmp/aside.mdx', 'An aside.\n');
    await write(
      'plain.mdx',
      '---\ntitle: Plain\n---\n\nimport Aside from "/tmp/aside.mdx";\n\n<Aside />\n',
    );
    expect(errors(await run())).toEqual([]);
    expect((await run()).stats.lastRunKept).toBe(true);
    await write('tmp/aside.mdx', 'An aside {oops\n');
    const r = await run();
    expect(r.stats.lastRunKept).toBe(false);
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(/^error mdx\/[a-z-]+ tmp\/aside\.mdx:1$/);
    await write('plain.mdx', FILES['plain.mdx']!);
    await rm(join(root, 'tmp'), { recursive: true });
    expect(errors(await run())).toEqual([]);
  });

  it('an import of a missing file in an ignored folder: no whole report kept, and the file once created is seen', async () => {
    await write(
      'plain.mdx',
      '---\ntitle: Plain\n---\n\nimport Later from "/tmp/later.mdx";\n\n<Later />\n',
    );
    const missing = await run();
    expect(codes(missing)).toContain('mdx/import-not-found');
    expect((await run()).stats.lastRunKept).toBe(false);
    await mkdir(join(root, 'tmp'), { recursive: true });
    await write('tmp/later.mdx', 'Written later.\n');
    expect(codes(await run())).not.toContain('mdx/import-not-found');
    await write('plain.mdx', FILES['plain.mdx']!);
    await rm(join(root, 'tmp'), { recursive: true });
    expect(errors(await run())).toEqual([]);
  });

  it("a build's compile cache in the same folder, without its page results: no page is compiled again", async () => {
    const own = await validateSite({
      root,
      cacheDir: join(work, 'fresh'),
      network: false,
      workers: 1,
    });
    expect(own.stats.compiled).toBeGreaterThan(0);
    const shared = join(work, 'shared');
    const built = await buildSite({
      root,
      outDir: join(work, 'out'),
      cacheDir: shared,
      network: false,
    });
    expect(built.ok, built.diagnostics.map(place).join('\n')).toBe(true);
    // What the build found in each page is removed (see the next block for it): its compiled pages stay.
    await unlink(join(shared, 'validate-manifest.json'));
    const after = await validateSite({ root, cacheDir: shared, network: false, workers: 1 });
    expect(after.stats).toMatchObject({ checked: 4, compiled: 0 });
    expect(after.diagnostics.map(place).sort()).toEqual(own.diagnostics.map(place).sort());
  });

  it('a file changed again with the same size, time and inode soon after the last run is read again', async () => {
    // The last run trusts a file's size, modification time and inode for its content only when it had not changed
    // for a few seconds before that run: the file system's clock ticks coarsely, so a quick second write can leave
    // all three as they were. Here the time is put back by hand, to the second it had: the change is still seen.
    const file = join(root, 'plain.mdx');
    const second = Math.floor(Date.now() / 1000);
    await utimes(file, second, second);
    expect(errors(await run())).toEqual([]);
    const same = FILES['plain.mdx']!.replace('Plain text', '<lain text');
    expect(same.length).toBe(FILES['plain.mdx']!.length);
    await write('plain.mdx', same);
    await utimes(file, second, second);
    const r = await run();
    expect(r.stats.lastRunKept).toBe(false);
    expect(errors(r)).toHaveLength(1);
    await write('plain.mdx', FILES['plain.mdx']!);
    expect(errors(await run())).toEqual([]);
  });

  it('a site naming a remote spec keeps no whole report: its server may change it between runs', async () => {
    const remoteRoot = join(work, 'remote');
    await mkdir(remoteRoot, { recursive: true });
    const config = {
      ...CONFIG,
      navigation: {
        groups: [
          { group: 'Start', openapi: 'https://example.invalid/openapi.json', pages: ['plain'] },
        ],
      },
    };
    await writeFile(join(remoteRoot, 'docs.json'), JSON.stringify(config, null, 2));
    await writeFile(join(remoteRoot, 'plain.mdx'), FILES['plain.mdx']!);
    const again = () =>
      validateSite({
        root: remoteRoot,
        cacheDir: join(work, 'remote-cache'),
        network: false,
        workers: 1,
      });
    const first = await again();
    const second = await again();
    expect(second.stats.lastRunKept).toBe(false);
    expect(second.diagnostics.map(place)).toEqual(first.diagnostics.map(place));
  });
});

// A validate after a build on the same cache folder: the build leaves what validate's page check would have found
// in each page it rendered (validate-manifest.json), so validate renders none of them, and reports exactly what a
// validate without any cache reports. Over a site of its own, the steps in order, each from the previous state.
describe('a validate after a build on the same cache folder', () => {
  const BUILT: Record<string, string> = {
    ...FILES,
    // A problem only rendering finds (the component's props), a code block the build tokenizes and validate does not,
    // a link to an id of another page and one to an id it lacks, a snippet no page imports.
    'index.mdx':
      '---\ntitle: Home\n---\n\nimport Note from "/snippets/note.mdx";\n\n# Hello\n\n<Note />\n\n' +
      '<Badge color="neon">New</Badge>\n\n```js\nconst rockets = 3;\n```\n\n' +
      '[The section](/plain#the-section) and [a lost one](/plain#nowhere).\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\n## The section\n\nPlain text about {{product}}.\n',
    'snippets/unused.mdx': 'Imported by no page {oops\n',
  };
  let site: string;
  let shared: string;
  const sorted = (r: ValidateSiteResult) =>
    [...r.diagnostics].map((d) => JSON.stringify(d)).sort((a, b) => a.localeCompare(b));
  const build = () =>
    buildSite({ root: site, outDir: join(work, 'built-out'), cacheDir: shared, network: false });
  const validate = () => validateSite({ root: site, cacheDir: shared, network: false, workers: 1 });
  const cold = () => validateSite({ root: site, cacheDir: false, network: false, workers: 1 });
  const put = (file: string, text: string) => writeFile(join(site, file), text);
  const manifestOf = () => readFile(join(shared, 'validate-manifest.json'), 'utf8');

  beforeAll(async () => {
    site = join(work, 'built-docs');
    shared = join(work, 'built-cache');
    await mkdir(join(site, 'snippets'), { recursive: true });
    for (const [file, text] of Object.entries(BUILT)) await put(file, text);
  });

  it('reuses every page the build rendered, and reports what a cold validate reports', async () => {
    const built = await build();
    expect(built.ok, built.diagnostics.map(place).join('\n')).toBe(true);
    // The snippet no page imports is compiled by the build too, as validate compiles it.
    const left = JSON.parse(await manifestOf()) as { files: Record<string, unknown> };
    expect(Object.keys(left.files)).toEqual(['snippets/unused.mdx']);
    const after = await validate();
    expect(after.stats).toMatchObject({ pages: 4, checked: 0, reused: 4, compiled: 0 });
    const fresh = await cold();
    expect(sorted(after)).toEqual(sorted(fresh));
    // The renderer's own finding, at the place the build reports it; the lost fragment; the unused snippet's error.
    const badge = (r: { diagnostics: readonly Diagnostic[] }) =>
      r.diagnostics.filter((d) => d.code === 'components/invalid-prop').map(place);
    expect(badge(after)).toEqual(['warning components/invalid-prop index.mdx:11']);
    expect(badge(after)).toEqual(badge(built));
    expect(after.diagnostics.map(place)).toContain('warning links/broken-anchor index.mdx:17');
    expect(after.diagnostics.map((d) => d.file)).toContain('snippets/unused.mdx');
  });

  it.each([
    ['a snippet', 'snippets/note.mdx', 'A note about {{product}}, edited.\n', 1],
    ['a page', 'plain.mdx', '---\ntitle: Plain\n---\n\n## Another section\n', 1],
    [
      'the spec',
      'openapi.json',
      FILES['openapi.json']!.replace('All the items.', 'Every item.'),
      2,
    ],
    ['docs.json', 'docs.json', JSON.stringify({ ...CONFIG, name: 'Renamed' }, null, 2), 4],
  ])(
    '%s edited after the build: only the pages it touches are checked',
    async (_, file, text, n) => {
      expect((await build()).ok).toBe(true);
      await put(file, text);
      try {
        const after = await validate();
        expect(after.stats).toMatchObject({ pages: 4, checked: n, reused: 4 - n });
        expect(sorted(after)).toEqual(sorted(await cold()));
      } finally {
        await put(file, BUILT[file]!);
      }
    },
  );

  it('a build that fails, renders for another address or puts an id in every page leaves the manifest as it was', async () => {
    expect((await build()).ok).toBe(true);
    await validate();
    const kept = await manifestOf();
    await put('plain.mdx', '---\ntitle: Plain\n---\n\n<Card title="x">\n');
    expect((await build()).ok).toBe(false);
    expect(await manifestOf()).toBe(kept);
    const broken = await validate();
    expect(broken.stats).toMatchObject({ checked: 1, reused: 3 });
    expect(sorted(broken)).toEqual(sorted(await cold()));
    await put('plain.mdx', BUILT['plain.mdx']!);
    const left = await manifestOf();
    // Its pages' links and ids are not validate's: `--base-url`; an analytics tag with an id (Pirsch's `pianjs`).
    const elsewhere = await buildSite({
      root: site,
      outDir: join(work, 'built-out'),
      cacheDir: shared,
      network: false,
      baseUrl: 'https://docs.example.com/docs',
    });
    expect(elsewhere.ok).toBe(true);
    expect(await manifestOf()).toBe(left);
    await put('docs.json', JSON.stringify({ ...CONFIG, integrations: { pirsch: { id: 'x' } } }));
    try {
      expect((await build()).ok).toBe(true);
      expect(await manifestOf()).toBe(left);
    } finally {
      await put('docs.json', BUILT['docs.json']!);
    }
  });
});
