import { initBanner } from './features/banner.js';
import { initMobileMenu } from './features/mobile-menu.js';
import { initSwitchers } from './features/switchers.js';
import { initThemeToggle } from './features/theme-toggle.js';
import { initTocHighlight } from './features/toc-highlight.js';

/** Enhances a server-rendered Quire page; everything works without it, only less conveniently. */
export function start(doc: Document = document, win: Window = window): void {
  initThemeToggle(doc);
  initMobileMenu(doc);
  initBanner(doc);
  initSwitchers(doc);
  initTocHighlight(doc, win);
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start());
  else start();
}
