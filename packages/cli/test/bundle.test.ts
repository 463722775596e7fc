import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../../test-support/list-files.js';
import { entryUrl } from '../bin/pick-entry.js';

// `npm run build` bundles the command and the build's worker scripts (scripts/bundle.mjs); bin/quire.js runs the
// bundle while the files it was made from are unchanged, and dist/ otherwise. Every other test that starts
// `quire` runs the bundle; these hold that it is the bundle they run, that it stops being used the moment a
// file it stands for changes, and that it builds a site (its workers too) exactly as dist/ does.
const cliPackage = new URL('../', import.meta.url);
const bin = fileURLToPath(new URL('../bin/quire.js', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'quire-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('which build of the command bin/quire.js runs', () => {
  const pkg = join(work, 'pkg');
  const input = join(work, 'lib', 'module.js');
  const bundled = pathToFileURL(join(pkg, 'bundle', 'main.js')).href;
  const compiled = pathToFileURL(join(pkg, 'dist', 'main.js')).href;
  const at = () => entryUrl(pathToFileURL(`${pkg}/`), {}).href;
  const stamp = (inputs: unknown) =>
    writeFileSync(join(pkg, 'bundle', 'inputs.json'), JSON.stringify({ version: 1, inputs }));
  const stampInput = () => {
    const s = statSync(input);
    stamp([['../../lib/module.js', s.size, s.mtimeMs]]);
  };
  it('runs the bundle while every input is as it was, and dist/ once one changes or goes', () => {
    mkdirSync(join(pkg, 'bundle'), { recursive: true });
    mkdirSync(join(work, 'lib'), { recursive: true });
    expect(at()).toBe(compiled); // no bundle made yet
    writeFileSync(input, 'export const a = 1;\n');
    stampInput();
    expect(at()).toBe(bundled);
    expect(entryUrl(pathToFileURL(`${pkg}/`), { QUIRE_NO_BUNDLE: '1' }).href).toBe(compiled);

    writeFileSync(input, 'export const a = 22;\n'); // another size
    expect(at()).toBe(compiled);
    stampInput();
    expect(at()).toBe(bundled);

    const later = new Date(Date.now() + 60_000);
    utimesSync(input, later, later); // the same size, touched
    expect(at()).toBe(compiled);
    stampInput();
    expect(at()).toBe(bundled);

    rmSync(input);
    expect(at()).toBe(compiled);
  });

  it('runs dist/ when the record of inputs is unreadable, empty or of another version', () => {
    writeFileSync(join(pkg, 'bundle', 'inputs.json'), '{"version":1,');
    expect(at()).toBe(compiled);
    stamp([]);
    expect(at()).toBe(compiled);
    writeFileSync(join(pkg, 'bundle', 'inputs.json'), JSON.stringify({ version: 2, inputs: [] }));
    expect(at()).toBe(compiled);
  });

  it('runs the bundle of a package installed from the registry while the files it finds beside itself are as published', () => {
    // npm gives every file of an install the time of the install, and lays out the dependencies its own way: the
    // bundle's record of its inputs holds for none of them, but the bundle carries their code.
    const installed = join(work, 'project', 'node_modules', '@quire', 'cli');
    const sibling = join(
      work,
      'project',
      'node_modules',
      '@quire',
      'build',
      'dist',
      'site-assets.js',
    );
    mkdirSync(join(installed, 'bundle'), { recursive: true });
    mkdirSync(dirname(sibling), { recursive: true });
    writeFileSync(sibling, 'export const assets = 1;\n');
    const located = [['../../build/dist/site-assets.js', statSync(sibling).size]];
    const native = join(work, 'project', 'node_modules', 'better-sqlite3', 'package.json');
    mkdirSync(dirname(native), { recursive: true });
    writeFileSync(native, '{}');
    const record = (inputs: unknown[]) =>
      writeFileSync(
        join(installed, 'bundle', 'inputs.json'),
        JSON.stringify({ version: 1, inputs, located, externals: ['better-sqlite3'] }),
      );
    const from = (dir: string) => entryUrl(pathToFileURL(`${dir}/`), {}).href;
    record([['../../../../../packages/build/dist/site-assets.js', 10, 1]]);
    expect(from(installed)).toBe(pathToFileURL(join(installed, 'bundle', 'main.js')).href);
    writeFileSync(sibling, 'export const assets = 100;\n'); // another version beside it
    expect(from(installed)).toBe(pathToFileURL(join(installed, 'dist', 'main.js')).href);
    rmSync(sibling);
    expect(from(installed)).toBe(pathToFileURL(join(installed, 'dist', 'main.js')).href);
    writeFileSync(sibling, 'export const assets = 1;\n');
    expect(from(installed)).toBe(pathToFileURL(join(installed, 'bundle', 'main.js')).href);
    // A package the bundle leaves to Node, installed where Node would not find it from the bundle.
    const nested = join(work, 'project', 'node_modules', '@quire', 'store', 'node_modules');
    mkdirSync(nested, { recursive: true });
    renameSync(dirname(native), join(nested, 'better-sqlite3'));
    expect(from(installed)).toBe(pathToFileURL(join(installed, 'dist', 'main.js')).href);
    // A working tree (no node_modules above) is held to the record of its inputs only.
    writeFileSync(
      join(pkg, 'bundle', 'inputs.json'),
      JSON.stringify({ version: 1, inputs: [['../missing.js', 1, 1]], located: [] }),
    );
    expect(at()).toBe(compiled);
  });

  it('runs the bundle in this repository after `npm run build`', () => {
    // If this fails, the compiled packages changed after the bundle was made: `npm run build` makes both.
    expect(entryUrl(cliPackage, {}).href).toBe(new URL('bundle/main.js', cliPackage).href);
  });
});

describe('the bundled command builds a site as dist/ does', () => {
  // 70 pages: more than a build renders in its own thread, so render workers (bundled ones) take part.
  const root = join(work, 'site');
  const pages = Array.from({ length: 70 }, (_, i) => `guides/page-${i}`);
  mkdirSync(join(root, 'guides'), { recursive: true });
  writeFileSync(
    join(root, 'docs.json'),
    JSON.stringify({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'mint',
      name: 'Bundle check',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'Guides', pages }] },
    }),
  );
  for (const [i, page] of pages.entries())
    writeFileSync(
      join(root, `${page}.mdx`),
      `---\ntitle: Page ${i}\n---\n\n## Part ${i}\n\n<Note>See [the next page](/guides/page-${(i + 1) % 70}).</Note>\n\n\`\`\`ts\nconst page = ${i};\n\`\`\`\n`,
    );

  const build = (out: string, env: NodeJS.ProcessEnv) =>
    spawnSync(
      process.execPath,
      [bin, 'build', root, '--out', out, '--cache-dir', `${out}-cache`, '--format', 'json'],
      { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } },
    );

  it('writes the same files with the same bytes, and reports the same', async () => {
    const viaDist = build(join(work, 'dist-out'), { QUIRE_NO_BUNDLE: '1' });
    const viaBundle = build(join(work, 'bundle-out'), {});
    expect(viaDist.status).toBe(0);
    expect(viaBundle.status).toBe(0);
    expect(JSON.parse(viaBundle.stdout)).toEqual(JSON.parse(viaDist.stdout));
    const files = await listFiles(join(work, 'dist-out'));
    expect(files).toContain('guides/page-69/index.html');
    expect(await listFiles(join(work, 'bundle-out'))).toEqual(files);
    // Each build has an id of its own (site.json); every other byte is the same.
    const read = (dir: string, file: string) =>
      readFileSync(join(work, dir, file), 'utf8').replace(/"buildId":"[^"]+"/, '"buildId":""');
    for (const file of files) expect(read('bundle-out', file), file).toBe(read('dist-out', file));
  }, 120_000);
});
