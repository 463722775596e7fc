import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import type { DevEvent, DevServerOptions } from '@quire/dev-server';
import { EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { reportDocsNotFound } from '../docs-not-found.js';
import { prettyDiagnostics, useColor } from '../print-diagnostics.js';
import type { SetExitCode } from './index.js';
import { basePathFlagProblem } from './base-path-flag.js';
import {
  describeApi,
  loadConfigOrReport,
  serverLog,
  serverOptions,
  storeFailure,
  type ServerFlags,
} from './server-options.js';

type Stream = { write(text: string): unknown; readonly isTTY?: boolean };

export interface DevCommandOptions {
  readonly dir?: string | undefined;
  readonly port: number;
  readonly host: string;
  readonly open: boolean;
  readonly groups: readonly string[];
  /** Pages carry docs.json's analytics and support tags (`--integrations`); a preview leaves them out by default. */
  readonly integrations?: boolean | undefined;
  readonly cacheDir?: string | undefined;
  /** `--base-path`: the path to serve the preview under (`/` for the root). */
  readonly basePath?: string | undefined;
  /** The API beside the pages (`--no-api` turns it off) and where its store and config are. */
  readonly server?:
    (ServerFlags & { readonly api: boolean; readonly domain?: string | undefined }) | undefined;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: Stream;
  readonly stderr: Stream;
}

/** Prints what the dev server reports: busy ports, problems with code frames, updates. */
function printEvents(root: string, options: DevCommandOptions): (event: DevEvent) => void {
  let hadErrors = false;
  const color = useColor(options.stdout, options.env);
  return (event) => {
    if (event.kind === 'port-in-use')
      options.stdout.write(`port ${event.port} is already in use; trying ${event.next} instead\n`);
    else if (event.kind === 'update-failed')
      options.stderr.write(`quire dev: the change could not be applied: ${event.message}\n`);
    else if (event.kind === 'update') {
      if (event.update.scope !== 'none')
        options.stdout.write(
          `${event.update.scope}: ${event.update.files.slice(0, 3).join(', ')}${event.update.files.length > 3 ? ', …' : ''} (${Math.round(event.ms)} ms)\n`,
        );
    } else {
      if (event.added.length > 0)
        options.stdout.write(
          `${prettyDiagnostics(event.added, { root, cwd: options.cwd, color, summary: false })}\n`,
        );
      if (hadErrors && event.errors.length === 0) options.stdout.write('✓ every error is fixed\n');
      hadErrors = event.errors.length > 0;
    }
  };
}

function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true })
      .on('error', () => undefined)
      .unref();
  } catch {
    // No browser to open: the URL is printed anyway.
  }
}

interface DevApi {
  readonly start: NonNullable<DevServerOptions['api']>;
  describe(url: string): string;
  /** True when the store could not be opened (the reason is printed). */
  failed(): boolean;
  /** Writes what the API keeps in memory (key use, the search log) and closes its store. */
  close(): Promise<void>;
}

/** The API of `quire dev`: the config loaded now, the store opened once the pages are ready; 'invalid' when the config has problems. */
async function devApi(
  root: string,
  flags: ServerFlags & { readonly domain?: string | undefined },
  options: DevCommandOptions,
): Promise<DevApi | 'invalid'> {
  const { defaultSiteDomain, siteContentThrough, startApiService } = await import('@quire/server');
  const config = await loadConfigOrReport(
    flags,
    { domain: flags.domain ?? defaultSiteDomain({ docsDir: root }), docsDir: root },
    { cwd: options.cwd, env: options.env, stderr: options.stderr, command: 'dev' },
  );
  if (!config) return 'invalid';
  const domain =
    [...config.sites.values()].find((s) => s.docsDir === root)?.domain ??
    defaultSiteDomain({ docsDir: root });
  let location = '';
  let failed = false;
  let close: () => Promise<void> = async () => undefined;
  return {
    async start(pages) {
      try {
        const service = await startApiService({
          config,
          log: serverLog('dev', options.stdout),
          siteContent: new Map([[domain, siteContentThrough(pages)]]),
          onInternalError: (error) =>
            options.stderr.write(
              `quire dev: an API request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
            ),
        });
        location = service.store.location;
        close = () => service.close();
        return service.api;
      } catch (error) {
        failed = true;
        options.stderr.write(storeFailure('dev', config, error));
        throw error;
      }
    },
    describe: (url) => describeApi(url, config, location),
    failed: () => failed,
    close: () => close(),
  };
}

/** `quire dev [dir]`: the live preview. Resolves with an exit code only when it cannot start. */
export async function runDev(options: DevCommandOptions): Promise<number | undefined> {
  const { findDocsRoot } = await import('@quire/config');
  const start = resolve(options.cwd, options.dir ?? '.');
  if (!existsSync(start)) {
    options.stderr.write(`quire dev: ${options.dir ?? start} does not exist.\n`);
    return EXIT_USAGE;
  }
  const problem = basePathFlagProblem('dev', options.basePath);
  if (problem) {
    options.stderr.write(problem);
    return EXIT_USAGE;
  }
  const root = findDocsRoot(start);
  if (!root) {
    reportDocsNotFound('dev', start, options);
    return EXIT_PROBLEMS;
  }
  const { startDevServer, PORT_TRIES } = await import('@quire/dev-server');
  const began = performance.now();
  const flags = options.server ?? { api: true };
  const api = flags.api ? await devApi(root, flags, options) : undefined;
  if (api === 'invalid') return EXIT_PROBLEMS;
  try {
    const cacheDir = options.cacheDir ? resolve(options.cwd, options.cacheDir) : undefined;
    const server = await startDevServer({
      root,
      port: options.port,
      host: options.host,
      groups: options.groups,
      basePath: options.basePath,
      integrations: options.integrations === true,
      cacheDir,
      onEvent: printEvents(root, options),
      api: api?.start,
    });
    const origin = server.url.replace('//127.0.0.1:', '//localhost:');
    const shown = server.basePath ? `${origin}${server.basePath}/` : origin;
    options.stdout.write(
      `✓ preview ready in ${Math.round(performance.now() - began)} ms\n  local → ${shown}\n${api ? api.describe(`${origin}${server.basePath}`) : ''}${options.groups.length > 0 ? `  previewing as a reader of: ${options.groups.join(', ')}\n` : ''}`,
    );
    if (options.open) openBrowser(shown);
    const stop = () =>
      void server
        .close()
        .then(() => api?.close())
        .finally(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return undefined;
  } catch (error) {
    if (api?.failed()) return EXIT_PROBLEMS;
    const code = (error as { code?: string }).code;
    const last = options.port + PORT_TRIES - 1;
    options.stderr.write(
      code === 'EADDRINUSE'
        ? `quire dev: no available port found (${options.port} to ${last} are in use); pick another with --port.\n`
        : `quire dev: cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return EXIT_PROBLEMS;
  }
}

export function registerDev(program: Command, setExitCode: SetExitCode): void {
  const command = program
    .command('dev')
    .description('preview the site: pages render on demand and every open tab follows each save')
    .argument('[dir]', 'the docs folder, or any folder inside it (default: the current folder)')
    .option(
      '-p, --port <port>',
      'port to listen on; when taken, the next free one of the nine after it',
      '3000',
    )
    .option(
      '--host <host>',
      'address to listen on (0.0.0.0 for every network interface)',
      '127.0.0.1',
    )
    .option('--open', 'open the preview in the browser', false)
    .option('--groups <groups...>', 'preview as a signed-in reader of these groups')
    .option(
      '--integrations',
      'load the analytics and support tags of docs.json integrations (left out of a preview by default)',
      false,
    )
    .option(
      '--cache-dir <dir>',
      'where quire build keeps compiled pages (default: .quire/cache inside the docs folder)',
    )
    .option(
      '--base-path <path>',
      'the path to serve the preview under, such as /docs (/ for the root); default: the path of seo.metatags.canonical',
    )
    .option('--no-api', 'preview the pages only, without the API')
    .option(
      '--domain <name>',
      'the domain the site is served as when the server config does not name it (default: from its docs.json name)',
    );
  serverOptions(command).action(
    async (
      dir: string | undefined,
      opts: {
        port: string;
        host: string;
        open: boolean;
        groups?: string[];
        integrations: boolean;
        cacheDir?: string;
        basePath?: string;
        api: boolean;
        domain?: string;
      } & ServerFlags,
    ) => {
      const port = Number(opts.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        process.stderr.write(
          `quire dev: --port must be a number from 0 to 65535 (got ${opts.port}).\n`,
        );
        setExitCode(EXIT_USAGE);
        return;
      }
      const groups = (opts.groups ?? [])
        .flatMap((g) => g.split(','))
        .map((g) => g.trim())
        .filter(Boolean);
      const server = {
        api: opts.api,
        domain: opts.domain,
        config: opts.config,
        dataDir: opts.dataDir,
        databaseUrl: opts.databaseUrl,
      };
      const code = await runDev({
        dir,
        port,
        host: opts.host,
        open: opts.open,
        groups,
        integrations: opts.integrations,
        cacheDir: opts.cacheDir,
        basePath: opts.basePath,
        server,
        cwd: process.cwd(),
        env: process.env,
        stdout: process.stdout,
        stderr: process.stderr,
      });
      if (code !== undefined) setExitCode(code);
    },
  );
}
