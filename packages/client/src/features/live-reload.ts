import { basePathOfPage, underBasePath } from '@quire/navigation/site-path';
import { showErrorOverlay, type OverlayError } from './error-overlay.js';

/** What `quire dev` sends after a change (`quire:update`). */
interface UpdateDetail {
  readonly version: number;
  readonly scope: 'none' | 'style' | 'content' | 'navigation' | 'reload';
  readonly files: readonly string[];
}

/** Regions swapped in place when they change. */
const SWAPPED = ['#content-area', '#sidebar', '.q-right', '.q-tabbar'];
/** Regions whose change means the layout around the page changed: the page loads again. */
const FIXED = ['#navbar', '#banner'];

type Snapshot = Map<string, string | null>;

function snapshotOf(doc: Document): Snapshot {
  const snap: Snapshot = new Map();
  for (const sel of [...SWAPPED, ...FIXED])
    snap.set(sel, doc.querySelector(sel)?.innerHTML ?? null);
  const head = [...doc.head.querySelectorAll('link[rel="stylesheet"], script[src], style')].map(
    (el) => el.outerHTML.replace(/\?v=\d+/, ''),
  );
  snap.set('head', head.join('\n'));
  snap.set(
    'mode',
    `${doc.documentElement.getAttribute('data-page-mode')}|${doc.body.className}|${doc.querySelector('.q-layout')?.className ?? ''}`,
  );
  return snap;
}

/** Same layout: the same regions exist, the fixed ones and the head are unchanged. */
function sameLayout(before: Snapshot, after: Snapshot): boolean {
  for (const [sel, html] of before) {
    const next = after.get(sel);
    if (SWAPPED.includes(sel) ? (html === null) !== (next === null) : html !== next) return false;
  }
  return true;
}

function swapRegions(doc: Document, next: Document, before: Snapshot, after: Snapshot): Element[] {
  const swapped: Element[] = [];
  for (const sel of SWAPPED) {
    const html = after.get(sel);
    const el = doc.querySelector(sel);
    if (html === null || html === undefined || !el || before.get(sel) === html) continue;
    const scroll = el.scrollTop;
    el.innerHTML = html;
    el.scrollTop = scroll;
    swapped.push(el);
  }
  doc.title = next.title;
  return swapped;
}

function refreshStyles(doc: Document, detail: UpdateDetail): void {
  // The changed files are named by their paths in the docs; the page links them under its base path.
  const basePath = basePathOfPage(doc);
  const changed = new Set(detail.files.map((f) => underBasePath(basePath, `/${f}`)));
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const path = new URL(link.href, doc.baseURI).pathname;
    if (changed.has(path)) link.href = `${path}?v=${detail.version}`;
  }
}

export interface LiveReloadOptions {
  /** Runs on each region swapped in, to attach again what the runtime attaches to content. */
  readonly onSwap?: (regions: readonly Element[]) => void;
}

/**
 * Live reload for `quire dev`, active only when the dev server added its script tag: on each
 * change the page fetches itself again and swaps content, sidebar and table of contents in
 * place (scroll position kept), or loads again when the layout around them changed; errors
 * show in an overlay that goes away once they are fixed.
 */
export function initLiveReload(
  doc: Document,
  win: Window,
  options: LiveReloadOptions = {},
): boolean {
  if (!doc.querySelector('script[data-quire-dev]')) return false;
  let snapshot = snapshotOf(doc);
  let queue = Promise.resolve();
  const refresh = async (detail: UpdateDetail) => {
    if (detail.scope === 'none') return;
    if (detail.scope === 'style') return refreshStyles(doc, detail);
    if (detail.scope === 'reload' || doc.getElementById('quire-dev-error'))
      return win.location.reload();
    const response = await win.fetch(win.location.pathname + win.location.search, {
      cache: 'no-store',
      headers: { accept: 'text/html' },
    });
    if (response.status === 500) return; // The overlay shows why.
    const next = new DOMParser().parseFromString(await response.text(), 'text/html');
    const after = snapshotOf(next);
    if (!response.ok && response.status !== 404) return;
    if (!sameLayout(snapshot, after)) return win.location.reload();
    const y = win.scrollY;
    const swapped = swapRegions(doc, next, snapshot, after);
    snapshot = after;
    win.scrollTo(win.scrollX, y);
    if (swapped.length > 0) options.onSwap?.(swapped);
    doc.dispatchEvent(new CustomEvent('quire:swapped', { detail: { version: detail.version } }));
  };
  win.addEventListener('quire:update', (event) => {
    const detail = (event as CustomEvent<UpdateDetail>).detail;
    queue = queue.then(() => refresh(detail)).catch(() => undefined);
  });
  win.addEventListener('quire:errors', (event) =>
    showErrorOverlay(doc, (event as CustomEvent<{ errors: OverlayError[] }>).detail.errors),
  );
  void win
    .fetch(underBasePath(basePathOfPage(doc), '/_quire/dev/errors'), { cache: 'no-store' })
    .then((r) => r.json() as Promise<{ errors: OverlayError[] }>)
    .then((report) => showErrorOverlay(doc, report.errors))
    .catch(() => undefined);
  return true;
}
