export { start } from './main.js';
export { CLIENT_BUNDLE_URL } from './bundle-path.js';
