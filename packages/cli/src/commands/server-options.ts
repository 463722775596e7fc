import type { Command } from 'commander';
import type { ServerConfig, ServerConfigInput } from '@quire/server';
import { prettyDiagnostics, useColor } from '../print-diagnostics.js';

type Stream = { write(text: string): unknown; readonly isTTY?: boolean };

/** The flags every command that opens the service's store takes. */
export interface ServerFlags {
  readonly config?: string;
  readonly dataDir?: string;
  readonly databaseUrl?: string;
}

/** Adds `--config`, `--data-dir` and `--database-url` (flags win over QUIRE_* variables, which win over the file). */
export function serverOptions(command: Command): Command {
  return command
    .option(
      '--config <file>',
      'the server config (default: $QUIRE_SERVER_CONFIG, else quire.server.json here when it exists)',
    )
    .option(
      '--data-dir <dir>',
      'the data folder, with the SQLite database (default: $QUIRE_DATA_DIR, else the config’s dataDir, else .quire/server)',
    )
    .option(
      '--database-url <url>',
      'a postgres:// URL shared by several servers (default: $QUIRE_DATABASE_URL, else the config’s databaseUrl, else SQLite)',
    );
}

/** Loads the server config, printing its problems; undefined when it is invalid. */
export async function loadConfigOrReport(
  flags: ServerFlags,
  served: ServerConfigInput['served'],
  io: {
    readonly cwd: string;
    readonly env: Readonly<Record<string, string | undefined>>;
    readonly stderr: Stream;
    readonly command: string;
  },
): Promise<ServerConfig | undefined> {
  const { loadServerConfig } = await import('@quire/server/store-admin');
  const result = loadServerConfig({
    cwd: io.cwd,
    env: io.env,
    configFile: flags.config,
    dataDir: flags.dataDir,
    databaseUrl: flags.databaseUrl,
    served,
  });
  const shown = () =>
    `${prettyDiagnostics(result.diagnostics, { root: io.cwd, cwd: io.cwd, color: useColor(io.stderr, io.env) })}\n`;
  if (result.kind === 'ok') {
    if (result.diagnostics.length > 0) io.stderr.write(shown());
    return result.config;
  }
  io.stderr.write(shown());
  io.stderr.write(
    `quire ${io.command}: the server config has problems; fix them and run the command again.\n`,
  );
  return undefined;
}

/** The message for a store that could not be opened: where, why and what to do. */
export function storeFailure(command: string, config: ServerConfig, error: unknown): string {
  const where = config.databaseUrl
    ? 'the Postgres database of QUIRE_DATABASE_URL / --database-url / databaseUrl'
    : `the SQLite database in ${config.dataDir}`;
  const reason = error instanceof Error ? error.message : String(error);
  const hint = config.databaseUrl
    ? 'Check that Postgres is running and the URL (user, password, host, port, database) is right.'
    : 'Check that the data folder is writable (--data-dir).';
  return `quire ${command}: cannot open ${where}: ${reason}. ${hint}\n`;
}

/** The server's log (agent jobs started, pushed, pull requests, failures): one line each, after the command's name. */
export const serverLog =
  (command: string, out: Stream) =>
  (line: string): void =>
    void out.write(`quire ${command}: ${line}\n`);

/** One line about what the API serves, printed when a server starts. */
export function describeApi(url: string, config: ServerConfig, location: string): string {
  const domains = [...config.sites.keys()].join(', ') || 'none';
  const projects = [...config.projects.keys()].join(', ') || 'none';
  return `  API     → ${url}/discovery/v1/… (domains: ${domains}; projects: ${projects}; data: ${location})\n`;
}
