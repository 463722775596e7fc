import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsFileReader, loadConfig, MAX_INPUT_BYTES } from '@quire/config';

// Issue 20.5: nothing docs.json makes Quire read can hang it or exhaust its stack or memory.
const root = mkdtempSync(join(tmpdir(), 'quire-unbounded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const HEAD = '"theme": "mint", "name": "X", "colors": { "primary": "#000000" }, "navigation": { "pages": ["index"] }';
const codesOf = (dir: string) => loadConfig(dir).diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`);

describe('what docs.json includes is bounded', () => {
  it('refuses a $ref to a device or a named pipe, without reading it', () => {
    symlinkSync('/dev/zero', join(root, 'zero.json'));
    execFileSync('mkfifo', [join(root, 'pipe.json')]);
    writeFileSync(join(root, 'docs.json'), `{ ${HEAD},\n  "seo": { "$ref": "zero.json" },\n  "footer": { "$ref": "pipe.json" }\n}`);
    const loaded = loadConfig(root);
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual(['config/unreadable-file docs.json:2', 'config/unreadable-file docs.json:3']);
    expect(loaded.diagnostics[0]?.message).toContain('not a regular file');
  });

  it('stops a chain of 3,000 $ref files with one positioned error instead of overflowing the stack', () => {
    const dir = mkdtempSync(join(root, 'chain-'));
    for (let i = 0; i < 3000; i++) writeFileSync(join(dir, `c${i}.json`), `{ "$ref": "c${i + 1}.json" }`);
    writeFileSync(join(dir, 'c3000.json'), '{}');
    writeFileSync(join(dir, 'docs.json'), `{ ${HEAD}, "api": { "$ref": "c0.json" } }`);
    expect(codesOf(dir)).toEqual(['config/ref-chain-too-long c62.json:1']);
  });

  it('stops values nested deeper than 200 levels across included files', () => {
    const dir = mkdtempSync(join(root, 'deep-'));
    for (let i = 0; i < 10; i++) writeFileSync(join(dir, `d${i}.json`), `${'{"a":'.repeat(30)}{ "$ref": "d${i + 1}.json" }${'}'.repeat(30)}`);
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
