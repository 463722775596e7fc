import type { ApiModule } from './api-module.js';
import { createAgentRoutes } from '../agent/agent-routes.js';
import { analyticsRoutes } from './analytics-routes.js';
import { createAssistantRoutes } from './assistant-routes.js';
import { discoveryRoutes } from './discovery-routes.js';
import { searchAnalyticsRoutes } from './search-analytics-routes.js';

/**
 * Every route module a server mounts, in order. Add a module here (one line) and its migrations run
 * on start, its prefixes go to the API and its error codes are documented.
 */
export const API_MODULES: readonly ApiModule[] = [
  discoveryRoutes,
  searchAnalyticsRoutes,
  createAssistantRoutes({ env: process.env }),
  analyticsRoutes,
  createAgentRoutes(process.env),
];
