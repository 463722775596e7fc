import type { BuildContext } from '@quire/build';
import type { Route } from '@quire/navigation';
import { layoutForRoute, renderDocument } from '@quire/render';
import type { DevError } from './dev-error.js';
import { injectDevClient } from './dev-client.js';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const where = (e: DevError) => [e.file, e.line, e.column].filter((p) => p !== undefined).join(':');

/** The page's problems as HTML: place and code, message, code frame, hint. */
function problemsHtml(errors: readonly DevError[]): string {
  const items = errors.map(
    (e) =>
      `<li class="q-dev-error__item"><p><strong>${escapeHtml(where(e) || '(site)')}</strong> <code>${escapeHtml(e.code)}</code></p><p>${escapeHtml(e.message)}</p>${e.frame ? `<pre class="q-dev-error__frame">${escapeHtml(e.frame)}</pre>` : ''}${e.hint ? `<p class="q-dev-error__hint">${escapeHtml(e.hint)}</p>` : ''}</li>`,
  );
  return `<div id="quire-dev-error" class="q-dev-error" role="alert"><p>This page could not be rendered. It reloads by itself once the problem is fixed.</p><ul>${items.join('')}</ul></div>`;
}

/**
 * The page sent instead of one that cannot be rendered (status 500): the site around it (navbar,
 * tabs, sidebar, as the page would have had) with the page's own problems as its content, plus
 * the dev client, which shows them in the overlay too and reloads once they are fixed.
 */
export function renderErrorDocument(ctx: BuildContext, route: Route, errors: readonly DevError[]): string {
  const page = { title: route.title, contentHtml: problemsHtml(errors), toc: [], noindex: true, metatags: {}, mode: 'default' as const };
  const layout = layoutForRoute(ctx.loaded.model, route, ctx.chrome, page, ctx.assets);
  return injectDevClient(renderDocument(layout, { renderIcon: ctx.renderIcon }));
}
