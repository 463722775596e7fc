import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';

/** The shared sidebar file (`renderSharedSidebar` in @quire/render): each sidebar of one tree, by key. */
interface SharedSidebarFile {
  readonly version: 1;
  readonly sidebars: Readonly<Record<string, string>>;
}

const isSidebarFile = (v: unknown): v is SharedSidebarFile =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as SharedSidebarFile).sidebars === 'object' &&
  (v as SharedSidebarFile).sidebars !== null;

/** Marks the current page in the whole sidebar and opens the groups around it. */
function markCurrent(list: Element, current: string): Element | undefined {
  const link = [...list.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
    (a) => a.getAttribute('href') === current,
  );
  if (!link) return undefined;
  link.classList.add('is-active');
  link.setAttribute('aria-current', 'page');
  for (let d = link.closest('details'); d; d = d.parentElement?.closest('details') ?? null)
    d.open = true;
  return link;
}

/** Groups the reader opened or closed in the section keep that state in the whole sidebar. */
function keepOpenState(from: Element, to: Element): void {
  const open = new Map(
    [...from.querySelectorAll<HTMLDetailsElement>('details[data-q-group]')].map((d) => [
      d.dataset.qGroup,
      d.open,
    ]),
  );
  for (const d of to.querySelectorAll<HTMLDetailsElement>('details[data-q-group]')) {
    const was = open.get(d.dataset.qGroup);
    if (was !== undefined) d.open = was;
  }
}

/** Puts the whole sidebar in place of the section, the current item where it was on screen (nothing moves), and in view. */
function swapIn(doc: Document, nav: HTMLElement, html: string): void {
  const sidebar = doc.getElementById('sidebar');
  const list = nav.querySelector(':scope > ul');
  if (!sidebar || !list) return;
  const before = list.querySelector('[aria-current="page"]');
  const current = before?.getAttribute('href') ?? doc.defaultView?.location.pathname ?? '';
  const top = before?.getBoundingClientRect().top;
  const next = list.cloneNode(false) as Element;
  next.innerHTML = html;
  const link = markCurrent(next, current);
  keepOpenState(list, next);
  list.replaceWith(next);
  nav.dataset.qSidebar = 'whole';
  if (!link) return;
  if (top !== undefined) sidebar.scrollTop += link.getBoundingClientRect().top - top;
  const box = sidebar.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (box.height > 0 && (at.top < box.top || at.bottom > box.bottom))
    sidebar.scrollTop += at.top - box.top - box.height / 3;
}

/**
 * A page carries the section of the sidebar it is in (enough to read and move on without
 * JavaScript); the whole sidebar of its language × version is one file shared by every page,
 * named by its content and cached for good. This fetches it (the page preloads it) and renders
 * the page's sidebar from it in place. Nothing changes when the file cannot be had.
 */
export async function initSharedSidebar(doc: Document, win: Window): Promise<void> {
  const nav = doc.querySelector<HTMLElement>('#sidebar nav[data-q-sidebar-src]');
  const src = nav?.dataset.qSidebarSrc;
  if (!nav || !src || nav.dataset.qSidebar === 'whole') return;
  try {
    // `data-q-sidebar-src` is a site path: the file is under the page's base path.
    const response = await win.fetch(
      new URL(underBasePath(basePathOfPage(doc), src), win.location.href),
    );
    const file: unknown = response.ok ? await response.json() : undefined;
    const html = isSidebarFile(file) ? file.sidebars[nav.dataset.qSidebarKey ?? ''] : undefined;
    if (html !== undefined && nav.isConnected) swapIn(doc, nav, html);
  } catch {
    // The section stays: every page of it, and the way into every other section.
  }
}
