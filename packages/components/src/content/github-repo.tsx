import type { VNode } from 'preact';
import { UiGlyph } from '../icons/ui-glyph.js';
import { classNames } from '../text/class-names.js';

export interface GitHubRepoProps {
  /** `owner/name` or a github.com URL. */
  readonly repo: string;
  readonly variant?: 'inset' | 'flat';
  readonly className?: string;
}

/** `owner/name` from a slug or a GitHub URL, or undefined. */
export function parseGitHubRepo(repo: string): string | undefined {
  const m = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(
    String(repo ?? '').trim(),
  );
  return m ? `${m[1]}/${m[2]}` : undefined;
}

/**
 * A card linking to a GitHub repository. Built pages stay offline: the card carries
 * `data-github-repo` so a client script may fill in the description and counts.
 */
export function GitHubRepo(props: GitHubRepoProps): VNode {
  const slug = parseGitHubRepo(props.repo) ?? String(props.repo ?? '');
  const variant = props.variant === 'flat' ? 'flat' : 'inset';
  return (
    <a
      class={classNames('q-github-repo', `q-github-repo--${variant}`, props.className)}
      href={`https://github.com/${slug}`}
      data-github-repo={slug}
    >
      <UiGlyph name="github" class="q-github-repo__logo" />
      <span class="q-github-repo__name">{slug}</span>
    </a>
  );
}
GitHubRepo.displayName = 'GitHub.Repo';

export const GitHub = { Repo: GitHubRepo } as const;
