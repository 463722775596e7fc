import type { ApiModule } from './api-module.js';
import { analyticsRoutes } from './analytics-routes.js';
import { createAssistantRoutes } from './assistant-routes.js';
import { discoveryRoutes } from './discovery-routes.js';

/**
 * Every route module a server mounts, in order. Add a module here (one line) and its migrations run
 * on start, its prefixes go to the API and its error codes are documented.
 */
export const API_MODULES: readonly ApiModule[] = [discoveryRoutes, createAssistantRoutes({ env: process.env }), analyticsRoutes];
