import { existsSync, statSync } from 'node:fs';
import { appendFile, realpath } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import type { FeedbackSink } from '@quire/mcp';
import { EXIT_OK, EXIT_PROBLEMS } from '../exit-codes.js';
import type { SetExitCode } from './index.js';

type Stream = { write(text: string): unknown };

export interface McpCommandOptions {
  readonly site: string;
  /** Read as a signed-in reader of these groups (gated pages of other groups stay closed). */
  readonly groups: readonly string[];
  /** Where `submit_feedback` appends what agents report (JSON lines); without it, feedback is refused. */
  readonly feedbackFile?: string | undefined;
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Stream;
  readonly now: () => number;
}

/** Appends each report to `file` as one JSON line: `{"at", "path", "description"}`. */
function fileFeedback(file: string, now: () => number): FeedbackSink {
  return (feedback) =>
    appendFile(
      file,
      `${JSON.stringify({ at: new Date(now()).toISOString(), path: feedback.path, description: feedback.description })}\n`,
    );
}

/**
 * `quire mcp [site]`: the site's MCP server over stdio, from a built folder: no network, no
 * database. Resolves with the exit code once the client closes its end.
 */
export async function runMcp(options: McpCommandOptions): Promise<number> {
  if (
    !existsSync(options.site) ||
    !statSync(options.site).isDirectory() ||
    !existsSync(resolve(options.site, '_quire', 'site.json'))
  ) {
    options.stderr.write(
      `quire mcp: ${options.site} is not a site built by quire build (no _quire/site.json). Run quire build first.\n`,
    );
    return EXIT_PROBLEMS;
  }
  const { builtSiteContent } = await import('@quire/server');
  const { createDocsMcp, serveMcpStdio } = await import('@quire/mcp');
  const root = await realpath(options.site);
  const mcp = createDocsMcp({
    source: builtSiteContent(root, options.now),
    fallbackName: basename(root),
    ...(options.feedbackFile ? { feedback: fileFeedback(options.feedbackFile, options.now) } : {}),
  });
  const served = await serveMcpStdio(
    mcp,
    {
      caller: { groups: options.groups },
      onError: (error) =>
        options.stderr.write(
          `quire mcp: a call failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        ),
    },
    { stdin: options.stdin, stdout: options.stdout },
  );
  options.stderr.write(`quire mcp: serving ${options.site} over stdio\n`);
  await served.closed;
  return EXIT_OK;
}

export function registerMcp(program: Command, setExitCode: SetExitCode): void {
  program
    .command('mcp')
    .description(
      'serve a built site to AI agents as an MCP server over stdio (search, a read-only docs filesystem, feedback)',
    )
    .argument('[site]', 'the built site folder (default: dist)')
    .option('--groups <groups...>', 'read as a signed-in reader of these groups (gated pages)')
    .option(
      '--feedback-file <file>',
      'append what agents report with submit_feedback to this file (JSON lines); without it, feedback is refused',
    )
    .action(
      async (site: string | undefined, opts: { groups?: string[]; feedbackFile?: string }) => {
        const groups = (opts.groups ?? [])
          .flatMap((g) => g.split(','))
          .map((g) => g.trim())
          .filter(Boolean);
        setExitCode(
          await runMcp({
            site: resolve(process.cwd(), site ?? 'dist'),
            groups,
            feedbackFile: opts.feedbackFile ? resolve(process.cwd(), opts.feedbackFile) : undefined,
            stdin: process.stdin,
            stdout: process.stdout,
            stderr: process.stderr,
            now: Date.now,
          }),
        );
      },
    );
}
