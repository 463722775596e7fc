import { Command, CommanderError } from 'commander';
import { registerCommands } from './commands/index.js';
import { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE } from './exit-codes.js';
import { sweepStagingDirs } from './sweep-staging.js';
import { readVersion } from './version.js';

export { EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE };

/** Runs the `quire` command with the given arguments and returns the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const program = new Command('quire')
    .description('Build, preview, check and serve docs.json documentation sites.')
    .version(readVersion(), '-v, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    // Program options only before the command: `quire search --version v2` is the docs' version.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (s) => process.stdout.write(s),
      writeErr: (s) => process.stderr.write(s),
    });
  let exitCode = EXIT_OK;
  // A build that was killed leaves its staging folder: whatever runs next removes it.
  program.hook('preAction', (_program, command) =>
    sweepStagingDirs(command, process.cwd(), process.stderr),
  );
  registerCommands(program, (code) => {
    exitCode = code;
  });
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      const clean = ['commander.helpDisplayed', 'commander.version', 'commander.help'];
      if (clean.includes(error.code)) return EXIT_OK;
      return EXIT_USAGE;
    }
    process.stderr.write(
      `quire: internal error: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.stderr.write('This is a bug in Quire; please report it with the command you ran.\n');
    return EXIT_PROBLEMS;
  }
  return exitCode;
}
