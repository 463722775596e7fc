import { basePathOfPage, withoutBasePath } from '@quire/navigation/site-path';

/** A problem as the dev server reports it (`quire dev`): where, what, the source around it and what to do. */
export interface OverlayError {
  readonly code: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;
  readonly frame?: string;
  /** The page whose rendering found it; absent for the site's own problems. */
  readonly page?: string;
}

const TAG = 'quire-error-overlay';

const STYLE = `
:host { position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: center;
  padding: 6vh 16px; background: rgba(10, 10, 14, 0.66); overflow: auto; font: 14px/1.5 system-ui, sans-serif; }
.panel { width: min(960px, 100%); background: #18181b; color: #f4f4f5; border-radius: 10px; border-top: 6px solid #ef4444;
  box-shadow: 0 20px 60px rgba(0,0,0,.5); padding: 20px 24px; }
header { display: flex; justify-content: space-between; align-items: center; gap: 16px; }
h2 { margin: 0; font-size: 16px; color: #fca5a5; }
button { background: none; border: 1px solid #52525b; color: inherit; border-radius: 6px; padding: 2px 10px; cursor: pointer; }
section { margin-top: 18px; }
.where { font-family: ui-monospace, monospace; color: #93c5fd; }
.code { font-family: ui-monospace, monospace; color: #a1a1aa; margin-left: 8px; }
.message { margin: 6px 0; }
pre { background: #09090b; color: #e4e4e7; padding: 12px; border-radius: 6px; overflow: auto; font: 13px/1.45 ui-monospace, monospace; }
.hint { color: #bef264; }
`;

const where = (e: OverlayError) =>
  [e.file, e.line, e.column].filter((p) => p !== undefined).join(':');

function section(doc: Document, error: OverlayError): HTMLElement {
  const el = doc.createElement('section');
  const head = el.appendChild(doc.createElement('div'));
  head.appendChild(doc.createElement('span')).className = 'where';
  (head.lastChild as HTMLElement).textContent = where(error) || '(site)';
  const code = head.appendChild(doc.createElement('span'));
  code.className = 'code';
  code.textContent = error.code;
  const message = el.appendChild(doc.createElement('p'));
  message.className = 'message';
  message.textContent = error.message;
  if (error.frame) el.appendChild(doc.createElement('pre')).textContent = error.frame;
  if (error.hint) {
    const hint = el.appendChild(doc.createElement('p'));
    hint.className = 'hint';
    hint.textContent = error.hint;
  }
  return el;
}

function fill(host: HTMLElement, errors: readonly OverlayError[], elsewhere: number): void {
  const doc = host.ownerDocument;
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();
  shadow.appendChild(doc.createElement('style')).textContent = STYLE;
  const panel = shadow.appendChild(doc.createElement('div'));
  panel.className = 'panel';
  panel.setAttribute('role', 'alertdialog');
  const header = panel.appendChild(doc.createElement('header'));
  const count = errors.length === 1 ? '1 error' : `${errors.length} errors`;
  header.appendChild(doc.createElement('h2')).textContent =
    elsewhere > 0 ? `${count} (and ${elsewhere} on other pages)` : count;
  const close = header.appendChild(doc.createElement('button'));
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => host.remove());
  for (const error of errors) panel.appendChild(section(doc, error));
}

const pagePath = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * Shows the dev server's errors that concern this page (its own, and the site's: docs.json,
 * navigation, specs) over the page, in a `<quire-error-overlay>` element whose content sits in a
 * shadow root so that the site's styles leave it alone; other pages' errors are only counted.
 * Removes the overlay when none concern the page.
 */
export function showErrorOverlay(doc: Document, errors: readonly OverlayError[]): void {
  // Errors name pages by their site paths; this page is served under its base path.
  const here = pagePath(
    withoutBasePath(basePathOfPage(doc), doc.location.pathname) ?? doc.location.pathname,
  );
  const shown = errors.filter((e) => e.page === undefined || pagePath(e.page) === here);
  const existing = doc.querySelector<HTMLElement>(TAG);
  if (shown.length === 0) {
    existing?.remove();
    return;
  }
  const host = existing ?? doc.body.appendChild(doc.createElement(TAG));
  fill(host, shown, errors.length - shown.length);
}
