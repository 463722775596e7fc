import type { ApiModule } from './api-module.js';
import { createAgentRoutes } from '../agent/agent-routes.js';
import { analyticsRoutes } from './analytics-routes.js';
import { createAssistantRoutes } from './assistant-routes.js';
import { discoveryRoutes } from './discovery-routes.js';
import { feedbackAnalyticsRoutes } from './feedback-analytics-routes.js';
import { feedbackRoutes } from './feedback-routes.js';
import { mcpRoutes } from './mcp-routes.js';
import { readinessRoutes } from './readiness-routes.js';
import { searchAnalyticsRoutes } from './search-analytics-routes.js';
import { siteServicesRoutes } from './site-services-routes.js';
import { trafficRoutes } from './traffic-routes.js';

/**
 * Every route module a server mounts, in order. Add a module here (one line) and its migrations run
 * on start and its prefixes go to the API; its error codes go in `API_ERROR_CODES` (all-error-codes.ts).
 * Modules read the service configuration from their context, never the environment.
 */
export const API_MODULES: readonly ApiModule[] = [
  discoveryRoutes,
  searchAnalyticsRoutes,
  createAssistantRoutes(),
  analyticsRoutes,
  createAgentRoutes(),
  mcpRoutes,
  feedbackRoutes,
  siteServicesRoutes,
  feedbackAnalyticsRoutes,
  trafficRoutes,
  readinessRoutes,
];
