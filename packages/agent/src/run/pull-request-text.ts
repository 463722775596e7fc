import type { Diagnostic } from '@quire/diagnostics';

const PAGE = /\.(mdx|md)$/i;

/** The pull request's title: the prompt's first line, shortened. */
export function pullRequestTitle(prompt: string): string {
  const line = prompt.trim().split(/\r?\n/)[0] ?? '';
  return `Quire agent: ${line.length > 64 ? `${line.slice(0, 63)}…` : line}`;
}

export interface PullRequestBodyInput {
  readonly prompts: readonly string[];
  /** Changed files, relative to the repository root. */
  readonly changedFiles: readonly string[];
  readonly messageToUser: string;
  /** Diagnostics of the docs after the change, and how many errors the base branch had. */
  readonly diagnostics: readonly Diagnostic[];
  readonly baseErrors: number;
  readonly baseBranch: string;
}

/** The body: the prompt, the agent's message, the changed pages and the validation result. */
export function pullRequestBody(input: PullRequestBodyInput): string {
  const quote = (text: string) =>
    text
      .trim()
      .split(/\r?\n/)
      .map((l) => `> ${l}`)
      .join('\n');
  const pages = input.changedFiles.filter((f) => PAGE.test(f));
  const others = input.changedFiles.filter((f) => !PAGE.test(f));
  const errors = input.diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = input.diagnostics.filter((d) => d.severity === 'warning').length;
  const lines = [
    '## Prompt',
    '',
    ...input.prompts.map(quote).join('\n\n').split('\n'),
    '',
    '## What the agent did',
    '',
    input.messageToUser.trim(),
    '',
    '## Changed pages',
    '',
  ];
  lines.push(...(pages.length ? pages.map((f) => `- \`${f}\``) : ['(no pages)']));
  if (others.length) lines.push('', 'Other files:', ...others.map((f) => `- \`${f}\``));
  lines.push('', '## Validation', '');
  lines.push(
    errors === 0
      ? `Quire validation and link check pass: no errors, ${warnings} warning${warnings === 1 ? '' : 's'}.`
      : `No new errors. ${errors} error${errors === 1 ? '' : 's'} remain that \`${input.baseBranch}\` already had (${input.baseErrors} there); ${warnings} warning${warnings === 1 ? '' : 's'}.`,
  );
  return `${lines.join('\n')}\n`;
}
