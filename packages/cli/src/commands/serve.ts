import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { EXIT_PROBLEMS, EXIT_USAGE } from '../exit-codes.js';
import { docsHint } from '../docs-not-found.js';
import type { createSiteApp, HttpLimits } from '@quire/server';
import type { SetExitCode } from './index.js';
import { basePathFlagProblem } from './base-path-flag.js';
import {
  isServingProcess,
  MAX_PROCESSES,
  parseProcesses,
  printOrTell,
  runServingProcesses,
} from './serve-processes.js';
import {
  describeApi,
  loadConfigOrReport,
  serverLog,
  serverOptions,
  storeFailure,
  type ServerFlags,
} from './server-options.js';

type SiteApp = Awaited<ReturnType<typeof createSiteApp>>;

interface ServiceApp {
  readonly app: SiteApp;
  describe(url: string): string;
  /** The HTTP time limits and connection cap of the server config (the defaults without the API). */
  readonly http?: HttpLimits;
  /** Resolves with the number of search indexes loaded (and failed) once the server is ready. */
  readonly ready?: Promise<{ loaded: number; failed: number }>;
}

export interface ServeFlags extends ServerFlags {
  /** `--no-api`: pages only. */
  readonly api: boolean;
  readonly domain?: string;
  /** `--base-path`: the path to serve the site under; default the one it was built for. */
  readonly basePath?: string;
  /** `--processes`: how many serving processes share the port (default 1: this one). */
  readonly processes?: string;
}

/** Where to serve the site: `--base-path`, else the path it was built for; a note when the two differ. */
async function chooseBasePath(
  siteDir: string,
  flag: string | undefined,
): Promise<{ basePath: string; note: string }> {
  const [{ readSiteManifest }, { parseBasePath }] = await Promise.all([
    import('@quire/server'),
    import('@quire/navigation/site-path'),
  ]);
  const built = (await readSiteManifest(siteDir)).basePath ?? '';
  const given = flag === undefined ? undefined : parseBasePath(flag);
  const basePath = given && 'basePath' in given ? given.basePath : built;
  const note =
    basePath === built
      ? ''
      : `note: the site was built to be served under ${built || '/'} (its links start there) and is served here under ${basePath || '/'}: a proxy in front must make up the difference.\n`;
  return { basePath, note };
}

interface ServiceApp {
  readonly app: SiteApp;
  describe(url: string): string;
  /** Writes what the API keeps in memory (key use, the search log) and closes its store. */
  close(): Promise<void>;
}

/** How long a stopping server waits for the requests it is answering (a streaming answer) before it closes anyway. */
const DRAIN_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop listening, let the requests in flight finish (at most `DRAIN_MS`), write
 * what the API kept in memory, close the store, exit 0. Nothing recorded is lost on a clean stop.
 */
function stopCleanlyOnSignal(server: { close(): Promise<void> }, service: ServiceApp): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const drained = Promise.race([
      server.close(),
      new Promise((done) => setTimeout(done, DRAIN_MS).unref()),
    ]);
    void drained
      .then(() => service.close())
      .catch((error: unknown) =>
        process.stderr.write(
          `quire serve: stopping: ${error instanceof Error ? error.message : String(error)}\n`,
        ),
      )
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The server config for the site served, its problems printed unless `quiet`; undefined when it is invalid. */
async function serveConfig(siteDir: string, flags: ServeFlags, quiet: boolean) {
  const { defaultSiteDomain } = await import('@quire/server');
  const served = { domain: flags.domain ?? defaultSiteDomain({ siteDir }), siteDir };
  return loadConfigOrReport(flags, served, {
    cwd: process.cwd(),
    env: process.env,
    stderr: quiet ? { write: () => true } : process.stderr,
    command: 'serve',
  });
}

/** The pages, with the API beside them unless `--no-api`; undefined (after printing why) when the API cannot start. */
async function serviceApp(siteDir: string, flags: ServeFlags): Promise<ServiceApp | undefined> {
  const { createSiteApp, createServiceApp, startApiService } = await import('@quire/server');
  const pages = await createSiteApp({ siteDir });
  if (!flags.api) return { app: pages, describe: () => '', close: async () => undefined };
  // One of several serving processes: the first process has printed the config's problems already.
  const config = await serveConfig(siteDir, flags, isServingProcess());
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
      ready: service.searchWarmup.done,
      http: config.http,
      close: () => service.close(),
    };
  } catch (error) {
    process.stderr.write(storeFailure('serve', config, error));
    return undefined;
  }
}

/** The line printed once the search indexes are loaded: the server answers searches without waiting. */
function readyLine(url: string, loaded: { loaded: number; failed: number }, began: number): string {
  const failed = loaded.failed > 0 ? `, ${loaded.failed} unreadable` : '';
  const indexes = `${loaded.loaded} search ${loaded.loaded === 1 ? 'index' : 'indexes'}${failed}`;
  return `  ready   → ${indexes} loaded in ${Math.round(performance.now() - began)} ms (${url}/_quire/ready answers 200)\n`;
}

/** What `quire serve` refuses before it starts anything: a bad `--base-path`, a folder that is not a built site. */
function serveInputProblem(siteDir: string, flags: ServeFlags): number | undefined {
  const problem = basePathFlagProblem('serve', flags.basePath);
  if (problem) {
    process.stderr.write(problem);
    return EXIT_USAGE;
  }
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
  return undefined;
}

/** `quire serve [site]`: serves a built site (and the API) until interrupted. Resolves with the exit code on failure only. */
export async function runServe(
  siteDir: string,
  port: number,
  host: string,
  flags: ServeFlags = { api: true },
): Promise<number | undefined> {
  const began = performance.now();
  const problem = serveInputProblem(siteDir, flags);
  if (problem !== undefined) return problem;
  const { appUnderBasePath, listen } = await import('@quire/server');
  const { basePath, note } = await chooseBasePath(siteDir, flags.basePath);
  const service = await serviceApp(siteDir, flags);
  if (!service) return EXIT_PROBLEMS;
  try {
    // This process only serves: the node server's lighter responses (see ListenOptions).
    const server = await listen(appUnderBasePath(service.app, basePath), port, host, service.http, {
      lightResponses: true,
    });
    const url = `${server.url}${basePath}`;
    stopCleanlyOnSignal(server, service);
    void printOrTell(
      'listening',
      `${note}Serving ${siteDir} at ${basePath ? `${url}/` : url}\n${service.describe(url)}`,
    );
    void service.ready?.then((s) => printOrTell('ready', readyLine(url, s, began)));
    return undefined;
  } catch (error) {
    const code = (error as { code?: string }).code;
    const said = printOrTell(
      'failed',
      `quire serve: cannot listen on ${host}:${port}${code === 'EADDRINUSE' ? ' (the port is in use; pick another with --port)' : `: ${String(error)}`}.\n`,
    );
    // The API's store and its index loading would keep the process running: it exits with the code instead.
    await Promise.all([said, service.close().catch(() => undefined)]);
    return EXIT_PROBLEMS;
  }
}

/**
 * `--processes` above 1, in the process the user started: what would stop every serving process is reported
 * here, once (the site folder, `--base-path`, the server config), then they are started.
 */
async function startServingProcesses(
  siteDir: string,
  processes: number,
  flags: ServeFlags,
): Promise<number | undefined> {
  const problem = serveInputProblem(siteDir, flags);
  if (problem !== undefined) return problem;
  if (flags.api && !(await serveConfig(siteDir, flags, false))) return EXIT_PROBLEMS;
  return runServingProcesses(processes);
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
    )
    .option(
      '--base-path <path>',
      'the path to serve the site and the API under, such as /docs (/ for the root); default: the one the site was built for',
    )
    .option(
      '--processes <n>',
      `serving processes sharing the port, 1 to ${MAX_PROCESSES}, or auto (one per core)`,
      '1',
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
      const processes = parseProcesses(opts.processes ?? '1');
      if (processes === undefined) {
        process.stderr.write(
          `quire serve: --processes must be a whole number from 1 to ${MAX_PROCESSES}, or auto (got ${opts.processes}).\n`,
        );
        setExitCode(EXIT_USAGE);
        return;
      }
      const siteDir = resolve(process.cwd(), site ?? 'dist');
      const code =
        processes > 1 && !isServingProcess()
          ? await startServingProcesses(siteDir, processes, opts)
          : await runServe(siteDir, port, opts.host, opts);
      if (code !== undefined) setExitCode(code);
      // A serving process of --processes that could not start: its channel to the first one would keep it.
      if (code !== undefined && isServingProcess()) process.exit(code);
    },
  );
}
