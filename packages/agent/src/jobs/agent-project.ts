import type { ModelEndpoint } from '@quire/assistant';
import type { ForgeSettings } from '../forge/forge-settings.js';

/** A project agent jobs run on, as the service configuration gives it. */
export interface AgentProject {
  readonly projectId: string;
  /** A local path (absolute) or a git URL: where jobs clone from and push to. */
  readonly repository: string;
  /** The branch jobs start from and open pull requests against. */
  readonly baseBranch: string;
  /** The folder holding docs.json, relative to the repository root (`.` or `docs`). */
  readonly docsRoot: string;
  readonly forge: ForgeSettings;
  /** The model its jobs run on (the project's own, else the service's); undefined: jobs are refused. */
  readonly model?: ModelEndpoint | undefined;
  /** Pull requests are drafts unless a request says otherwise (v1 `asDraft`). */
  readonly draftPullRequests: boolean;
}
