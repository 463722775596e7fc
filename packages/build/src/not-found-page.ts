import { t } from '@quire/i18n';
import type { Route } from '@quire/navigation';
import { inlineMarkdown, layoutForRoute, renderDocument } from '@quire/render';
import type { BuildContext } from './build-context.js';

/** Text as HTML (the catalogue's text is plain). */
const textHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `404.html`: the layout of the default tree with `errors.404` title and description and a way home. */
export function renderNotFoundPage(ctx: BuildContext): string {
  const model = ctx.loaded.model;
  const errors = (
    ctx.config.errors as { '404'?: { title?: unknown; description?: unknown } } | undefined
  )?.['404'];
  const home = model.routes.find((r) => r.kind !== 'link' && !r.hidden) ?? model.routes[0];
  // The interface text of the default language (the first page's), unless docs.json words it.
  const title =
    typeof errors?.title === 'string' ? errors.title : t(home?.language, 'notFound.title');
  const description =
    typeof errors?.description === 'string'
      ? errors.description
      : t(home?.language, 'notFound.description');
  const route: Route = {
    url: '/404',
    kind: 'page',
    source: '404',
    title,
    hidden: true,
    searchable: false,
    deprecated: false,
    language: home?.language,
    version: home?.version,
    path: [],
    breadcrumbs: [],
    equivalents: { languages: {}, versions: {} },
  } as Route;
  const contentHtml = `<p>${inlineMarkdown(description)}</p><p><a href="/">${textHtml(t(home?.language, 'notFound.home'))}</a></p>`;
  const layout = layoutForRoute(
    model,
    route,
    ctx.chrome,
    {
      title,
      contentHtml,
      toc: [],
      noindex: true,
      metatags: {},
      mode: 'default',
      // The not-found page has no Markdown of its own to copy or open.
      contextual: { display: 'header', options: [] },
    },
    ctx.assets,
    ctx.sidebars.forModel(ctx.loaded.model).urls,
  );
  return renderDocument(layout, { renderIcon: ctx.renderIcon });
}

/** Where `/` sends the reader when no page has that URL: the first page of the default navigation. */
export function homeRedirect(routes: readonly Route[]): string | undefined {
  if (routes.some((r) => r.url === '/')) return undefined;
  return routes.find((r) => r.kind !== 'link' && !r.hidden)?.url;
}
