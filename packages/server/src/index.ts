export { createSiteApp, type SiteAppOptions } from './create-site-app.js';
export { listen, type RunningServer } from './serve-site.js';
export { readSiteManifest, SITE_MANIFEST_PATH, type SiteManifest } from './site-manifest.js';
export { resolveSitePath } from './resolve-site-path.js';
