import { mkdtemp, readFile, readdir, writeFile, mkdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStagingDir } from '@quire/build';

describe('staging dir', () => {
  it('swaps the new site in on commit', async () => {
    const base = await mkdtemp(join(tmpdir(), 'quire-stage-'));
    const out = join(base, 'dist');
    await mkdir(out);
    await writeFile(join(out, 'old.html'), 'old');
    const stage = await createStagingDir(out);
    await stage.write('a/index.html', 'new');
    await stage.commit();
    expect(await readdir(out)).toEqual(['a']);
    expect(await readFile(join(out, 'a/index.html'), 'utf8')).toBe('new');
    expect((await readdir(base)).sort()).toEqual(['dist']);
  });

  it('leaves the previous output untouched on abort', async () => {
    const base = await mkdtemp(join(tmpdir(), 'quire-stage-'));
    const out = join(base, 'dist');
    await mkdir(out);
    await writeFile(join(out, 'index.html'), 'previous');
    const stage = await createStagingDir(out);
    await stage.write('index.html', 'broken');
    await stage.abort();
    expect(await readFile(join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(await readdir(base)).toEqual(['dist']);
  });

  it('reuses a previous file as a hard link, and writing that path afterwards leaves the previous file as it was', async () => {
    const base = await mkdtemp(join(tmpdir(), 'quire-stage-'));
    const out = join(base, 'dist');
    await mkdir(join(out, 'a'), { recursive: true });
    await writeFile(join(out, 'a/index.html'), 'kept');
    await writeFile(join(out, 'b.html'), 'previous b');
    const stage = await createStagingDir(out);
    await stage.reuse('a/index.html', join(out, 'a/index.html'));
    await stage.reuse('b.html', join(out, 'b.html'));
    expect((await stat(join(stage.dir, 'a/index.html'))).ino).toBe(
      (await stat(join(out, 'a/index.html'))).ino,
    );
    await stage.write('b.html', 'new b');
    await stage.abort();
    expect(await readFile(join(out, 'b.html'), 'utf8')).toBe('previous b');
    expect(await readFile(join(out, 'a/index.html'), 'utf8')).toBe('kept');
  });

  it('removes a reused file, so that a render worker writing the path in place leaves the previous one as it was', async () => {
    const base = await mkdtemp(join(tmpdir(), 'quire-stage-'));
    const out = join(base, 'dist');
    await mkdir(out);
    await writeFile(join(out, 'p.html'), 'previous');
    const stage = await createStagingDir(out);
    await stage.reuse('p.html', join(out, 'p.html'));
    await stage.remove('p.html');
    await writeFile(join(stage.dir, 'p.html'), 'rendered again');
    await stage.abort();
    expect(await readFile(join(out, 'p.html'), 'utf8')).toBe('previous');
  });

  it('refuses paths that leave the site folder', async () => {
    const base = await mkdtemp(join(tmpdir(), 'quire-stage-'));
    const stage = await createStagingDir(join(base, 'dist'));
    await expect(stage.write('../escape.html', 'x')).rejects.toThrow(/leaves the site folder/);
    await stage.abort();
  });

  it('removes the staging folders of killed builds, and leaves those of running ones', async () => {
    const base = await mkdtemp(join(tmpdir(), 'quire-stage-'));
    const out = join(base, 'dist');
    // A process that has exited: its id names no running build.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    for (const name of [
      `.dist.quire-staging-${dead}`,
      `.dist.quire-old-${dead}`,
      `.dist.quire-staging-${process.ppid}`,
      `.other.quire-staging-${dead}`,
    ]) {
      await mkdir(join(base, name, 'guide'), { recursive: true });
      await writeFile(join(base, name, 'guide', 'index.html'), 'half-written');
    }
    const stage = await createStagingDir(out);
    await stage.write('index.html', 'new');
    await stage.commit();
    expect((await readdir(base)).sort()).toEqual(
      [`.dist.quire-staging-${process.ppid}`, `.other.quire-staging-${dead}`, 'dist'].sort(),
    );
  });
});
