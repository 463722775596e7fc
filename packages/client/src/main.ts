import { pageMessages } from '@quire/i18n/page';
import { enhance, renderMermaid } from '@quire/components/client';
import { initAssistant } from './features/assistant.js';
import { initBanner } from './features/banner.js';
import { initConsentGatedTags } from './features/consent.js';
import { initContextualMenus } from './features/contextual-menu.js';
import { initLiveReload } from './features/live-reload.js';
import { initMobileMenu } from './features/mobile-menu.js';
import { initPageFeedback } from './features/page-feedback.js';
import { loadSiteServices } from './features/site-services.js';
import { initSharedSidebar } from './features/shared-sidebar.js';
import { initSidebarDrilldown } from './features/sidebar-drilldown.js';
import { initSearch } from './features/search.js';
import { initSwitchers } from './features/switchers.js';
import { initThemeToggle } from './features/theme-toggle.js';
import { initTocHighlight } from './features/toc-highlight.js';

/** Mermaid is large: it is fetched only by pages that have a diagram. */
const loadMermaid = async () => (await import('mermaid')).default;

/** The island runtime (Preact and the page runtime) is fetched only by pages whose components run in the browser. */
function startIslands(root: ParentNode): void {
  if (root.querySelector('quire-island[data-island]'))
    void import('./features/islands.js').then((m) => m.hydrateIslands(root));
}

/** Enhances a server-rendered Quire page; everything works without it, only less conveniently. */
export function start(doc: Document = document, win: Window = window): void {
  const say = pageMessages(doc);
  // One question to the server for every service the page may show (a static host: none).
  const services = loadSiteServices(win);
  const assistant = initAssistant(doc, win, say, services);
  // First, to see the page as the server sent it (only under `quire dev`).
  initLiveReload(doc, win, {
    onSwap: (regions) => {
      initContextualMenus(doc, win, assistant);
      void initSharedSidebar(doc, win);
      initTocHighlight(doc, win);
      for (const region of regions) void renderMermaid(region, doc, loadMermaid);
      for (const region of regions) startIslands(region);
    },
  });
  void initSharedSidebar(doc, win);
  initThemeToggle(doc);
  initMobileMenu(doc);
  initSidebarDrilldown(doc);
  initBanner(doc);
  initSwitchers(doc);
  initConsentGatedTags(doc, win);
  initSearch(doc, win, say, assistant);
  initContextualMenus(doc, win, assistant);
  initTocHighlight(doc, win);
  void initPageFeedback(doc, win, say, services);
  enhance(doc, { loadMermaid });
  startIslands(doc);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => start());
  else start();
}
