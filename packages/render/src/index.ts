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
