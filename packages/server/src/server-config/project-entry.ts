import { dirname, isAbsolute, resolve } from 'node:path';
import type { ForgeSettings } from '@quire/agent';
import type { ModelEndpoint } from '@quire/assistant';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { envValue, type Env } from './env-settings.js';
import type { LocateKey } from './model-settings.js';
import type { ProjectEntry, SiteEntry } from './server-config.js';
import type { ServerConfigFile } from './validate-server-config.js';

type ProjectFile = NonNullable<ServerConfigFile['projects']>[string];

export const isGitUrl = (s: string) =>
  /^[a-z][a-z0-9+.-]*:\/\//i.test(s) || /^[^/\s]+@[^:\s]+:/.test(s);
export const inside = (base: string, path: string) =>
  isAbsolute(path) ? path : resolve(base, path);

/** A project's forge, with its token read from the variable `tokenEnv` names (a warning when it is not set). */
function forgeOf(
  projectId: string,
  forge: ProjectFile['forge'],
  env: Env,
  locate: LocateKey,
  problems: Diagnostic[],
): ForgeSettings {
  if (forge?.kind !== 'github') return { kind: 'none' };
  const tokenEnv = forge.tokenEnv ?? 'GITHUB_TOKEN';
  const token = envValue(env, tokenEnv);
  if (token === undefined)
    problems.push(
      createDiagnostic({
        code: 'server/config-secret-unset',
        severity: 'warning',
        message: `${tokenEnv}, the forge token of project "${projectId}", is not set: its agent jobs will fail as github_missconfigured`,
        hint: `Set ${tokenEnv} in the environment of the server to a GitHub token that can push branches and open pull requests.`,
        at: locate(`/projects/${projectId}/forge${forge.tokenEnv ? '/tokenEnv' : ''}`),
      }),
    );
  return {
    kind: 'github',
    apiUrl: forge.apiUrl ?? 'https://api.github.com',
    tokenEnv,
    ...(token ? { token } : {}),
    ...(forge.repository ? { repository: forge.repository } : {}),
  };
}

/** A project of the file: paths made absolute, defaults filled in, secrets read. */
export function projectOf(
  projectId: string,
  p: ProjectFile,
  context: {
    readonly base: string;
    readonly env: Env;
    readonly model: ModelEndpoint | undefined;
    readonly locate: LocateKey;
    readonly problems: Diagnostic[];
  },
): ProjectEntry {
  return {
    projectId,
    repository: isGitUrl(p.repository) ? p.repository : inside(context.base, p.repository),
    baseBranch: p.baseBranch ?? 'main',
    docsRoot: p.docsRoot ?? '.',
    ...(p.domain ? { domain: p.domain } : {}),
    forge: forgeOf(projectId, p.forge, context.env, context.locate, context.problems),
    ...(context.model ? { model: context.model } : {}),
    draftPullRequests: p.draftPullRequests ?? false,
  };
}

/** The default project of a config without projects: the served site's, named after it. */
export function defaultProjects(
  served: SiteEntry | undefined,
  model: ModelEndpoint | undefined,
): Map<string, ProjectEntry> {
  if (!served) return new Map();
  const project: ProjectEntry = {
    projectId: served.domain,
    repository: served.docsDir ?? dirname(served.siteDir ?? '.'),
    baseBranch: 'main',
    docsRoot: '.',
    domain: served.domain,
    forge: { kind: 'none' },
    ...(model ? { model } : {}),
    draftPullRequests: false,
  };
  return new Map([[served.domain, project]]);
}
