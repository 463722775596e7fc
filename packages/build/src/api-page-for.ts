import { declaredFields, manualEndpointPage } from '@quire/components';
import type { Route } from '@quire/navigation';
import { buildEndpointPage, findOperation, type EndpointPage } from '@quire/openapi';
import type { BuildContext } from './build-context.js';

/**
 * The endpoint page model of an MDX page that is an API page: frontmatter `openapi:` (the route
 * names the operation; the page's frontmatter and body come along) or `api:` (a hand-written page:
 * the model is made from `api`, docs.json `api.mdx` and the fields the rendered body declares).
 * Undefined for other pages, and when the operation's spec is not loaded.
 */
export function apiPageFor(
  ctx: BuildContext,
  route: Route,
  frontmatter: Readonly<Record<string, unknown>>,
  body: string,
  renderedHtml: string,
): EndpointPage | undefined {
  const op = route.operation;
  if (op && op.method !== 'channel') {
    const spec = ctx.loaded.openapi.specs.find((s) => s.id === op.spec && s.status === 'ok');
    const entry = spec
      ? findOperation(
          spec,
          op.method === 'webhook'
            ? { webhook: op.path }
            : { method: op.method as never, path: op.path },
        )
      : undefined;
    return entry
      ? buildEndpointPage(ctx.loaded.openapi, entry, ctx.api, { frontmatter, content: body })
      : undefined;
  }
  const api = frontmatter['api'];
  if (typeof api !== 'string') return undefined;
  return manualEndpointPage({
    api,
    file: route.source,
    title: route.title,
    ...(route.description !== undefined ? { description: route.description } : {}),
    frontmatter,
    settings: ctx.config['api'],
    fields: declaredFields(renderedHtml),
  });
}
