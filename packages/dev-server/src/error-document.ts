import type { BuildContext } from '@quire/build';
import type { Route } from '@quire/navigation';
import { layoutForRoute, renderDocument } from '@quire/render';
import type { DevError } from './dev-error.js';
import { injectDevClient } from './dev-client.js';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const where = (e: DevError) => [e.file, e.line, e.column].filter((p) => p !== undefined).join(':');

const NOT_RENDERED =
  'This page could not be rendered. It reloads by itself once the problem is fixed.';
const RENDERED_WITHOUT =
  'This page has errors: it is shown without what failed. It reloads by itself once the problem is fixed.';

/** The page's problems as HTML: place and code, message, code frame, hint. */
function problemsHtml(errors: readonly DevError[], lead: string): string {
  const items = errors.map(
    (e) =>
      `<li class="q-dev-error__item"><p><strong>${escapeHtml(where(e) || '(site)')}</strong> <code>${escapeHtml(e.code)}</code></p><p>${escapeHtml(e.message)}</p>${e.frame ? `<pre class="q-dev-error__frame">${escapeHtml(e.frame)}</pre>` : ''}${e.hint ? `<p class="q-dev-error__hint">${escapeHtml(e.hint)}</p>` : ''}</li>`,
  );
  return `<div id="quire-dev-error" class="q-dev-error" role="alert"><p>${escapeHtml(lead)}</p><ul>${items.join('')}</ul></div>`;
}

/**
 * The page sent instead of one that cannot be rendered (status 500): the site around it (navbar,
 * tabs, sidebar, as the page would have had) with the page's own problems as its content, plus
 * the dev client, which shows them in the overlay too and reloads once they are fixed.
 */
export function renderErrorDocument(
  ctx: BuildContext,
  route: Route,
  errors: readonly DevError[],
): string {
  const page = {
    title: route.title,
    contentHtml: problemsHtml(errors, NOT_RENDERED),
    toc: [],
    noindex: true,
    metatags: {},
    mode: 'default' as const,
  };
  const layout = layoutForRoute(ctx.loaded.model, route, ctx.chrome, page, ctx.assets);
  return injectDevClient(renderDocument(layout, { renderIcon: ctx.renderIcon }));
}

const CONTENT_AREA = /<main id="content-area"[^>]*>/;

/**
 * A page that rendered with errors of its own (a component that threw, left out): the page as
 * rendered, with its problems first in its content area (status 500, as the build fails on it).
 */
export function withPageProblems(html: string, errors: readonly DevError[]): string {
  const match = CONTENT_AREA.exec(html);
  if (!match) return html;
  const at = match.index + match[0].length;
  return html.slice(0, at) + problemsHtml(errors, RENDERED_WITHOUT) + html.slice(at);
}
