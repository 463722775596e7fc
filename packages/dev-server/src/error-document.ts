import type { SiteAssets } from '@quire/render';
import type { DevError } from './dev-error.js';
import { DEV_SCRIPT_TAG } from './dev-client.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const where = (e: DevError) => [e.file, e.line, e.column].filter((p) => p !== undefined).join(':');

/**
 * The page sent instead of one that cannot be rendered (status 500): the errors as plain HTML,
 * plus the client runtime, which shows them in the overlay and reloads once they are fixed.
 */
export function renderErrorDocument(url: string, errors: readonly DevError[], assets: SiteAssets): string {
  const items = errors.map((e) => `<li><p><strong>${escapeHtml(where(e))}</strong> <code>${escapeHtml(e.code)}</code></p><p>${escapeHtml(e.message)}</p>${e.frame ? `<pre>${escapeHtml(e.frame)}</pre>` : ''}${e.hint ? `<p>${escapeHtml(e.hint)}</p>` : ''}</li>`);
  const head = [
    '<meta charset="utf-8"/>',
    `<title>Error in ${escapeHtml(url)}</title>`,
    ...assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`),
    ...assets.modules.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
    DEV_SCRIPT_TAG,
  ];
  return `<!doctype html><html lang="en"><head>${head.join('')}</head><body class="q-body"><main id="quire-dev-error" class="q-content"><h1>${escapeHtml(url)} could not be rendered</h1><ul>${items.join('')}</ul></main></body></html>`;
}
