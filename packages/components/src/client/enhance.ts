import { addCodeCopyButtons, handleCopyClick } from './copy.js';
import { renderMermaid, type MermaidLoader } from './mermaid.js';
import { initPlaygrounds } from './playground/init-playgrounds.js';
import { chooseTab, handleTabKey, restoreTabs, revealTarget, tabTarget } from './tabs.js';
import { dismissTooltips, placeTooltip } from './tooltips.js';
import { enhanceViews } from './views.js';

export interface EnhanceOptions {
  /** Loads Mermaid on demand when `window.mermaid` is missing. */
  readonly loadMermaid?: MermaidLoader;
}

function onClick(root: ParentNode, event: Event): void {
  const el = event.target instanceof Element ? event.target : null;
  if (!el) return;
  const copy = el.closest<HTMLElement>('.q-copy');
  if (copy) {
    void handleCopyClick(copy);
    return;
  }
  const tab = tabTarget(el);
  if (tab) chooseTab(root, tab.group, tab.index);
}

function onChange(root: ParentNode, event: Event): void {
  const select = event.target instanceof HTMLSelectElement ? event.target : null;
  const group = select?.classList.contains('q-code-group__select')
    ? select.closest<HTMLElement>('[data-code-group]')
    : null;
  if (select && group) chooseTab(root, group, Number(select.value));
}

function onToggle(event: Event): void {
  const details = event.target;
  if (
    !(details instanceof HTMLDetailsElement) ||
    !details.open ||
    !details.matches('.q-accordion[id]')
  )
    return;
  history.replaceState(history.state, '', `#${details.id}`);
}

/**
 * Makes the server-rendered components interactive under `root`: copy buttons (those of code
 * blocks added here), tabs and code
 * groups (synced by title, remembered), accordion anchors, tooltips, views, Mermaid, and the
 * API reference (server selectors, code-sample language, playgrounds, gated playgrounds).
 * Everything already works or reads without it; calling it twice on a root is harmless.
 */
export function enhance(root: ParentNode = document, options: EnhanceOptions = {}): void {
  const doc = root instanceof Document ? root : ((root as Node).ownerDocument ?? document);
  const marker = root instanceof Document ? root.documentElement : (root as Element);
  doc.documentElement.classList.add('q-js');
  addCodeCopyButtons(root);
  if (marker.hasAttribute?.('data-q-enhanced')) return;
  marker.setAttribute('data-q-enhanced', '');
  root.addEventListener('click', (e) => onClick(root, e));
  root.addEventListener('change', (e) => onChange(root, e));
  root.addEventListener('keydown', (e) => {
    if (!(e instanceof KeyboardEvent)) return;
    if (e.key === 'Escape') dismissTooltips(root);
    else handleTabKey(root, e);
  });
  root.addEventListener('toggle', onToggle, true);
  root.addEventListener('mouseover', (e) => {
    const tip = e.target instanceof Element ? e.target.closest<HTMLElement>('.q-tooltip') : null;
    if (tip) placeTooltip(tip);
  });
  restoreTabs(root);
  void initPlaygrounds(root, doc);
  enhanceViews(root, doc);
  const reveal = () => {
    const hash = decodeURIComponent(doc.location?.hash.slice(1) ?? '');
    if (hash) revealTarget(root, hash);
  };
  reveal();
  doc.defaultView?.addEventListener('hashchange', reveal);
  void renderMermaid(root, doc, options.loadMermaid);
}
