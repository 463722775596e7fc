import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import type { SetExitCode } from './index.js';

/** `quire serve [site]`: serves a built site until interrupted. Resolves with the exit code on failure only. */
export async function runServe(siteDir: string, port: number, host: string): Promise<number | undefined> {
  const { createSiteApp, listen } = await import('@quire/server');
  if (!existsSync(siteDir) || !statSync(siteDir).isDirectory() || !existsSync(resolve(siteDir, '_quire', 'site.json'))) {
    process.stderr.write(`quire serve: ${siteDir} is not a site built by quire build (no _quire/site.json). Run quire build first.\n`);
    return EXIT_PROBLEMS;
  }
  try {
    const server = await listen(await createSiteApp({ siteDir }), port, host);
    process.stdout.write(`Serving ${siteDir} at ${server.url}\n`);
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    process.stderr.write(`quire serve: cannot listen on ${host}:${port}${code === 'EADDRINUSE' ? ' (the port is in use; pick another with --port)' : `: ${String(error)}`}.\n`);
    return EXIT_PROBLEMS;
  }
}

export function registerServe(program: Command, setExitCode: SetExitCode): void {
  program
    .command('serve')
    .description('serve a built site with real status codes, redirects and Markdown for agents')
    .argument('[site]', 'the built site folder (default: dist)')
    .option('-p, --port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .action(async (site: string | undefined, opts: { port: string; host: string }) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(`quire serve: --port must be a number from 0 to 65535 (got ${opts.port}).\n`);
        setExitCode(EXIT_USAGE);
        return;
      }
      const code = await runServe(resolve(process.cwd(), site ?? 'dist'), port, opts.host);
      if (code !== undefined) setExitCode(code);
    });
}
