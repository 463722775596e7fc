import type { PageText } from '@quire/i18n/page';
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
  /** The page's interface text. */
  readonly messages: PageText;
  readonly loader: SearchLoader;
  readonly recent: RecentSearches;
  /** The Ask mode: hands what is typed to the site's assistant (shown when it has one). */
  readonly assistant?: { available(): boolean; ask(question: string): void };
}

const LIMIT = 8;

const ICON =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"/><path d="m20 20-3.5-3.5" stroke="currentColor" stroke-width="2"/></svg>';

/** The dialog's elements; text comes from the site (placeholder) and is set as text, never as HTML. */
function buildDialog(doc: Document, placeholder: string, say: PageText) {
  const root = doc.createElement('div');
  root.className = 'q-search-dialog';
  root.hidden = true;
  root.innerHTML = `<div class="q-search-dialog__backdrop" data-q-search-close></div>
<div class="q-search-dialog__panel" role="dialog" aria-modal="true">
  <div class="q-search-dialog__bar">${ICON}<input class="q-search-dialog__input" type="search" role="combobox" aria-expanded="true" aria-controls="q-search-listbox" aria-autocomplete="list" autocomplete="off" spellcheck="false"><button class="q-search-dialog__ask" type="button" data-q-search-ask hidden></button><button class="q-search-dialog__close" type="button" data-q-search-close>Esc</button></div>
  <div class="q-search-dialog__status" role="status" aria-live="polite"></div>
  <div class="q-search-dialog__results" id="q-search-listbox" role="listbox"></div>
</div>`;
  const input = root.querySelector('input')!;
  input.placeholder = placeholder;
  input.setAttribute('aria-label', say('search.label'));
  root.querySelector('[role="dialog"]')!.setAttribute('aria-label', say('search.label'));
  root.querySelector('[role="listbox"]')!.setAttribute('aria-label', say('search.results'));
  root.querySelector('[data-q-search-ask]')!.textContent = say('ask.launcher');
  doc.body.append(root);
  return {
    root,
    panel: root.querySelector<HTMLElement>('[role="dialog"]')!,
    input,
    status: root.querySelector<HTMLElement>('[role="status"]')!,
    listbox: root.querySelector<HTMLElement>('[role="listbox"]')!,
  };
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
class SearchDialogView implements SearchDialog {
  private readonly el: ReturnType<typeof buildDialog>;
  private items: HTMLAnchorElement[] = [];
  private active = -1;
  private returnFocus: HTMLElement | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The query whose results are listed. */
  private shown = '';
  /** Whether the reader moved through the listed results (arrow keys, pointer): they then stay as they are. */
  private moved = false;
  /** Whether the index's full text is in (else results come from titles and headings). */
  private fullText = false;
  restoring = false;

  constructor(
    private readonly doc: Document,
    private readonly win: Window,
    private readonly options: SearchDialogOptions,
  ) {
    this.el = buildDialog(doc, options.placeholder, options.messages);
    const { root, panel, input, listbox } = this.el;
    input.addEventListener('input', () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.run(), 40);
    });
    panel.addEventListener('keydown', (event) => this.onKey(event));
    root.addEventListener('click', (event) => this.onClick(event));
    listbox.addEventListener('mousemove', (event) => {
      const item = (event.target as Element).closest<HTMLAnchorElement>('.q-search-option');
      if (item && this.items.indexOf(item) !== this.active) {
        this.moved = true;
        this.setActive(this.items.indexOf(item));
      }
    });
    // The full text replaces the listed results only while the reader has not moved through them.
    options.loader.onFullText(() => {
      this.fullText = true;
      root.dataset.qIndex = 'full';
      if (this.isOpen && input.value.trim()) this.run();
    });
    // Under `quire dev` the index is fetched again after a change, its full text later.
    doc.addEventListener('quire:swapped', () => {
      this.fullText = false;
      delete root.dataset.qIndex;
    });
  }

  get isOpen(): boolean {
    return !this.el.root.hidden;
  }

  open(initial?: string): void {
    const { root, input, status } = this.el;
    if (this.isOpen) return input.focus();
    this.returnFocus =
      this.doc.activeElement instanceof HTMLElement ? this.doc.activeElement : null;
    root.hidden = false;
    this.doc.documentElement.classList.add('q-search-open');
    root.querySelector<HTMLElement>('[data-q-search-ask]')!.hidden =
      !this.options.assistant?.available();
    if (initial !== undefined) input.value = initial;
    input.focus();
    input.select();
    this.run();
    status.textContent = this.options.messages('search.loading');
    this.options.loader.ready().then(
      () => this.run(),
      () => (status.textContent = this.options.messages('search.unavailable')),
    );
  }

  close(): void {
    if (!this.isOpen) return;
    this.el.root.hidden = true;
    this.doc.documentElement.classList.remove('q-search-open');
    this.restoring = true;
    this.returnFocus?.focus({ preventScroll: true });
    this.restoring = false;
  }

  private setActive(i: number): void {
    const { input } = this.el;
    this.items[this.active]?.setAttribute('aria-selected', 'false');
    this.active = this.items.length === 0 ? -1 : (i + this.items.length) % this.items.length;
    const item = this.items[this.active];
    if (!item) return input.removeAttribute('aria-activedescendant');
    item.setAttribute('aria-selected', 'true');
    item.scrollIntoView({ block: 'nearest' });
    input.setAttribute('aria-activedescendant', item.id);
  }

  /**
   * Shows the results of what is typed, or the recent searches when nothing is. Results once shown
   * for a query stay while the reader moves through them: a later run of the same words (the full
   * text arriving, the index loaded late) draws them again only before the first move, so that
   * arrow keys never land on a list that changed under them. `data-q-results` on the listbox says
   * what the listed results come from: `titles` (titles and headings) or `full` (the full text);
   * `data-q-index="full"` on the dialog, that the full text is in.
   */
  private run(): void {
    const { input, listbox, status } = this.el;
    const q = input.value;
    if (!q.trim()) {
      this.shown = '';
      this.items = renderRecent(
        listbox,
        this.options.recent.list(),
        this.options.messages('search.recent'),
      );
      status.textContent = '';
      delete listbox.dataset.qResults;
      return this.setActive(-1);
    }
    if (q === this.shown && this.moved) return;
    this.shown = q;
    this.moved = false;
    const results = this.options.loader.query(q, LIMIT);
    this.items = renderResults(listbox, results, this.options.loader.highlight);
    listbox.dataset.qResults = this.fullText ? 'full' : 'titles';
    const say = this.options.messages;
    const query = q.trim();
    status.textContent =
      results.length === 0
        ? say('search.noResults', { query })
        : results.length === 1
          ? say('search.oneResult', { query })
          : say('search.manyResults', { count: results.length, query });
    this.setActive(0);
  }

  /** Opens a result (by the browser when clicked, here on Enter), or runs a recent search again. */
  private choose(item: HTMLAnchorElement | undefined, event?: Event): void {
    if (!item) return;
    if (item.dataset.query !== undefined) {
      event?.preventDefault();
      this.el.input.value = item.dataset.query;
      return this.run();
    }
    this.options.recent.remember(this.el.input.value);
    this.close();
    if (!event) this.win.location.assign(item.href);
  }

  private onKey(event: KeyboardEvent): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      this.moved ||= this.items.length > 0 && this.shown !== '';
      this.setActive(this.active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      this.choose(this.items[Math.max(0, this.active)]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.close();
    } else if (event.key === 'Tab') trapFocus(this.el.panel, event);
  }

  private onClick(event: MouseEvent): void {
    const target = event.target as Element;
    if (target.closest('[data-q-search-close]')) return this.close();
    if (target.closest('[data-q-search-ask]')) {
      const question = this.el.input.value;
      this.close();
      return this.options.assistant?.ask(question);
    }
    const item = target.closest<HTMLAnchorElement>('.q-search-option');
    if (item) this.choose(item, event);
  }
}

export function createSearchDialog(
  doc: Document,
  win: Window,
  options: SearchDialogOptions,
): SearchDialog {
  return new SearchDialogView(doc, win, options);
}
