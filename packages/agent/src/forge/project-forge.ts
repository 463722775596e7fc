import type { AgentProject } from '../jobs/agent-project.js';
import type { Git, GitCredential } from '../git/git.js';
import { createGithubForge, type Forge } from './forge.js';

const isHttp = (url: string) => /^https?:\/\//i.test(url);
const isGitUrl = (url: string) => /^([a-z][a-z0-9+.-]*:\/\/|[^/\s]+@[^:\s]+:)/i.test(url);

/** `owner/name` of a GitHub repository URL (`https://github.com/o/n.git`, `git@github.com:o/n.git`); undefined otherwise. */
export function githubRepositoryOf(url: string): string | undefined {
  const match = /(?:[:/])([^/:]+)\/([^/]+?)(?:\.git)?\/?$/.exec(url);
  return match && /^(https?:\/\/|git@|ssh:\/\/)/.test(url) ? `${match[1]}/${match[2]}` : undefined;
}

/** A URL as it may be shown: without a user name or password in it. */
const withoutUserinfo = (url: string) =>
  isHttp(url) ? url.replace(/^(https?:\/\/)[^@/]*@/i, '$1') : url;

/** GitHub's web address for an API URL: `https://api.github.com` → `https://github.com`, `https://host/api/v3` → `https://host`. */
const webUrlOf = (apiUrl: string) =>
  apiUrl
    .replace(/\/+$/, '')
    .replace(/^(https?:\/\/)api\./i, '$1')
    .replace(/\/api\/v3$/i, '');

/** `owner/name` on GitHub: the forge's `repository`, else that of the repository's URL, else of a local repository's `origin`. */
async function githubRepository(project: AgentProject, git: Git): Promise<string | undefined> {
  if (project.forge.kind === 'github' && project.forge.repository) return project.forge.repository;
  if (isGitUrl(project.repository)) return githubRepositoryOf(project.repository);
  const origin = await git.originUrl(project.repository);
  return origin ? githubRepositoryOf(origin) : undefined;
}

/**
 * The repository as API clients are shown it (a job's `source.repository`), never a folder of the server:
 * a git URL (without credentials) as given; for a local repository, its GitHub repository's web URL, else
 * its `origin` remote's URL, else the project's id.
 */
export async function shownRepository(project: AgentProject, git: Git): Promise<string> {
  if (isGitUrl(project.repository)) return withoutUserinfo(project.repository);
  if (project.forge.kind === 'github') {
    const named = await githubRepository(project, git);
    if (named) return `${webUrlOf(project.forge.apiUrl)}/${named}`;
  }
  const origin = await git.originUrl(project.repository).catch(() => undefined);
  return origin ? withoutUserinfo(origin) : project.projectId;
}

/** Where a job of the project opens its pull request and with which credential git reaches the remote; or why it cannot. */
export type ProjectForge =
  | {
      readonly kind: 'ready';
      readonly forge: Forge | undefined;
      readonly credential: GitCredential | undefined;
    }
  | { readonly kind: 'misconfigured'; readonly reason: string };

/** The forge of a project, with its token; `misconfigured` (the job fails as `github_missconfigured`) when GitHub is configured but unusable. */
export async function projectForge(project: AgentProject, git: Git): Promise<ProjectForge> {
  const { forge } = project;
  if (forge.kind !== 'github') return { kind: 'ready', forge: undefined, credential: undefined };
  if (!forge.token)
    return {
      kind: 'misconfigured',
      reason: `the forge token variable ${forge.tokenEnv} is not set; set it to a GitHub token that can push branches and open pull requests, and restart the server.`,
    };
  const repository = await githubRepository(project, git);
  if (!repository) {
    const where = isGitUrl(project.repository)
      ? `its repository URL is not a GitHub one`
      : `its repository is a local folder without an origin remote on GitHub`;
    return {
      kind: 'misconfigured',
      reason: `the GitHub repository of project "${project.projectId}" is not known (${where}); set projects.${project.projectId}.forge.repository ("owner/name") in the server config.`,
    };
  }
  return {
    kind: 'ready',
    forge: createGithubForge({ apiUrl: forge.apiUrl, repository, token: forge.token }),
    credential: isHttp(project.repository)
      ? { url: project.repository, token: forge.token }
      : undefined,
  };
}
