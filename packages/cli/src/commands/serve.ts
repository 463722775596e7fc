import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { docsHint } from '../docs-not-found.js';
import type { createSiteApp } from '@quire/server';
import type { SetExitCode } from './index.js';
import {
  describeApi,
  loadConfigOrReport,
  serverLog,
  serverOptions,
  storeFailure,
  type ServerFlags,
} from './server-options.js';

type SiteApp = Awaited<ReturnType<typeof createSiteApp>>;

export interface ServeFlags extends ServerFlags {
  /** `--no-api`: pages only. */
  readonly api: boolean;
  readonly domain?: string;
}

/** The pages, with the API beside them unless `--no-api`; undefined (after printing why) when the API cannot start. */
async function serviceApp(
  siteDir: string,
  flags: ServeFlags,
): Promise<{ app: SiteApp; describe: (url: string) => string } | undefined> {
  const { createSiteApp, createServiceApp, defaultSiteDomain, startApiService } =
    await import('@quire/server');
  const pages = await createSiteApp({ siteDir });
  if (!flags.api) return { app: pages, describe: () => '' };
  const served = { domain: flags.domain ?? defaultSiteDomain({ siteDir }), siteDir };
  const config = await loadConfigOrReport(flags, served, {
    cwd: process.cwd(),
    env: process.env,
    stderr: process.stderr,
    command: 'serve',
  });
  if (!config) return undefined;
  try {
    const service = await startApiService({
      config,
      log: serverLog('serve', process.stdout),
      onInternalError: (error, request) =>
        process.stderr.write(
          `quire serve: ${request.method} ${new URL(request.url).pathname} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        ),
    });
    return {
      app: createServiceApp(service.api, pages),
      describe: (url) => describeApi(url, config, service.store.location),
    };
  } catch (error) {
    process.stderr.write(storeFailure('serve', config, error));
    return undefined;
  }
}

/** `quire serve [site]`: serves a built site (and the API) until interrupted. Resolves with the exit code on failure only. */
export async function runServe(
  siteDir: string,
  port: number,
  host: string,
  flags: ServeFlags = { api: true },
): Promise<number | undefined> {
  const { listen } = await import('@quire/server');
  if (
    !existsSync(siteDir) ||
    !statSync(siteDir).isDirectory() ||
    !existsSync(resolve(siteDir, '_quire', 'site.json'))
  ) {
    const cwd = process.cwd();
    const start = existsSync(siteDir) ? siteDir : cwd;
    process.stderr.write(
      `quire serve: ${siteDir} is not a site built by quire build (no _quire/site.json).\n  hint: ${docsHint('serve', start, cwd)}\n`,
    );
    return EXIT_PROBLEMS;
  }
  const service = await serviceApp(siteDir, flags);
  if (!service) return EXIT_PROBLEMS;
  try {
    const server = await listen(service.app, port, host);
    process.stdout.write(`Serving ${siteDir} at ${server.url}\n${service.describe(server.url)}`);
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    process.stderr.write(
      `quire serve: cannot listen on ${host}:${port}${code === 'EADDRINUSE' ? ' (the port is in use; pick another with --port)' : `: ${String(error)}`}.\n`,
    );
    return EXIT_PROBLEMS;
  }
}

export function registerServe(program: Command, setExitCode: SetExitCode): void {
  const command = program
    .command('serve')
    .description(
      'serve a built site with real status codes, redirects and Markdown for agents, and the API beside it',
    )
    .argument('[site]', 'the built site folder (default: dist)')
    .option('-p, --port <port>', 'port to listen on', '3000')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--no-api', 'serve the pages only, without the API')
    .option(
      '--domain <name>',
      'the domain the site is served as when the server config does not name it (default: from its docs.json name)',
    );
  serverOptions(command).action(
    async (site: string | undefined, opts: { port: string; host: string } & ServeFlags) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(
          `quire serve: --port must be a number from 0 to 65535 (got ${opts.port}).\n`,
        );
        setExitCode(EXIT_USAGE);
        return;
      }
      const code = await runServe(resolve(process.cwd(), site ?? 'dist'), port, opts.host, opts);
      if (code !== undefined) setExitCode(code);
    },
  );
}
