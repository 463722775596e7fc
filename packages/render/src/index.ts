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
export { thumbnailPathOf } from './thumbnail-path.js';
export type { IconRenderer } from './layout/icon-context.js';
export { absoluteUrl, renderRobots, renderSitemap, type SitemapEntry } from './sitemap.js';
export {
  LLMS_TXT_LIMIT,
  renderLlmsFullTxt,
  renderLlmsTxt,
  type LlmsEntry,
  type LlmsFullPage,
  type LlmsInput,
} from './llms-txt.js';
export {
  compileRedirect,
  matchRedirect,
  renderRedirectPage,
  renderRedirectsFile,
  type CompiledRedirect,
  type Redirect,
} from './redirects.js';
export {
  createSidebarMemo,
  navigationView,
  treeForRoute,
  type NavigationView,
  type SidebarMemo,
} from './navigation-view.js';
export { renderSharedSidebar, type SharedSidebarFile } from './shared-sidebar.js';
export { layoutForRoute, type PageContent, type SiteAssets } from './layout-for-route.js';
export { THEME_NAMES, themeName, type ThemeName } from './layout/theme-layout.js';
export { chromeFromConfig, assetUrl, bannerId } from './chrome-from-config.js';
export { changelogFeedXml, type ChangelogFeed, type FeedEntry } from './changelog-feed.js';
export { pageMarkdown, type PageMarkdownInput } from './page-markdown.js';
export { languageName, htmlLang } from './language-names.js';
export { inlineMarkdown } from './inline-markdown.js';
export { htmlUnderBasePath } from './html-under-base-path.js';
export {
  CONTEXTUAL_BUILTINS,
  MCP_OPTIONS,
  usesMcp,
  type ContextualBuiltin,
  type ContextualMenu,
  type ContextualMenuView,
  type ContextualOption,
} from './contextual/contextual-menu-model.js';
export { readContextualMenu } from './contextual/read-contextual-menu.js';
export { contextualStrings, type ContextualStrings } from './contextual/contextual-strings.js';
export { markdownPathOf } from './contextual/contextual-for-page.js';
export {
  INTEGRATION_PROVIDERS,
  integrationTags,
  type IntegrationTag,
  type IntegrationTags,
} from './integrations/integration-tags.js';
export {
  renderSkillMd,
  skillDescription,
  skillName,
  SKILL_MD_LIMITS,
  type SkillApi,
  type SkillConstraint,
  type SkillMdInput,
} from './skill-md.js';
