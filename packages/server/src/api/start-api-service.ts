import { realpath } from 'node:fs/promises';
import { createQueryCache } from '@quire/search';
import { pruneRateLimits, type Store } from '@quire/store';
import type { ServerConfig } from '../server-config/server-config.js';
import type { ApiContext } from './api-env.js';
import type { ApiModule } from './api-module.js';
import { API_MODULES } from './api-modules.js';
import { openApiStore } from './api-store.js';
import { builtSiteContent } from './built-site-content.js';
import { createApiApp, type ApiApp } from './create-api-app.js';
import { createKeyCache } from './key-cache.js';
import { createPendingWrites } from './pending-writes.js';
import { createRateLimiter } from './rate-limiter.js';
import type { SiteContent } from './site-content.js';
import { warmSearchIndexes, type SearchWarmup } from './warm-search-indexes.js';

export interface ApiServiceOptions {
  readonly config: ServerConfig;
  /** Content of sites that are not read from a built folder (the one `quire dev` renders), by domain. */
  readonly siteContent?: ReadonlyMap<string, SiteContent>;
  /** Default: every module of `API_MODULES`. */
  readonly modules?: readonly ApiModule[];
  readonly now?: () => number;
  readonly onInternalError?: ApiContext['onInternalError'];
  /** The server's log (agent jobs: started, pushed, pull request opened, failed). */
  readonly log?: ApiContext['log'];
}

/** A running API: its app, the store it opened (and closes). */
export interface ApiService {
  readonly api: ApiApp;
  readonly store: Store;
  readonly context: ApiContext;
  /** The load of the built sites' search indexes, begun now; `done` resolves when the server is ready. */
  readonly searchWarmup: SearchWarmup;
  close(): Promise<void>;
}

const PRUNE_EVERY_MS = 600_000;
/** Longer than any rate-limit window (`windowSeconds` is at most a day). */
const PRUNE_AFTER_MS = 86_400_000 * 2;

/** The content of the config's sites that are read from a built folder (and not given), by domain. */
async function builtSites(
  config: ServerConfig,
  given: ReadonlyMap<string, SiteContent> | undefined,
  now: () => number,
): Promise<Map<string, SiteContent>> {
  const sites = new Map<string, SiteContent>();
  for (const site of config.sites.values()) {
    if (given?.has(site.domain) || !site.siteDir) continue;
    const root = await realpath(site.siteDir).catch(() => undefined);
    if (root) sites.set(site.domain, builtSiteContent(root, now));
  }
  return sites;
}

/** Opens the store (running migrations) and builds the API app over the config's sites and projects. */
export async function startApiService(options: ApiServiceOptions): Promise<ApiService> {
  const modules = options.modules ?? API_MODULES;
  const store = await openApiStore(
    options.config,
    modules.flatMap((m) => m.migrations ?? []),
  );
  const now = options.now ?? Date.now;
  const built = await builtSites(options.config, options.siteContent, now);
  // Built sites' indexes load now, not on the first searches (which would wait for this same load).
  const searchWarmup = warmSearchIndexes(built.values());
  const context: ApiContext = {
    config: options.config,
    store,
    sites: new Map([...(options.siteContent ?? []), ...built]),
    searchWarmup,
    keys: createKeyCache(store),
    rateLimiter: createRateLimiter(store),
    pending: createPendingWrites(store, (error) =>
      options.log?.(
        `could not write key use and searches to the store (kept for the next try): ${error instanceof Error ? error.message : String(error)}`,
      ),
    ),
    searches: createQueryCache(),
    now,
    ...(options.onInternalError ? { onInternalError: options.onInternalError } : {}),
    ...(options.log ? { log: options.log } : {}),
  };
  // Counters of past windows are dead weight: forget those older than a day, every ten minutes.
  const prune = setInterval(
    () => void pruneRateLimits(store, context.now() - PRUNE_AFTER_MS).catch(() => undefined),
    PRUNE_EVERY_MS,
  );
  prune.unref();
  const api = createApiApp(context, modules);
  const running = modules.flatMap((m) => (m.start ? [m.start(context)] : []));
  const close = async () => {
    clearInterval(prune);
    searchWarmup.stop();
    await Promise.all([...running.map((r) => r.stop()), api.idle()]);
    await context.pending.close();
    await store.close();
  };
  return { api, store, context, searchWarmup, close };
}
