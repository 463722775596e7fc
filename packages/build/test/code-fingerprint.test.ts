import { mkdir, mkdtemp, readFile, rm, unlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprintDirs } from '../src/code-fingerprint.js';

// What the caches are keyed by includes a hash of Quire's compiled code. A cache folder keeps what that hash read
// (`code-files.json`), so that a run reads no code file whose size, modification time and inode are those it was
// hashed with, and lists no folder whose time is the same. These tests change a tree of code below a temporary
// folder and look at the hash each step gives.

let base: string;
let code: string;
let cache: string;
/** A time well before now: the files and folders have settled (the record keeps only those). */
const settled = new Date(Date.now() - 60_000);

async function put(path: string, text: string, time = settled) {
  await writeFile(path, text);
  await utimes(path, time, time);
}

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'quire-fingerprint-'));
  code = join(base, 'dist');
  cache = join(base, 'cache');
  await mkdir(join(code, 'nested'), { recursive: true });
  await put(join(code, 'a.js'), 'export const a = 1;\n');
  await put(join(code, 'nested', 'b.js'), 'export const b = 2;\n');
  await put(join(code, 'a.d.ts'), 'export declare const a: number;\n');
  await utimes(join(code, 'nested'), settled, settled);
  await utimes(code, settled, settled);
});

afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

const record = async () =>
  JSON.parse(await readFile(join(cache, 'code-files.json'), 'utf8')) as {
    dirs: Record<string, unknown>;
    files: Record<string, unknown>;
  };

describe('the code fingerprint kept in a cache folder', () => {
  it('gives the hash a run without the folder gives, and keeps the files and folders it read', async () => {
    const plain = fingerprintDirs([code]);
    expect(fingerprintDirs([code], cache)).toBe(plain);
    const kept = await record();
    expect(Object.keys(kept.files).sort()).toEqual([
      join(code, 'a.js'),
      join(code, 'nested', 'b.js'),
    ]);
    expect(Object.keys(kept.dirs).sort()).toEqual([code, join(code, 'nested')]);
    // Read from the record the second time: the same hash.
    expect(fingerprintDirs([code], cache)).toBe(plain);
  });

  it('sees a file changed, added or removed, and ignores what is not code', async () => {
    const first = fingerprintDirs([code], cache);
    await put(join(code, 'a.d.ts'), 'export declare const a: string;\n');
    expect(fingerprintDirs([code], cache)).toBe(first);

    await put(join(code, 'nested', 'b.js'), 'export const b = 3;\n', new Date());
    const changed = fingerprintDirs([code], cache);
    expect(changed).not.toBe(first);
    expect(changed).toBe(fingerprintDirs([code]));

    await put(join(code, 'nested', 'c.js'), 'export const c = 4;\n');
    const added = fingerprintDirs([code], cache);
    expect(added).not.toBe(changed);
    expect(added).toBe(fingerprintDirs([code]));

    await unlink(join(code, 'a.js'));
    const removed = fingerprintDirs([code], cache);
    expect(removed).not.toBe(added);
    expect(removed).toBe(fingerprintDirs([code]));
  });

  it('trusts a file by its size, time and inode only once it had settled when it was hashed', async () => {
    // A file written just now is hashed and not kept: the same-size change below, with its time put back to the
    // millisecond, is still seen.
    const now = new Date();
    await put(join(code, 'a.js'), 'export const a = 1;\n', now);
    const first = fingerprintDirs([code], cache);
    expect(Object.keys((await record()).files)).not.toContain(join(code, 'a.js'));
    await put(join(code, 'a.js'), 'export const a = 9;\n', now);
    expect(fingerprintDirs([code], cache)).not.toBe(first);

    // A settled file is kept by its size, time and inode: the one change not seen is a same-size rewrite with its
    // time set back (as `git status`), documented with the validate's record.
    const kept = fingerprintDirs([code], cache);
    await put(join(code, 'nested', 'b.js'), 'export const b = 7;\n');
    expect(fingerprintDirs([code], cache)).toBe(kept);
    expect(fingerprintDirs([code])).not.toBe(kept);
  });

  it('reads the code again when the record is damaged, and a cache folder that cannot be written costs nothing else', async () => {
    const plain = fingerprintDirs([code]);
    await mkdir(cache, { recursive: true });
    await writeFile(join(cache, 'code-files.json'), '{"version":1,"dirs":');
    expect(fingerprintDirs([code], cache)).toBe(plain);
    const blocked = join(base, 'not-a-folder');
    await writeFile(blocked, '');
    expect(fingerprintDirs([code], blocked)).toBe(plain);
  });
});
