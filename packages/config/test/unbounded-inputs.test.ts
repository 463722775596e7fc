import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsFileReader, loadConfig, MAX_INPUT_BYTES } from '@quire/config';

// Issue 20.5: nothing docs.json makes Quire read can hang it or exhaust its stack or memory.
const root = mkdtempSync(join(tmpdir(), 'quire-unbounded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HEAD =
  '"theme": "mint", "name": "X", "colors": { "primary": "#000000" }, "navigation": { "pages": ["index"] }';
const codesOf = (dir: string) =>
  loadConfig(dir).diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`);

describe('what docs.json includes is bounded', () => {
  it('refuses a $ref to a device or a named pipe, without reading it', () => {
    symlinkSync('/dev/zero', join(root, 'zero.json'));
    execFileSync('mkfifo', [join(root, 'pipe.json')]);
    writeFileSync(
      join(root, 'docs.json'),
      `{ ${HEAD},\n  "seo": { "$ref": "zero.json" },\n  "footer": { "$ref": "pipe.json" }\n}`,
    );
    const loaded = loadConfig(root);
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      'config/unreadable-file docs.json:2',
      'config/unreadable-file docs.json:3',
    ]);
    expect(loaded.diagnostics[0]?.message).toContain('not a regular file');
  });

  it('follows a chain of 3,000 $ref files to its end, without overflowing the stack', () => {
    const dir = mkdtempSync(join(root, 'chain-'));
    for (let i = 0; i < 3000; i++)
      writeFileSync(join(dir, `c${i}.json`), `{ "$ref": "c${i + 1}.json", "k${i}": ${i} }`);
    writeFileSync(join(dir, 'c3000.json'), '{ "end": "reached" }');
    writeFileSync(join(dir, 'docs.json'), `{ ${HEAD}, "api": { "$ref": "c0.json" } }`);
    const loaded = loadConfig(dir);
    expect(loaded.diagnostics).toEqual([]);
    const api = (loaded.value as { api: Record<string, unknown> }).api;
    expect([api['end'], api['k0'], api['k2999'], Object.keys(api).length]).toEqual([
      'reached',
      0,
      2999,
      3001,
    ]);
    // Each value is located in the file that wrote it, however deep in the chain.
    expect(loaded.sources.locate('/api/k2999')).toMatchObject({ file: 'c2999.json', line: 1 });
    expect(loaded.sources.locate('/api/end')).toMatchObject({ file: 'c3000.json', line: 1 });
  });

  it('reports a cycle at the end of a long chain at the $ref that closes it, naming the files', () => {
    const dir = mkdtempSync(join(root, 'cycle-'));
    for (let i = 0; i < 2000; i++)
      writeFileSync(join(dir, `c${i}.json`), `{ "$ref": "c${i + 1}.json" }`);
    writeFileSync(join(dir, 'c2000.json'), '{\n  "$ref": "c1990.json"\n}');
    writeFileSync(join(dir, 'docs.json'), `{ ${HEAD}, "api": { "$ref": "c0.json" } }`);
    const loaded = loadConfig(dir);
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}:${d.column}`)).toEqual([
      'config/ref-cycle c2000.json:2:11',
    ]);
    expect(loaded.diagnostics[0]?.message).toContain('c1990.json → c1991.json → ');
    expect(loaded.diagnostics[0]?.message).toContain('c2000.json → c1990.json.');
  });

  it('bounds a config that includes one file over and over with one positioned error', () => {
    // Each file includes the next twice over: 2^40 values once every $ref is followed.
    const dir = mkdtempSync(join(root, 'laughs-'));
    for (let i = 0; i < 40; i++)
      writeFileSync(
        join(dir, `l${i}.json`),
        `[{ "$ref": "l${i + 1}.json" }, { "$ref": "l${i + 1}.json" }]`,
      );
    writeFileSync(join(dir, 'l40.json'), '"leaf"');
    writeFileSync(join(dir, 'docs.json'), `{ ${HEAD},\n "x": { "$ref": "l0.json" } }`);
    const loaded = loadConfig(dir);
    expect(loaded.diagnostics.map((d) => d.code)).toEqual(['config/includes-too-large']);
    expect(loaded.diagnostics[0]).toMatchObject({
      file: expect.stringMatching(/^l\d+\.json$/) as unknown,
      line: 1,
    });
    expect(loaded.diagnostics[0]?.message).toContain('more than 200,000 values');
  });

  it('stops values nested deeper than 200 levels across included files', () => {
    const dir = mkdtempSync(join(root, 'deep-'));
    for (let i = 0; i < 10; i++)
      writeFileSync(
        join(dir, `d${i}.json`),
        `${'{"a":'.repeat(30)}{ "$ref": "d${i + 1}.json" }${'}'.repeat(30)}`,
      );
    writeFileSync(join(dir, 'd10.json'), '{}');
    writeFileSync(join(dir, 'docs.json'), `{ ${HEAD}, "x": { "$ref": "d0.json" } }`);
    expect(codesOf(dir)).toEqual(['config/too-deep d6.json:1']);
  });

  it('reads spec files only inside the root, and only regular files up to the size limit', async () => {
    const read = docsFileReader(root);
    writeFileSync(join(root, 'spec.json'), '{}');
    await expect(read('spec.json')).resolves.toBe('{}');
    // A link to /dev/zero leads out of the root, so it is refused before it is opened.
    await expect(read('zero.json')).rejects.toThrow(/leads outside the docs root/);
    await expect(read('pipe.json')).rejects.toThrow(/not a regular file/);
    await expect(read('../outside.json')).rejects.toThrow(/outside the docs root/);
    writeFileSync(join(root, 'huge.json'), Buffer.alloc(MAX_INPUT_BYTES + 1, 32));
    await expect(read('huge.json')).rejects.toThrow(/over the 25 MB limit/);
  });
});
