import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Whether a process with this id runs now (one of another user counts as running). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging and old-output folders (`.<out>.quire-staging-<pid>`, `.<out>.quire-old-<pid>`)
 * that builds of processes no longer running left beside `out` (a build killed midway). Folders of
 * running builds, and of this process, are left alone. Returns the folders removed.
 */
export async function removeStaleStagingDirs(out: string): Promise<string[]> {
  const parent = dirname(out);
  const pattern = new RegExp(
    `^\\.${basename(out).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.quire-(?:staging|old)-(\\d+)$`,
  );
  const names = await readdir(parent).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    if (!Number.isSafeInteger(pid) || pid === process.pid || isRunning(pid)) continue;
    await rm(join(parent, name), { recursive: true, force: true });
    removed.push(join(parent, name));
  }
  return removed;
}
