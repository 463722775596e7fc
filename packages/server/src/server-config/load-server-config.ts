import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { agentSettings } from './agent-settings.js';
import { envValue } from './env-settings.js';
import { locateJsonPath } from './locate-json-path.js';
import { projectModel, serviceModel } from './model-settings.js';
import { defaultProjects, inside, projectOf } from './project-entry.js';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_HTTP_LIMITS,
  DEFAULT_LIMITS,
  SERVER_CONFIG_FILE,
  type ApiLimits,
  type HttpLimits,
  type ServerConfig,
  type SiteEntry,
} from './server-config.js';
import { validateServerConfig, type ServerConfigFile } from './validate-server-config.js';

/** Where the settings come from. Flags win over the environment, which wins over the file. */
export interface ServerConfigInput {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** `--config`; else `QUIRE_SERVER_CONFIG`; else `quire.server.json` in `cwd` when it exists. */
  readonly configFile?: string | undefined;
  /** `--data-dir`; else `QUIRE_DATA_DIR`; else the file's `dataDir`; else `.quire/server`. */
  readonly dataDir?: string | undefined;
  /** `--database-url`; else `QUIRE_DATABASE_URL`; else the file's `databaseUrl`; else SQLite. */
  readonly databaseUrl?: string | undefined;
  /** The site whose pages this process serves; added under its own name when the config does not list it. */
  readonly served?: SiteEntry | undefined;
}

export type ServerConfigResult =
  /** `diagnostics`: warnings (a variable the config names that is not set). */
  | {
      readonly kind: 'ok';
      readonly config: ServerConfig;
      readonly diagnostics: readonly Diagnostic[];
    }
  | { readonly kind: 'invalid'; readonly diagnostics: readonly Diagnostic[] };

function limitsOf(file: ServerConfigFile['limits']): ApiLimits {
  return {
    bodyBytes: file?.bodyBytes ?? DEFAULT_LIMITS.bodyBytes,
    perKey: file?.perKey === false ? null : (file?.perKey ?? DEFAULT_LIMITS.perKey),
    perAddress: file?.perAddress === false ? null : (file?.perAddress ?? DEFAULT_LIMITS.perAddress),
    mcp: file?.mcp === false ? null : (file?.mcp ?? DEFAULT_LIMITS.mcp),
    feedback: file?.feedback === false ? null : (file?.feedback ?? DEFAULT_LIMITS.feedback),
  };
}

function httpOf(file: ServerConfigFile['http']): HttpLimits {
  const d = DEFAULT_HTTP_LIMITS;
  const cap = file?.connectionsPerAddress;
  return {
    headersTimeoutSeconds: file?.headersTimeoutSeconds ?? d.headersTimeoutSeconds,
    requestTimeoutSeconds: file?.requestTimeoutSeconds ?? d.requestTimeoutSeconds,
    keepAliveTimeoutSeconds: file?.keepAliveTimeoutSeconds ?? d.keepAliveTimeoutSeconds,
    connectionsPerAddress: cap === false ? null : (cap ?? d.connectionsPerAddress),
  };
}

/** The sites of the file, plus the served one under its own name when it is not among them. */
function sitesOf(
  file: ServerConfigFile,
  base: string,
  served: SiteEntry | undefined,
): Map<string, SiteEntry> {
  const sites = new Map<string, SiteEntry>();
  for (const [domain, s] of Object.entries(file.sites ?? {})) {
    sites.set(domain, {
      domain,
      ...(s.site ? { siteDir: inside(base, s.site) } : {}),
      ...(s.docs ? { docsDir: inside(base, s.docs) } : {}),
      ...(s.assistantKey ? { assistantKey: s.assistantKey } : {}),
    });
  }
  if (!served) return sites;
  const listed = [...sites.values()].find(
    (s) =>
      (served.siteDir !== undefined && s.siteDir === served.siteDir) ||
      (served.docsDir !== undefined && s.docsDir === served.docsDir),
  );
  if (listed) sites.set(listed.domain, { ...listed, ...served, domain: listed.domain });
  else if (!sites.has(served.domain)) sites.set(served.domain, served);
  return sites;
}

/** The config file's path and its checked content; the problems when it is missing or invalid. */
function readConfigFile(
  input: ServerConfigInput,
):
  | { readonly path?: string; readonly text?: string; readonly file: ServerConfigFile }
  | { readonly diagnostics: readonly Diagnostic[] } {
  const named = input.configFile ?? envValue(input.env, 'QUIRE_SERVER_CONFIG');
  const fallback = resolve(input.cwd, SERVER_CONFIG_FILE);
  const path = named ? resolve(input.cwd, named) : existsSync(fallback) ? fallback : undefined;
  if (!path) return { file: {} };
  if (!existsSync(path))
    return {
      diagnostics: [
        createDiagnostic({
          code: 'server/config-not-found',
          message: `the server config ${named ?? path} does not exist`,
          hint: 'Fix the path given to --config or QUIRE_SERVER_CONFIG, or unset it.',
        }),
      ],
    };
  const text = readFileSync(path, 'utf8');
  const checked = validateServerConfig(text, path);
  return checked.value ? { path, text, file: checked.value } : { diagnostics: checked.diagnostics };
}

/**
 * Reads the service configuration once, at start: each setting from its flag, else its environment
 * variable, else `quire.server.json`, else its default. Every problem is a `server/config-*` diagnostic,
 * placed in the file where it has a place there; with an error among them the config is `invalid`.
 */
export function loadServerConfig(input: ServerConfigInput): ServerConfigResult {
  const read = readConfigFile(input);
  if ('diagnostics' in read) return { kind: 'invalid', diagnostics: read.diagnostics };
  const { path, text, file } = read;
  const { env } = input;
  const problems: Diagnostic[] = [];
  const locate = (pointer: string) =>
    path && text !== undefined ? locateJsonPath(text, path, pointer, true) : undefined;
  const base = path ? dirname(path) : input.cwd;
  const dataDir = input.dataDir ?? envValue(env, 'QUIRE_DATA_DIR');
  const databaseUrl = input.databaseUrl ?? envValue(env, 'QUIRE_DATABASE_URL') ?? file.databaseUrl;
  const model = serviceModel(file.model, env, locate, problems);
  const projects = new Map(
    Object.entries(file.projects ?? {}).map(([id, p]) => {
      const own = projectModel(id, p.model, model, env, locate, problems);
      return [id, projectOf(id, p, { base, env, model: own, locate, problems })] as const;
    }),
  );
  const agent = agentSettings(file.agent, env, problems);
  if (problems.some((d) => d.severity === 'error'))
    return { kind: 'invalid', diagnostics: problems };
  const assistantKey = envValue(env, 'QUIRE_ASSISTANT_KEY');
  return {
    kind: 'ok',
    diagnostics: problems,
    config: {
      ...(path ? { file: path } : {}),
      sites: sitesOf(file, base, input.served),
      projects: projects.size > 0 ? projects : defaultProjects(input.served, model.endpoint),
      dataDir: dataDir
        ? resolve(input.cwd, dataDir)
        : inside(base, file.dataDir ?? DEFAULT_DATA_DIR),
      ...(databaseUrl ? { databaseUrl } : {}),
      limits: limitsOf(file.limits),
      trustProxy: file.trustProxy ?? false,
      ...(model.endpoint ? { model: model.endpoint } : {}),
      ...(assistantKey ? { assistantKey } : {}),
      agent,
      http: httpOf(file.http),
    },
  };
}
