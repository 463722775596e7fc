import type { DocsFile, DocsTree } from './docs-tree.js';

/** What a command of the docs filesystem reads: the tree of pages and a page's Markdown. */
export interface ShellContext {
  readonly tree: DocsTree;
  read(file: DocsFile): Promise<string>;
}

/** What a command printed, and its complaints (as a shell's standard error). */
export interface CommandOutput {
  readonly out: string;
  readonly errors: readonly string[];
}

/** A command: its words after the name, the previous command's output when piped, and the filesystem. */
export type CommandRunner = (
  args: readonly string[],
  input: string | undefined,
  context: ShellContext,
) => Promise<CommandOutput>;

export const NOT_FOUND_HINT =
  'the docs filesystem holds only the pages of this site, as Markdown files (ls / or find / -name "*.md" lists them)';

/** A file operand, or the complaint about it: not there, or a folder. */
export function fileOperand(
  context: ShellContext,
  command: string,
  path: string,
): DocsFile | string {
  const file = context.tree.file(path);
  if (file) return file;
  if (context.tree.isDir(path)) return `${command}: ${path}: is a folder (list it with ls ${path})`;
  return `${command}: ${path}: no such file; ${NOT_FOUND_HINT}`;
}

/** Lines of a text without the empty string after its last newline. */
export function linesOf(text: string): string[] {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

export const joinLines = (lines: readonly string[]): string =>
  lines.length === 0 ? '' : `${lines.join('\n')}\n`;

/**
 * Runs `each` on the text of every file operand (or on the piped input when there are none), with
 * `==> path <==` before each when there are several, as head does.
 */
export async function eachText(
  command: string,
  operands: readonly string[],
  input: string | undefined,
  context: ShellContext,
  each: (text: string) => string,
): Promise<CommandOutput> {
  if (operands.length === 0) {
    if (input === undefined)
      return { out: '', errors: [`${command}: name a file (such as ${command} /index.md)`] };
    return { out: each(input), errors: [] };
  }
  const errors: string[] = [];
  const parts: string[] = [];
  for (const operand of operands) {
    const file = fileOperand(context, command, operand);
    if (typeof file === 'string') {
      errors.push(file);
      continue;
    }
    const body = each(await context.read(file));
    parts.push(operands.length > 1 ? `==> ${file.path} <==\n${body}` : body);
  }
  return { out: parts.join(operands.length > 1 ? '\n' : ''), errors };
}
