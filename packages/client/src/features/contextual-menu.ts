import type { AssistantHandle } from './assistant.js';
import { copiedText, fillTemplate, optionHref, type PageFacts } from './contextual-links.js';

/** The page's facts: its public URL (as the build knew it, else its canonical link, else its address), path, MCP server. */
function pageFacts(doc: Document, win: Window, bar: HTMLElement): PageFacts {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return {
    pageUrl: bar.dataset.url || canonical || win.location.href.split('#')[0]!,
    path: win.location.pathname,
    mcpUrl: bar.dataset.mcp,
    mcpName: bar.dataset.mcpName ?? 'docs',
  };
}

/** The page's Markdown (the `.md` the build writes, named by the page's alternate link), fetched once. */
function markdownSource(doc: Document, win: Window): () => Promise<string> {
  let text: Promise<string> | undefined;
  return () => {
    const href = doc.querySelector<HTMLLinkElement>(
      'link[rel="alternate"][type="text/markdown"]',
    )?.href;
    text ??= href
      ? win.fetch(href).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
      : Promise.reject(new Error('no Markdown link'));
    text.catch(() => (text = undefined));
    return text;
  };
}

/** Writes text that may still be on its way, within the click that asked for it. */
async function writeClipboard(win: Window, text: Promise<string>): Promise<void> {
  const clipboard = win.navigator.clipboard;
  const Item = (win as Window & { ClipboardItem?: typeof ClipboardItem }).ClipboardItem;
  if (Item && clipboard.write) {
    const blob = text.then((t) => new Blob([t], { type: 'text/plain' }));
    await clipboard.write([new Item({ 'text/plain': blob })]);
  } else await clipboard.writeText(await text);
}

const items = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((i) => !i.hidden);

/** The menu button's keyboard and pointer behaviour (WAI-ARIA menu button). */
function wireMenu(bar: HTMLElement, doc: Document, onOpen: () => void): (() => void) | undefined {
  const toggle = bar.querySelector<HTMLButtonElement>('.q-ctx__toggle');
  const menu = bar.querySelector<HTMLElement>('[role="menu"]');
  if (!toggle || !menu) return undefined;
  const focusAt = (i: number) => {
    const list = items(menu);
    list[(i + list.length) % list.length]?.focus();
  };
  const close = (refocus: boolean) => {
    if (menu.hidden) return;
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    if (refocus) toggle.focus();
  };
  const open = (at: number) => {
    onOpen();
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    focusAt(at);
  };
  toggle.addEventListener('click', () => (menu.hidden ? open(0) : close(true)));
  toggle.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    open(e.key === 'ArrowDown' ? 0 : -1);
  });
  menu.addEventListener('keydown', (e) => {
    const list = items(menu);
    const at = list.indexOf(doc.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusAt(moves[e.key]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  });
  doc.addEventListener('pointerdown', (e) => {
    if (!bar.contains(e.target as Node)) close(false);
  });
  return () => close(true);
}

/** Gives one menu its behaviour: fills its links, runs its actions, says what a copy did. */
function initBar(bar: HTMLElement, doc: Document, win: Window, assistant: AssistantHandle): void {
  const markdown = markdownSource(doc, win);
  const status = bar.querySelector<HTMLElement>('.q-ctx__status');
  const say = (key: 'copied' | 'failed') => {
    if (!status) return;
    status.textContent = status.dataset[key] ?? '';
    win.setTimeout(() => (status.textContent = ''), 2000);
  };
  const prepare = () => {
    const page = pageFacts(doc, win, bar);
    const text = bar.querySelector('[data-t]') ? markdown() : undefined;
    for (const el of bar.querySelectorAll<HTMLAnchorElement>('a[data-o]')) {
      const href = optionHref(el.dataset.o!, page);
      if (href === undefined) continue;
      el.href = href;
      if (/^https?:/i.test(href)) Object.assign(el, { target: '_blank', rel: 'noopener' });
    }
    for (const el of bar.querySelectorAll<HTMLElement>('[data-o="assistant"]'))
      el.hidden = !assistant.available();
    void text?.then((md) => {
      for (const el of bar.querySelectorAll<HTMLAnchorElement>('a[data-t]'))
        el.href = fillTemplate(el.dataset.t!, page, md);
    });
  };
  const closeMenu = wireMenu(bar, doc, prepare);
  // The main button is a link too: its address is filled as soon as the reader comes near it.
  bar.addEventListener('pointerenter', prepare, { once: true });
  bar.addEventListener('focusin', prepare, { once: true });
  bar.addEventListener('click', (e) => {
    const el = (e.target as Element).closest<HTMLElement>('[data-o], [data-t]');
    if (!el || !bar.contains(el)) return;
    const option = el.dataset.o ?? '';
    if (el instanceof HTMLButtonElement) {
      if (option === 'assistant') assistant.open();
      else {
        const page = pageFacts(doc, win, bar);
        const text = markdown().then((md) => copiedText(option, page, md) ?? '');
        writeClipboard(win, text).then(
          () => say('copied'),
          () => say('failed'),
        );
      }
    }
    closeMenu?.();
  });
}

/** The contextual menus of the page (`[data-q-ctx]`) not yet given their behaviour (`quire dev` swaps regions in). */
export function initContextualMenus(doc: Document, win: Window, assistant: AssistantHandle): void {
  for (const bar of doc.querySelectorAll<HTMLElement>('[data-q-ctx]:not([data-ready])')) {
    bar.dataset.ready = '';
    initBar(bar, doc, win, assistant);
  }
}
