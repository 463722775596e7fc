export { createStagingDir, type StagingDir } from './staging-dir.js';
export { buildSite, type BuildOptions, type BuildResult } from './build-site.js';
export {
  validateSite,
  type ValidateSiteOptions,
  type ValidateSiteResult,
} from './validate/validate-site.js';
export { buildCodes } from './codes.js';
export { searchIndexKey } from './search-indexes.js';
export { htmlPathFor, markdownPathFor } from './site-outputs.js';
// The per-route rendering the build uses, for the dev server to send exactly the same pages.
export type { CodeThemes } from '@quire/mdx';
export {
  codeThemesOfConfig,
  createBuildContext,
  type BuildContext,
  type BuildContextOptions,
} from './build-context.js';
export { renderRoute } from './render-route.js';
export { loadLastModified, type LastModified } from './git-last-modified.js';
export { needsLastModified } from './page-last-modified.js';
export type { RenderedRoute } from './rendered-route.js';
export { writeSiteAssets, customAssets, type SiteAssetOptions } from './site-assets.js';
export { homeRedirect, renderNotFoundPage } from './not-found-page.js';
export { sectionRedirects } from './section-redirects.js';
export { redirectsOf } from './site-outputs.js';
export { readCompileCache } from './compile-cache-file.js';
export { collectClassNames } from './content-utility-css.js';
export { playgroundServers } from './playground-servers.js';
export { resolveSiteAddress, type SiteAddress, type SiteAddressOptions } from './site-address.js';
