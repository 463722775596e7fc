// What the CLI, the dev server, the scripts and the tests' shared support use; nothing else is public.
export { createSiteApp } from './create-site-app.js';
export { listen, type ListenOptions, type RunningServer } from './serve-site.js';
export { resolveSitePath, sitePathOf } from './resolve-site-path.js';
export { wantsMarkdown } from './static-site-handler.js';
export { contentTypeFor } from './content-type.js';
export { createGatedPlaygroundHandler, isGatedPlaygroundPath } from './gated-playground.js';
export { createPlaygroundProxyHandler } from './playground-proxy.js';
export { createServiceApp } from './create-service-app.js';
export {
  startApiService,
  type ApiService,
  type ApiServiceOptions,
} from './api/start-api-service.js';
export type { ApiApp } from './api/create-api-app.js';
export { API_MODULES } from './api/api-modules.js';
export { openApiStore } from './api/api-store.js';
export { API_MIGRATIONS } from './api/api-migrations.js';
export type { ApiModule } from './api/api-module.js';
export { API_ERROR_CODES, type ApiErrorCode } from './api/all-error-codes.js';
export { createApiKey, KEY_EXPIRIES, type KeyExpiry } from './api/api-key.js';
export { cidrProblem } from './api/address-ranges.js';
export { siteContentThrough } from './api/site-content.js';
export { builtSiteContent } from './api/built-site-content.js';
export {
  loadServerConfig,
  type ServerConfigInput,
  type ServerConfigResult,
} from './server-config/load-server-config.js';
export { serverConfigCodes } from './server-config/server-config-codes.js';
export { defaultSiteDomain } from './server-config/default-site-name.js';
export type { HttpLimits, ServerConfig } from './server-config/server-config.js';
export { appUnderBasePath, type FetchHandler } from './app-under-base-path.js';
export { readSiteManifest } from './site-manifest.js';
