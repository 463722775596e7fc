export type {
  DivisionList,
  FontSpec,
  IconSpec,
  LayoutModel,
  LinkItem,
  PageView,
  SidebarNode,
  SiteChrome,
  Switcher,
  ThemedImage,
  TocEntry,
} from './layout-model.js';
export { renderDocument, type RenderDocumentOptions } from './render-document.js';
export type { IconRenderer } from './layout/icon-context.js';
export { absoluteUrl, renderRobots, renderSitemap, type SitemapEntry } from './sitemap.js';
export { LLMS_TXT_LIMIT, renderLlmsFullTxt, renderLlmsTxt, type LlmsEntry, type LlmsFullPage, type LlmsInput } from './llms-txt.js';
export { compileRedirect, matchRedirect, renderRedirectPage, renderRedirectsFile, type CompiledRedirect, type Redirect } from './redirects.js';
