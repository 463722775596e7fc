/** A pull request to open: the pushed branch, the branch it merges into, and its text. */
export interface PullRequestInput {
  readonly head: string;
  readonly base: string;
  readonly title: string;
  readonly body: string;
  /** Opened as a draft (not ready for review). */
  readonly draft: boolean;
}

/** Where pull requests are opened, behind one interface; `createGithubForge` speaks GitHub's REST API. */
export interface Forge {
  openPullRequest(input: PullRequestInput, signal?: AbortSignal): Promise<{ readonly url: string }>;
}

/** The forge refused or could not be reached: its answer, and what to check. */
export class ForgeError extends Error {
  override readonly name = 'ForgeError';
}

export interface GithubForgeOptions {
  /** `https://api.github.com`, or `https://<host>/api/v3` for GitHub Enterprise. */
  readonly apiUrl: string;
  /** `owner/name` of the repository. */
  readonly repository: string;
  readonly token: string;
}

function htmlUrlOf(text: string): unknown {
  try {
    return (JSON.parse(text) as { html_url?: unknown }).html_url;
  } catch {
    return undefined;
  }
}

/** GitHub's REST API: `POST /repos/{owner}/{repo}/pulls`, answering the pull request's `html_url`. */
export function createGithubForge(options: GithubForgeOptions): Forge {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/repos/${options.repository}/pulls`;
  return {
    async openPullRequest(input, signal) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            accept: 'application/vnd.github+json',
            authorization: `Bearer ${options.token}`,
            'content-type': 'application/json',
            'user-agent': 'quire-agent',
            'x-github-api-version': '2022-11-28',
          },
          body: JSON.stringify({
            title: input.title,
            head: input.head,
            base: input.base,
            body: input.body,
            draft: input.draft,
          }),
          ...(signal ? { signal } : {}),
        });
      } catch (error) {
        throw new ForgeError(
          `GitHub at ${options.apiUrl} could not be reached: ${(error as Error).message}`,
        );
      }
      const text = await response.text();
      const url = response.ok ? htmlUrlOf(text) : undefined;
      if (typeof url !== 'string') {
        throw new ForgeError(
          `GitHub refused the pull request for ${options.repository} (HTTP ${response.status}: ${text.slice(0, 300)}); check the token's access to the repository and the forge settings.`,
        );
      }
      return { url };
    },
  };
}
