export { createSiteApp, type SiteAppOptions } from './create-site-app.js';
export { listen, type RunningServer } from './serve-site.js';
export { readSiteManifest, SITE_MANIFEST_PATH, type SiteManifest } from './site-manifest.js';
export { resolveSitePath, sitePathOf } from './resolve-site-path.js';
export { wantsMarkdown } from './static-site-handler.js';
export { contentTypeFor, isCompressible } from './content-type.js';
export {
  createGatedPlaygroundHandler,
  isGatedPlaygroundPath,
  siteDirGatedPlaygrounds,
  type GatedPlaygroundSource,
} from './gated-playground.js';
export {
  createPlaygroundProxyHandler,
  PROXY_RESPONSE_LIMIT,
  PROXY_UPSTREAM_TIMEOUT_MS,
  type PlaygroundProxyOptions,
  type ProxyErrorCode,
} from './playground-proxy.js';
export { compileProxyTargets, isProxyTarget, type ProxyTargets } from './proxy-targets.js';
export { PROXY_BODY_LIMIT } from './read-limited-body.js';
export { createServiceApp } from './create-service-app.js';
export {
  startApiService,
  openApiStore,
  type ApiService,
  type ApiServiceOptions,
} from './api/start-api-service.js';
export { createApiApp, type ApiApp } from './api/create-api-app.js';
export { API_MODULES } from './api/api-modules.js';
export { isBrowserPath, type ApiModule, type ApiTools } from './api/api-module.js';
export type { ApiContext, ApiEnv, ApiVariables } from './api/api-env.js';
export { ApiError, apiErrorResponse, ERROR_DOCS_URL, type ApiErrorBody } from './api/api-error.js';
export {
  API_ERROR_CODES,
  defineApiErrorCodes,
  type ApiErrorCodeInfo,
  type CoreApiErrorCode,
} from './api/api-error-codes.js';
export { readJsonBody, fieldName, type BodyValidator } from './api/json-body.js';
export { requireAssistantKey, requireAdminKey } from './api/require-key.js';
export { authenticateKey, type KeyNeed } from './api/authenticate-key.js';
export {
  createApiKey,
  parseToken,
  hashToken,
  tokenMatches,
  ASSISTANT_KEY_PREFIX,
  ADMIN_KEY_PREFIX,
  KEY_EXPIRIES,
  DEFAULT_KEY_EXPIRY,
  type KeyExpiry,
  type NewKeyRequest,
  type ParsedToken,
} from './api/api-key.js';
export { addressRanges, cidrProblem } from './api/address-ranges.js';
export {
  createSiteContent,
  siteContentThrough,
  markdownPathOf,
  type SiteContent,
  type ReadSiteFile,
  type IndexFilter,
} from './api/site-content.js';
export { builtSiteContent } from './api/built-site-content.js';
export { searchSite, type SearchHit } from './api/search-site.js';
export { discoveryRoutes, pageUrlPath } from './api/discovery-routes.js';
export { searchAnalyticsRoutes } from './api/search-analytics-routes.js';
export { createAgentRoutes } from './agent/agent-routes.js';
export { AGENT_ERROR_CODES } from './agent/agent-error-codes.js';
export {
  SEARCH_REQUEST_SCHEMA,
  PAGE_REQUEST_SCHEMA,
  type SearchRequest,
  type PageRequest,
} from './api/discovery-schemas.js';
export {
  loadServerConfig,
  type ServerConfigInput,
  type ServerConfigResult,
} from './server-config/load-server-config.js';
export {
  validateServerConfig,
  type ServerConfigFile,
} from './server-config/validate-server-config.js';
export { SERVER_CONFIG_SCHEMA } from './server-config/server-config-schema.js';
export { serverConfigCodes } from './server-config/server-config-codes.js';
export { defaultSiteDomain, domainOf } from './server-config/default-site-name.js';
export {
  DEFAULT_LIMITS,
  DEFAULT_DATA_DIR,
  SERVER_CONFIG_FILE,
  type ServerConfig,
  type SiteEntry,
  type ProjectEntry,
  type ForgeConfig,
  type ModelConfig,
  type ApiLimits,
  type RateLimitRule,
} from './server-config/server-config.js';
export { createAssistantRoutes, type AssistantRoutesOptions } from './api/assistant-routes.js';
export { analyticsRoutes } from './api/analytics-routes.js';
export { ASSISTANT_ERROR_CODES } from './api/assistant-error-codes.js';
