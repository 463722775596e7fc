import type { SearchLoader } from './search-index-loader.js';
import type { RecentSearches } from './search-recent.js';
import { renderRecent, renderResults } from './search-results.js';

export interface SearchDialog {
  open(initial?: string): void;
  close(): void;
  readonly isOpen: boolean;
  /** True while focus goes back to where it was (so that focusing the navbar box does not open it again). */
  readonly restoring: boolean;
}

export interface SearchDialogOptions {
  readonly placeholder: string;
  readonly loader: SearchLoader;
  readonly recent: RecentSearches;
}

const LIMIT = 8;

const ICON = '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"/><path d="m20 20-3.5-3.5" stroke="currentColor" stroke-width="2"/></svg>';

/** The dialog's elements; text comes from the site (placeholder) and is set as text, never as HTML. */
function buildDialog(doc: Document, placeholder: string) {
  const root = doc.createElement('div');
  root.className = 'q-search-dialog';
  root.hidden = true;
  root.innerHTML = `<div class="q-search-dialog__backdrop" data-q-search-close></div>
<div class="q-search-dialog__panel" role="dialog" aria-modal="true" aria-label="Search">
  <div class="q-search-dialog__bar">${ICON}<input class="q-search-dialog__input" type="search" role="combobox" aria-expanded="true" aria-controls="q-search-listbox" aria-autocomplete="list" autocomplete="off" spellcheck="false" aria-label="Search"><button class="q-search-dialog__close" type="button" data-q-search-close>Esc</button></div>
  <div class="q-search-dialog__status" role="status" aria-live="polite"></div>
  <div class="q-search-dialog__results" id="q-search-listbox" role="listbox" aria-label="Search results"></div>
</div>`;
  const input = root.querySelector('input')!;
  input.placeholder = placeholder;
  doc.body.append(root);
  return { root, panel: root.querySelector<HTMLElement>('[role="dialog"]')!, input, status: root.querySelector<HTMLElement>('[role="status"]')!, listbox: root.querySelector<HTMLElement>('[role="listbox"]')! };
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...panel.querySelectorAll<HTMLElement>('input, button')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = panel.ownerDocument.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The search dialog: a modal with a combobox and a listbox of results grouped by page. Arrow
 * keys move through the results, Enter opens one, Escape closes; focus stays inside while open
 * and returns to where it was when it closes.
 */
export function createSearchDialog(doc: Document, win: Window, options: SearchDialogOptions): SearchDialog {
  const { root, panel, input, status, listbox } = buildDialog(doc, options.placeholder);
  let items: HTMLAnchorElement[] = [];
  let active = -1;
  let returnFocus: HTMLElement | null = null;
  let restoring = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setActive = (i: number) => {
    items[active]?.setAttribute('aria-selected', 'false');
    active = items.length === 0 ? -1 : (i + items.length) % items.length;
    const item = items[active];
    if (item) {
      item.setAttribute('aria-selected', 'true');
      item.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', item.id);
    } else input.removeAttribute('aria-activedescendant');
  };

  const run = () => {
    const q = input.value;
    if (!q.trim()) {
      items = renderRecent(listbox, options.recent.list());
      status.textContent = '';
      return setActive(-1);
    }
    const results = options.loader.query(q, LIMIT);
    items = renderResults(listbox, results, options.loader.highlight);
    status.textContent = results.length === 0 ? `No results for “${q.trim()}”` : `${results.length} ${results.length === 1 ? 'page' : 'pages'}`;
    setActive(0);
  };

  const choose = (item: HTMLAnchorElement | undefined, event?: Event) => {
    if (!item) return;
    if (item.dataset.query !== undefined) {
      event?.preventDefault();
      input.value = item.dataset.query;
      return run();
    }
    options.recent.remember(input.value);
    dialog.close();
    if (!event) win.location.assign(item.href);
  };

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[Math.max(0, active)]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
    } else if (event.key === 'Tab') trapFocus(panel, event);
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, 40);
  });
  panel.addEventListener('keydown', onKey);
  root.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-q-search-close]')) return dialog.close();
    const item = target.closest<HTMLAnchorElement>('.q-search-option');
    if (item) choose(item, event);
  });
  listbox.addEventListener('mousemove', (event) => {
    const item = (event.target as Element).closest<HTMLAnchorElement>('.q-search-option');
    if (item && items.indexOf(item) !== active) setActive(items.indexOf(item));
  });
  options.loader.onFullText(() => {
    if (!root.hidden && input.value.trim()) run();
  });

  const dialog: SearchDialog = {
    get isOpen() {
      return !root.hidden;
    },
    get restoring() {
      return restoring;
    },
    open(initial) {
      if (!root.hidden) return input.focus();
      returnFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
      root.hidden = false;
      doc.documentElement.classList.add('q-search-open');
      if (initial !== undefined) input.value = initial;
      input.focus();
      input.select();
      run();
      status.textContent = 'Loading the search index…';
      options.loader.ready().then(run, () => {
        status.textContent = 'Search is not available: its index could not be loaded.';
      });
    },
    close() {
      if (root.hidden) return;
      root.hidden = true;
      doc.documentElement.classList.remove('q-search-open');
      restoring = true;
      returnFocus?.focus({ preventScroll: true });
      restoring = false;
    },
  };
  return dialog;
}
