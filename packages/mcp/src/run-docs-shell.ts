import { grep } from './grep-command.js';
import { find, ls } from './list-commands.js';
import { UsageError } from './parse-options.js';
import { parseShell, type Pipeline } from './parse-shell.js';
import { cat, head, sed, tail, wc } from './read-commands.js';
import type { CommandRunner, ShellContext } from './shell-context.js';

const COMMANDS: Readonly<Record<string, CommandRunner>> = {
  ls,
  cat,
  head,
  tail,
  sed,
  grep,
  find,
  wc,
  pwd: async () => ({ out: '/\n', errors: [] }),
};

export const SHELL_COMMANDS = Object.keys(COMMANDS);

/** What one call of the docs filesystem tool may do and print. */
export const SHELL_LIMITS = {
  /** Characters of a command line. */
  commandLength: 4000,
  /** Commands in one call (those of its pipelines together). */
  commands: 20,
  /** Characters of output; past it, the output is cut with a note saying how to ask for less. */
  outputChars: 60_000,
} as const;

export interface ShellResult {
  readonly text: string;
  /** True when nothing was printed and something failed (a missing file, a bad option). */
  readonly isError: boolean;
}

async function runPipeline(pipeline: Pipeline, context: ShellContext) {
  let input: string | undefined;
  const errors: string[] = [];
  for (const command of pipeline) {
    const runner = COMMANDS[command.name];
    if (!runner) {
      errors.push(
        `${command.name}: not available; the docs filesystem has ${SHELL_COMMANDS.join(', ')} (read-only, over the site's pages)`,
      );
      return { out: '', errors };
    }
    try {
      const result = await runner(command.args, input, context);
      errors.push(...result.errors);
      input = result.out;
    } catch (error) {
      if (!(error instanceof UsageError)) throw error;
      errors.push(
        error.message.startsWith(`${command.name}:`)
          ? error.message
          : `${command.name}: ${error.message}`,
      );
      return { out: '', errors };
    }
  }
  return { out: input ?? '', errors };
}

/**
 * Runs a command line of the docs filesystem tool (`ls`, `cat`, `head`, `tail`, `sed -n`, `grep`,
 * `find`, `wc`, `pwd`, joined by `;`, `&&` and `|`) over the site's pages; the output is bounded.
 */
export async function runDocsShell(line: string, context: ShellContext): Promise<ShellResult> {
  const parsed = parseShell(line);
  if (parsed.kind === 'problem')
    return { text: `The command cannot be read: ${parsed.message}.`, isError: true };
  const count = parsed.pipelines.reduce((n, p) => n + p.length, 0);
  if (count > SHELL_LIMITS.commands)
    return {
      text: `The command line has ${count} commands; one call runs at most ${SHELL_LIMITS.commands}. Split it into several calls.`,
      isError: true,
    };
  let out = '';
  const errors: string[] = [];
  for (const pipeline of parsed.pipelines) {
    const result = await runPipeline(pipeline, context);
    out += result.out;
    errors.push(...result.errors);
    if (out.length > SHELL_LIMITS.outputChars) {
      out = `${out.slice(0, SHELL_LIMITS.outputChars)}\n[output cut at ${SHELL_LIMITS.outputChars} characters: ask for less, such as a range of lines (cat /page.md:1-80), head -n, or grep -l]\n`;
      break;
    }
  }
  const text = [out, ...(errors.length > 0 ? [errors.join('\n')] : [])]
    .filter((t) => t !== '')
    .join(out.endsWith('\n') || out === '' ? '' : '\n');
  return { text: text === '' ? '(no output)' : text, isError: out === '' && errors.length > 0 };
}
