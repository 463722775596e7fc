import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Command } from 'commander';

/** The output folders a command's arguments name: the docs root's `dist`, `--out`, or the site `serve` serves. */
async function outputsOf(command: Command, cwd: string): Promise<string[]> {
  const first = command.args[0];
  const { out } = command.opts<{ out?: unknown }>();
  const outs = typeof out === 'string' ? [resolve(cwd, out)] : [];
  if (command.name() === 'serve') return [...outs, resolve(cwd, first ?? 'dist')];
  const start = resolve(cwd, first ?? '.');
  if (!existsSync(start)) return outs;
  const { findDocsRoot } = await import('@quire/config/find-docs-root');
  const root = findDocsRoot(start);
  return root ? [...outs, resolve(root, 'dist')] : outs;
}

/**
 * Before any command runs: removes the staging folders that killed builds left beside the output
 * folder the command's arguments name (up to the size of a site each), and says so on stderr.
 */
export async function sweepStagingDirs(
  command: Command,
  cwd: string,
  stderr: NodeJS.WritableStream,
): Promise<void> {
  const { removeStaleStagingDirs } = await import('@quire/build/stale-staging-dirs');
  for (const out of await outputsOf(command, cwd)) {
    const removed = await removeStaleStagingDirs(out).catch(() => [] as string[]);
    for (const dir of removed)
      stderr.write(`quire: removed ${relative(cwd, dir)}, left by a build that was stopped.\n`);
  }
}
