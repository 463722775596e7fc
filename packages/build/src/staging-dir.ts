import { mkdir, rename, rm, writeFile, copyFile, link, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { removeStaleStagingDirs } from './stale-staging-dirs.js';

/**
 * A folder beside the output where a new site is written; `commit` swaps it in for the
 * old output in two renames, `abort` deletes it and leaves the old output exactly as it was.
 */
export interface StagingDir {
  readonly dir: string;
  /** Writes one file, `path` relative to the site root with forward slashes. */
  write(path: string, contents: string | Uint8Array): Promise<void>;
  /** Copies a file into the site. */
  copy(path: string, from: string): Promise<void>;
  /** Whether the site has a file (not a folder) at `path`, whoever wrote it (workers write here too). */
  hasFile(path: string): Promise<boolean>;
  /**
   * Puts an unchanged file of the previous output into the site as a hard link (a copy where links cannot
   * be made): no bytes are read or written. A later `write` or `copy` to the same path replaces the link
   * instead of writing through it, so the previous output is never modified.
   */
  reuse(path: string, from: string): Promise<void>;
  /** Removes a file from the site, if it is there (a page whose reuse failed halfway, before it is rendered again). */
  remove(path: string): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

function safeJoin(root: string, path: string): string {
  const full = resolve(root, path.replace(/^\/+/, ''));
  if (full !== root && !full.startsWith(root + sep))
    throw new Error(`output path leaves the site folder: ${path}`);
  return full;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates the staging folder `.<out>.quire-staging-<pid>` beside `outDir`, after removing the ones
 * that killed builds left behind.
 */
export async function createStagingDir(outDir: string): Promise<StagingDir> {
  const out = resolve(outDir);
  await removeStaleStagingDirs(out);
  const dir = join(dirname(out), `.${basename(out)}.quire-staging-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const made = new Set<string>([dir]);
  const ensureParent = async (file: string) => {
    const parent = dirname(file);
    if (made.has(parent)) return;
    await mkdir(parent, { recursive: true });
    made.add(parent);
  };
  const linked = new Set<string>();
  /** The file to write `path` to, ready for new contents: its folder made, a hard link to the previous output removed. */
  const target = async (path: string) => {
    const file = safeJoin(dir, path);
    await ensureParent(file);
    if (linked.delete(file)) await unlink(file);
    return file;
  };
  return {
    dir,
    async write(path, contents) {
      await writeFile(await target(path), contents);
    },
    async copy(path, from) {
      await copyFile(from, await target(path));
    },
    async reuse(path, from) {
      const file = await target(path);
      try {
        await link(from, file);
        linked.add(file);
      } catch {
        await copyFile(from, file);
      }
    },
    async remove(path) {
      const file = safeJoin(dir, path);
      linked.delete(file);
      await rm(file, { force: true });
    },
    async hasFile(path) {
      try {
        return (await stat(safeJoin(dir, path))).isFile();
      } catch {
        return false;
      }
    },
    async commit() {
      const old = join(dirname(out), `.${basename(out)}.quire-old-${process.pid}`);
      const hadOld = await exists(out);
      if (hadOld) await rename(out, old);
      try {
        await rename(dir, out);
      } catch (error) {
        if (hadOld) await rename(old, out);
        throw error;
      }
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
