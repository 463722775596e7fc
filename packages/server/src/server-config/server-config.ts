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

/** Where agent jobs open pull requests. */
export type ForgeConfig =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'github';
      /** `https://api.github.com`, or a GitHub Enterprise server's `https://host/api/v3`. */
      readonly apiUrl: string;
      /** The environment variable holding the token (never the token itself). */
      readonly tokenEnv: string;
      /** `owner/name`; by default read from the repository's `origin` remote. */
      readonly repository?: string;
    };

/** An OpenAI-compatible chat completions endpoint and model. */
export interface ModelConfig {
  readonly baseUrl?: string;
  readonly model?: string;
  /** The environment variable holding the API key (never the key itself). */
  readonly apiKeyEnv?: string;
}

/** A project the admin endpoints act on (agent jobs, analytics). */
export interface ProjectEntry {
  readonly projectId: string;
  /** A local path (absolute once loaded) or a git URL. */
  readonly repository: string;
  readonly baseBranch: string;
  /** The docs folder inside the repository (where docs.json is), `.` for its root. */
  readonly docsRoot: string;
  /** The site built from the project, when the server serves it. */
  readonly domain?: string;
  readonly forge: ForgeConfig;
  readonly model?: ModelConfig;
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
}

export const DEFAULT_LIMITS: ApiLimits = {
  bodyBytes: 1_048_576,
  perKey: { requests: 600, windowSeconds: 60 },
  perAddress: { requests: 1200, windowSeconds: 60 },
};

export const SERVER_CONFIG_FILE = 'quire.server.json';
export const DEFAULT_DATA_DIR = '.quire/server';
