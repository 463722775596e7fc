import { mkdir, rename, rm, writeFile, copyFile, stat } from 'node:fs/promises';
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
  commit(): Promise<void>;
  abort(): Promise<void>;
}

function safeJoin(root: string, path: string): string {
  const full = resolve(root, path.replace(/^\/+/, ''));
  if (full !== root && !full.startsWith(root + sep)) throw new Error(`output path leaves the site folder: ${path}`);
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
  return {
    dir,
    async write(path, contents) {
      const file = safeJoin(dir, path);
      await ensureParent(file);
      await writeFile(file, contents);
    },
    async copy(path, from) {
      const file = safeJoin(dir, path);
      await ensureParent(file);
      await copyFile(from, file);
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
