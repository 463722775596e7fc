import type { ApiModule } from './api-module.js';
import { discoveryRoutes } from './discovery-routes.js';

/**
 * Every route module a server mounts, in order. Add a module here (one line) and its migrations run
 * on start, its prefixes go to the API and its error codes are documented.
 */
export const API_MODULES: readonly ApiModule[] = [discoveryRoutes];
