import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_LIMITS,
  SERVER_CONFIG_FILE,
  type ApiLimits,
  type ProjectEntry,
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
  | { readonly kind: 'ok'; readonly config: ServerConfig }
  | { readonly kind: 'invalid'; readonly diagnostics: readonly Diagnostic[] };

const isUrl = (s: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(s) || /^[^/\s]+@[^:\s]+:/.test(s);
const inside = (base: string, path: string) => (isAbsolute(path) ? path : resolve(base, path));

function limitsOf(file: ServerConfigFile['limits']): ApiLimits {
  return {
    bodyBytes: file?.bodyBytes ?? DEFAULT_LIMITS.bodyBytes,
    perKey: file?.perKey === false ? null : (file?.perKey ?? DEFAULT_LIMITS.perKey),
    perAddress: file?.perAddress === false ? null : (file?.perAddress ?? DEFAULT_LIMITS.perAddress),
  };
}

function projectOf(
  projectId: string,
  p: NonNullable<ServerConfigFile['projects']>[string],
  base: string,
): ProjectEntry {
  const forge = p.forge;
  return {
    projectId,
    repository: isUrl(p.repository) ? p.repository : inside(base, p.repository),
    baseBranch: p.baseBranch ?? 'main',
    docsRoot: p.docsRoot ?? '.',
    ...(p.domain ? { domain: p.domain } : {}),
    forge:
      forge?.kind === 'github'
        ? {
            kind: 'github',
            apiUrl: forge.apiUrl ?? 'https://api.github.com',
            tokenEnv: forge.tokenEnv ?? 'GITHUB_TOKEN',
            ...(forge.repository ? { repository: forge.repository } : {}),
          }
        : { kind: 'none' },
    ...(p.model ? { model: p.model } : {}),
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

/** The default project of a config without projects: the served site's, named after it. */
function defaultProjects(served: SiteEntry | undefined): Map<string, ProjectEntry> {
  if (!served) return new Map();
  const repository = served.docsDir ?? dirname(served.siteDir ?? '.');
  return new Map([
    [
      served.domain,
      {
        projectId: served.domain,
        repository,
        baseBranch: 'main',
        docsRoot: '.',
        domain: served.domain,
        forge: { kind: 'none' },
      },
    ],
  ]);
}

/** Reads the server config (file, environment, flags) into one `ServerConfig`, or the problems found. */
export function loadServerConfig(input: ServerConfigInput): ServerConfigResult {
  const named = input.configFile ?? input.env['QUIRE_SERVER_CONFIG'];
  const path = named
    ? resolve(input.cwd, named)
    : existsSync(resolve(input.cwd, SERVER_CONFIG_FILE))
      ? resolve(input.cwd, SERVER_CONFIG_FILE)
      : undefined;
  let file: ServerConfigFile = {};
  if (path) {
    if (!existsSync(path)) {
      const message = `the server config ${named ?? path} does not exist`;
      return {
        kind: 'invalid',
        diagnostics: [
          createDiagnostic({
            code: 'server/config-not-found',
            message,
            hint: 'Fix the path given to --config or QUIRE_SERVER_CONFIG, or unset it.',
          }),
        ],
      };
    }
    const checked = validateServerConfig(readFileSync(path, 'utf8'), path);
    if (!checked.value) return { kind: 'invalid', diagnostics: checked.diagnostics };
    file = checked.value;
  }
  const base = path ? dirname(path) : input.cwd;
  const dataDir = input.dataDir ?? input.env['QUIRE_DATA_DIR'];
  const databaseUrl = input.databaseUrl ?? input.env['QUIRE_DATABASE_URL'] ?? file.databaseUrl;
  const projects = new Map(
    Object.entries(file.projects ?? {}).map(([id, p]) => [id, projectOf(id, p, base)] as const),
  );
  return {
    kind: 'ok',
    config: {
      ...(path ? { file: path } : {}),
      sites: sitesOf(file, base, input.served),
      projects: projects.size > 0 ? projects : defaultProjects(input.served),
      dataDir: dataDir
        ? resolve(input.cwd, dataDir)
        : inside(base, file.dataDir ?? DEFAULT_DATA_DIR),
      ...(databaseUrl ? { databaseUrl } : {}),
      limits: limitsOf(file.limits),
      trustProxy: file.trustProxy ?? false,
    },
  };
}
