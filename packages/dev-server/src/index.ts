export {
  startDevServer,
  type DevServer,
  type DevServerOptions,
  type DevEvent,
} from './start-dev-server.js';
export type { DevSite, DevUpdate } from './dev-site.js';
export type { DevError } from './dev-error.js';
export type { UpdateScope } from './update-scope.js';
export { PORT_TRIES } from './listen-with-fallback.js';
export { DEV_SCRIPT_TAG, UPDATE_EVENT, ERRORS_EVENT } from './dev-client.js';
