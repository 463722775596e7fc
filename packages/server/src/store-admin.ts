// `@quire/server/store-admin`: what a command that manages the service's store (`quire keys`) needs, light to
// import: none of the API's routes, the assistant's or the agent's code, which `@quire/server` loads.
export { openApiStore } from './api/api-store.js';
export { createApiKey, KEY_EXPIRIES, type KeyExpiry } from './api/api-key.js';
export { cidrProblem } from './api/address-ranges.js';
export {
  loadServerConfig,
  type ServerConfigInput,
  type ServerConfigResult,
} from './server-config/load-server-config.js';
export type { ServerConfig } from './server-config/server-config.js';
