import { Option, type Command } from 'commander';
import type { OutputFormat } from '@quire/diagnostics';
import { registerBrokenLinks } from './broken-links.js';
import { registerBuild } from './build.js';
import { registerDev } from './dev.js';
import { registerInit } from './init.js';
import { registerKeys } from './keys.js';
import { registerMcp } from './mcp.js';
import { registerNav } from './nav.js';
import { registerSearch } from './search.js';
import { registerServe } from './serve.js';
import { registerUpgrade } from './upgrade.js';

/** Sets the process exit code of the command that ran. */
export type SetExitCode = (code: number) => void;

function registerValidate(program: Command, setExitCode: SetExitCode): void {
  program
    .command('validate')
    .description(
      'check everything the build checks, without building: docs.json, every page and snippet, links; exit 1 exactly when the build would fail',
    )
    .argument('[dir]', 'the docs folder, or any folder inside it (default: the current folder)')
    .addOption(
      new Option(
        '--format <format>',
        'output: pretty (colour and code frames), json, or github (workflow annotations)',
      )
        .choices(['pretty', 'json', 'github'])
        .default('pretty'),
    )
    .option('--strict', 'fail on warnings too', false)
    .option(
      '--cache-dir <dir>',
      'where results are kept between runs (default: .quire/cache inside the docs folder, shared with build)',
    )
    .action(
      async (
        dir: string | undefined,
        options: { format: OutputFormat; strict: boolean; cacheDir?: string },
      ) => {
        const { runValidate } = await import('./validate.js');
        setExitCode(
          await runValidate({
            dir,
            format: options.format,
            strict: options.strict,
            cacheDir: options.cacheDir,
            cwd: process.cwd(),
            env: process.env,
            stdout: process.stdout,
            stderr: process.stderr,
          }),
        );
      },
    );
}

/**
 * Adds every subcommand. Each command's implementation is imported only when it runs,
 * so that `quire --help` stays fast.
 */
export function registerCommands(program: Command, setExitCode: SetExitCode): void {
  registerInit(program, setExitCode);
  registerValidate(program, setExitCode);
  registerNav(program, setExitCode);
  registerBuild(program, setExitCode);
  registerServe(program, setExitCode);
  registerDev(program, setExitCode);
  registerBrokenLinks(program, setExitCode);
  registerSearch(program, setExitCode);
  registerKeys(program, setExitCode);
  registerUpgrade(program, setExitCode);
  registerMcp(program, setExitCode);
  // Further commands are registered here as they land (nav, build, dev, serve, search).
}
