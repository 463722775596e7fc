export {
  resolveNavigation,
  type ResolveNavigationInput,
  type ResolvedNavigation,
} from './resolve-navigation.js';
export { navigationCodes, type NavigationCode } from './codes.js';
export type * from './model.js';
export {
  loadSiteModel,
  pageOpenApiDiagnostics,
  type LoadSiteModelOptions,
  type LoadedSiteModel,
  type PageOpenApiInput,
} from './load/load-site-model.js';
export { loadAsyncChannels } from './load/load-async-channels.js';
export type { FrontmatterCache } from './load/frontmatter-cache.js';
export type { AsyncApiChannels, AsyncChannel } from './openapi/async-channel-groups.js';
export { isPageNode, isDivisionNode } from './is-page-node.js';
export { formatSiteModel, type FormatSiteModelOptions } from './format/format-site-model.js';
export { isPageFile } from './pages/create-page-index.js';
export {
  BASE_PATH_ATTRIBUTE,
  basePathOfPage,
  basePathOfUrl,
  MCP_SITE_PATH,
  mcpUrlOf,
  parseBasePath,
  underBasePath,
  withoutBasePath,
  type BasePathReading,
} from './site-path.js';
