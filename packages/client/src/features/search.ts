import type { PageText } from '@quire/i18n/page';
import { createSearchDialog, type SearchDialog } from './search-dialog.js';
import { createSearchLoader } from './search-index-loader.js';
import { createRecentSearches } from './search-recent.js';
import type { AssistantHandle } from './assistant.js';

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function localStorageOf(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** The navbar box: clicking or focusing it (or typing into it) opens the dialog instead. */
function hookNavbarBox(doc: Document, dialog: () => SearchDialog): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-q-search]')) {
    const box = form.querySelector<HTMLInputElement>('input');
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      dialog().open(box?.value);
    });
    if (!box) continue;
    box.addEventListener('focus', () => {
      if (dialog().restoring) return;
      const initial = box.value;
      box.value = '';
      dialog().open(initial);
    });
    box.addEventListener('click', () => dialog().open());
  }
}

/**
 * In-site search: Cmd/Ctrl+K, `/` or the navbar box open a dialog that searches this page's
 * language and version. The index is fetched only when the dialog first opens.
 */
export function initSearch(
  doc: Document,
  win: Window,
  say: PageText,
  assistant?: AssistantHandle,
): void {
  const html = doc.documentElement;
  const scope = { language: html.dataset.language, version: html.dataset.version };
  const box = doc.querySelector<HTMLInputElement>('form[data-q-search] input');
  let dialog: SearchDialog | undefined;
  const loader = createSearchLoader(win, scope);
  // Under `quire dev` a change swaps the page in place: the index is fetched again when next used.
  doc.addEventListener('quire:swapped', () => loader.reset());
  const get = () =>
    (dialog ??= createSearchDialog(doc, win, {
      placeholder: box?.placeholder || say('search.label'),
      messages: say,
      loader,
      recent: createRecentSearches(
        localStorageOf(win),
        `${scope.language ?? ''}|${scope.version ?? ''}`,
      ),
      ...(assistant ? { assistant } : {}),
    }));
  hookNavbarBox(doc, get);
  doc.addEventListener('keydown', (event) => {
    const k =
      event.key.toLowerCase() === 'k' &&
      (event.metaKey || event.ctrlKey) &&
      !event.altKey &&
      !event.shiftKey;
    if (k || (event.key === '/' && !editable(event.target) && !event.metaKey && !event.ctrlKey)) {
      event.preventDefault();
      if (dialog?.isOpen && k) dialog.close();
      else get().open();
    }
  });
  const kbd = doc.querySelector('.q-search__kbd');
  if (kbd && !/Mac|iPhone|iPad/.test(win.navigator.platform)) kbd.textContent = 'Ctrl K';
}
