export { createSiteApp, type SiteAppOptions } from './create-site-app.js';
export { listen, type RunningServer } from './serve-site.js';
export { readSiteManifest, SITE_MANIFEST_PATH, type SiteManifest } from './site-manifest.js';
export { resolveSitePath, sitePathOf } from './resolve-site-path.js';
export { wantsMarkdown } from './static-site-handler.js';
export { contentTypeFor, isCompressible } from './content-type.js';
export { createGatedPlaygroundHandler, isGatedPlaygroundPath, siteDirGatedPlaygrounds, type GatedPlaygroundSource } from './gated-playground.js';
export { createPlaygroundProxyHandler, isProxyTarget, type PlaygroundProxyOptions } from './playground-proxy.js';
