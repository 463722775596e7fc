import type { AgentProject } from '@quire/agent';
import type { ModelEndpoint } from '@quire/assistant';

/** A site the API answers for: its `domain`, and where its pages come from. */
export interface SiteEntry {
  readonly domain: string;
  /** The built site folder (`quire serve`). */
  readonly siteDir?: string;
  /** The docs folder, where docs.json is (`quire dev`, and what the site is built from). */
  readonly docsDir?: string;
  /** The public assistant key the site's pages use (`sites.<domain>.assistantKey`). */
  readonly assistantKey?: string;
}

/** A project the admin endpoints act on (agent jobs, analytics): what its agent jobs need, and its site. */
export interface ProjectEntry extends AgentProject {
  /** The site built from the project, when the server serves it. */
  readonly domain?: string;
}

/** How this server runs agent jobs (`agent` in the file, `QUIRE_AGENT_*` variables). */
export interface AgentSettings {
  /** Jobs this server runs at once. */
  readonly concurrency: number;
  /** How long one job may run before it fails. */
  readonly timeLimitMs: number;
  /** How long a claim holds without a heartbeat (heartbeats come every third of it). */
  readonly leaseMs: number;
  /** How often a job is started, counting restarts after a server stopped, before it fails as interrupted. */
  readonly maxAttempts: number;
  /** How often an idle worker looks at the queue (a quarter of the lease, from 50 ms to 1 s). */
  readonly pollMs: number;
  /** The environment git runs with: the server's PATH, HOME, SSH agent and git config, and nothing else. */
  readonly gitEnv: Readonly<Record<string, string>>;
}

/** At most `requests` requests per `windowSeconds`. */
export interface RateLimitRule {
  readonly requests: number;
  readonly windowSeconds: number;
}

export interface ApiLimits {
  /** Largest request body accepted, in bytes (413 above). */
  readonly bodyBytes: number;
  /** Per API key; null turns it off. */
  readonly perKey: RateLimitRule | null;
  /** Per client address, before the key is checked; null turns it off. */
  readonly perAddress: RateLimitRule | null;
  /** Calls to `/mcp` per client address (besides `perAddress`); null turns it off. */
  readonly mcp: RateLimitRule | null;
  /** Page feedback per client address (besides `perAddress`); null turns it off. */
  readonly feedback: RateLimitRule | null;
}

/** The time limits and connection cap of the HTTP server (`http` in quire.server.json). */
export interface HttpLimits {
  /** Time to receive a request's headers, from the first byte of the request. */
  readonly headersTimeoutSeconds: number;
  /** Time to receive a whole request, headers and body. */
  readonly requestTimeoutSeconds: number;
  /** How long a kept-alive connection may sit idle between requests. */
  readonly keepAliveTimeoutSeconds: number;
  /** Open connections from one client address; null: no cap. */
  readonly connectionsPerAddress: number | null;
}

/** Everything the API side of a server is configured with, after file, environment and flags are merged. */
export interface ServerConfig {
  /** The config file it came from, when there was one. */
  readonly file?: string;
  readonly sites: ReadonlyMap<string, SiteEntry>;
  readonly projects: ReadonlyMap<string, ProjectEntry>;
  /** The server's data folder (absolute): the SQLite database and anything else kept on disk. */
  readonly dataDir: string;
  /** `postgres://…` to share a database between servers; undefined for SQLite under `dataDir`. */
  readonly databaseUrl?: string;
  readonly limits: ApiLimits;
  /** Take the client address from `X-Forwarded-For` (behind a proxy you run); default false. */
  readonly trustProxy: boolean;
  /** The model the assistant answers with (and agent jobs run on, unless a project names its own); undefined: the assistant answers from the docs alone. */
  readonly model?: ModelEndpoint;
  /** `QUIRE_ASSISTANT_KEY`: the public key the pages of a site that names none of its own use. */
  readonly assistantKey?: string;
  readonly agent: AgentSettings;
  readonly http: HttpLimits;
}

export const DEFAULT_LIMITS: ApiLimits = {
  bodyBytes: 1_048_576,
  perKey: { requests: 600, windowSeconds: 60 },
  perAddress: { requests: 1200, windowSeconds: 60 },
  mcp: { requests: 300, windowSeconds: 60 },
  feedback: { requests: 20, windowSeconds: 600 },
};

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  headersTimeoutSeconds: 20,
  requestTimeoutSeconds: 60,
  keepAliveTimeoutSeconds: 5,
  connectionsPerAddress: 256,
};

export const SERVER_CONFIG_FILE = 'quire.server.json';
export const DEFAULT_DATA_DIR = '.quire/server';
