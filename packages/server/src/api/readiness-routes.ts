import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';

/** The path a load balancer or orchestrator polls to learn whether the server answers searches at full speed. */
export const READINESS_PATH = '/_quire/ready';

/**
 * `GET /_quire/ready`: 200 `{ready: true, searchIndexes}` once the search indexes of every served site
 * are loaded (the server starts loading them when it starts), `503 not_ready` until then. No key:
 * it says nothing about the docs.
 */
export const readinessRoutes: ApiModule = {
  name: 'readiness',
  prefixes: [READINESS_PATH],
  register(app, tools) {
    app.get(READINESS_PATH, (c) => {
      const status = tools.context.searchWarmup?.status() ?? { ready: true, loaded: 0, failed: 0 };
      if (!status.ready)
        throw new ApiError(
          'not_ready',
          `The server is still loading its sites' search indexes (${status.loaded} loaded so far). Send traffic once this answers 200; searches sent meanwhile wait for the load.`,
          { headers: { 'retry-after': '1' } },
        );
      c.header('cache-control', 'no-store');
      return c.json({ ready: true, searchIndexes: status.loaded, failedIndexes: status.failed });
    });
  },
};
