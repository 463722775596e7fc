import { enhance } from '@quire/components/client';
import { initBanner } from './features/banner.js';
import { initMobileMenu } from './features/mobile-menu.js';
import { initSearch } from './features/search.js';
import { initSwitchers } from './features/switchers.js';
import { initThemeToggle } from './features/theme-toggle.js';
import { initTocHighlight } from './features/toc-highlight.js';

/** Mermaid is large: it is fetched only by pages that have a diagram. */
const loadMermaid = async () => (await import('mermaid')).default;

/** Enhances a server-rendered Quire page; everything works without it, only less conveniently. */
export function start(doc: Document = document, win: Window = window): void {
  initThemeToggle(doc);
  initMobileMenu(doc);
  initBanner(doc);
  initSwitchers(doc);
  initSearch(doc, win);
  initTocHighlight(doc, win);
  enhance(doc, { loadMermaid });
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start());
  else start();
}
