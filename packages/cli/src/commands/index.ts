import type { Command } from 'commander';

/** Sets the process exit code of the command that ran. */
export type SetExitCode = (code: number) => void;

/**
 * Adds every subcommand. Each command's implementation is imported only when it runs,
 * so that `quire --help` stays fast.
 */
export function registerCommands(_program: Command, _setExitCode: SetExitCode): void {
  // Commands are registered here as they land (validate, nav, build, dev, serve, search).
}
