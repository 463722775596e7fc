import type { QueryCache } from '@quire/search';
import type { KeyRecord, Store } from '@quire/store';
import type { ProjectEntry, ServerConfig, SiteEntry } from '../server-config/server-config.js';
import type { KeyCache } from './key-cache.js';
import type { PendingWrites } from './pending-writes.js';
import type { RateLimiter } from './rate-limiter.js';
import type { SiteContent } from './site-content.js';
import type { SearchWarmup } from './warm-search-indexes.js';

/** What every route can reach: the config, the store, the sites' content and the clock. */
export interface ApiContext {
  readonly config: ServerConfig;
  readonly store: Store;
  /** The store's keys, re-read at most once a second each. */
  readonly keys: KeyCache;
  /** Rate-limit counters in memory, reserved from the store's shared ones. */
  readonly rateLimiter: RateLimiter;
  /** Key use and the search log, written to the store in batches. */
  readonly pending: PendingWrites;
  /** The answers of recent searches of the sites' indexes (the search endpoint and the MCP server's search). */
  readonly searches: QueryCache;
  /** The content of each served site, by domain (a site listed without content answers 503). */
  readonly sites: ReadonlyMap<string, SiteContent>;
  readonly now: () => number;
  /** The load of the served sites' search indexes begun at start (`GET /_quire/ready`); none: ready. */
  readonly searchWarmup?: SearchWarmup;
  /** Where the server reports failures it answered with 500 (the CLI prints them); default: nowhere. */
  readonly onInternalError?: (error: unknown, request: Request) => void;
  /** The server's log: one line per event of background work (an agent job started, pushed, opened a pull request, failed). */
  readonly log?: (line: string) => void;
}

/** What `requireAssistantKey` / `requireAdminKey` leave on the request for the handler. */
export interface ApiVariables {
  /** The key that authorized the request. */
  key: KeyRecord;
  /** The client's address (the socket's, or `X-Forwarded-For` with `trustProxy`). */
  clientAddress: string;
  /** Set by `requireAssistantKey`: the site of the `:domain` path parameter. */
  site: SiteEntry;
  /** Set by `requireAdminKey`: the project of the `:projectId` path parameter. */
  project: ProjectEntry;
}

/** The Hono environment of API routes: `c.get('key')`, `c.get('site')`, `c.get('project')`. */
export interface ApiEnv {
  Variables: ApiVariables;
}
