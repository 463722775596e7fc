import { pageMessages } from '@quire/i18n/page';
import { readStored, writeStored } from './storage.js';

const STORAGE_KEY = 'quire:view';

function showView(views: HTMLElement[], title: string): void {
  for (const view of views)
    view.toggleAttribute('data-active', view.getAttribute('data-view-title') === title);
}

/**
 * Adds a switcher before the first `View` (unless the layout has a `[data-view-switcher]`
 * select) and shows the remembered view, else the first.
 */
export function enhanceViews(root: ParentNode, doc: Document): void {
  const views = Array.from(root.querySelectorAll<HTMLElement>('.q-view'));
  const first = views[0];
  if (!first) return;
  const titles = [...new Set(views.map((v) => v.getAttribute('data-view-title') ?? ''))];
  let select = root.querySelector<HTMLSelectElement>('[data-view-switcher]');
  if (!select) {
    select = doc.createElement('select');
    select.className = 'q-view-switcher';
    select.setAttribute('data-view-switcher', '');
    select.setAttribute('aria-label', pageMessages(doc)('code.chooseView'));
    for (const title of titles) select.add(new Option(title, title));
    first.before(select);
  }
  const stored = readStored(STORAGE_KEY);
  const initial = stored !== undefined && titles.includes(stored) ? stored : (titles[0] ?? '');
  select.value = initial;
  showView(views, initial);
  select.addEventListener('change', () => {
    const value = select?.value ?? '';
    showView(views, value);
    writeStored(STORAGE_KEY, value);
  });
  doc.documentElement.classList.add('q-views-ready');
}
