import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import type { Route } from '@quire/navigation';
import { buildEndpointPage, findOperation, type EndpointPage } from '@quire/openapi';
import { layoutForRoute, renderDocument } from '@quire/render';
import { extractSections } from '@quire/search';
import { createHeadingSlugger } from '@quire/mdx';
import { renderToString } from 'preact-render-to-string';
import type { BuildContext } from './build-context.js';
import { buildCodes } from './codes.js';
import { endpointMarkdown } from './endpoint-markdown.js';
import { renderApiReferenceHtml } from './render-api-reference.js';
import { renderMintContent } from './render-mint-content.js';
import type { RenderedRoute } from './rendered-route.js';
import { searchFieldsFor } from './search-fields.js';
import { specUrlOf } from './page-contextual.js';

/** The endpoint page model of a generated route, or undefined when its spec is not loaded. */
export function endpointPageFor(ctx: BuildContext, route: Route): EndpointPage | undefined {
  const op = route.operation;
  if (!op) return undefined;
  const spec = ctx.loaded.openapi.specs.find((s) => s.id === op.spec && s.status === 'ok');
  if (!spec) return undefined;
  const entry = findOperation(
    spec,
    op.method === 'webhook' ? { webhook: op.path } : { method: op.method as never, path: op.path },
  );
  return entry ? buildEndpointPage(ctx.loaded.openapi, entry, ctx.api) : undefined;
}

function ChannelSummary({ route }: { route: Route }) {
  return (
    <div class="q-endpoint">
      <p class="q-endpoint__line">
        <span class="q-method q-method--webhook">CHANNEL</span> <code>{route.operation?.path}</code>
      </p>
      <p>
        AsyncAPI channel of <a href={`/${route.operation?.spec ?? ''}`}>{route.operation?.spec}</a>.
      </p>
    </div>
  );
}

/** An AsyncAPI channel page: the channel, its description and the document it comes from. */
function renderChannelRoute(ctx: BuildContext, route: Route): RenderedRoute {
  const contentHtml = renderToString(<ChannelSummary route={route} />);
  const layout = layoutForRoute(
    ctx.loaded.model,
    route,
    ctx.chrome,
    { title: route.title, description: route.description, contentHtml, toc: [], metatags: {} },
    ctx.assets,
    ctx.sidebars.forModel(ctx.loaded.model).urls,
    ctx.sidebarMemo,
  );
  const html = renderDocument(layout, { renderIcon: ctx.renderIcon });
  const markdown = `# ${route.title}\n\n${route.description ?? ''}\n\nAsyncAPI channel \`${route.operation?.path ?? ''}\` of ${route.operation?.spec ?? ''}.\n`;
  const sections =
    route.hidden && !route.searchable
      ? []
      : extractSections({
          url: route.url,
          title: route.title,
          description: route.description,
          html: contentHtml,
        });
  const spec = route.operation?.spec;
  return {
    url: route.url,
    html,
    markdown,
    description: route.description,
    sections,
    noindex: false,
    diagnostics: [],
    inputs: spec ? [spec] : undefined,
  };
}

/** Renders a generated endpoint, webhook or AsyncAPI channel page: the API reference, its playground and examples. */
export async function renderEndpointRoute(ctx: BuildContext, route: Route): Promise<RenderedRoute> {
  if (route.operation?.method === 'channel') return renderChannelRoute(ctx, route);
  const page = endpointPageFor(ctx, route);
  const diagnostics: Diagnostic[] = [];
  const notices: string[] = [];
  if (!page) {
    const op = route.operation;
    notices.push(
      `The operation ${op ? `${op.method.toUpperCase()} ${op.path} of ${op.spec}` : route.source} could not be loaded, so its reference is not shown.`,
    );
    diagnostics.push(
      createDiagnostic(
        {
          code: 'build/unrendered-endpoint',
          message: `The endpoint page ${route.url} has no operation to show (${route.source}).`,
          hint: 'Make the spec reachable (remote specs need the network once; they are cached) or fix the spec.',
        },
        buildCodes['build/unrendered-endpoint'].severity,
      ),
    );
  }
  const mint = page ? await renderMintContent(ctx, page) : undefined;
  const slugger = mint?.slugger ?? createHeadingSlugger();
  const api = page
    ? await renderApiReferenceHtml(ctx, {
        page,
        file: page.spec,
        slugger,
        lang: route.language,
        ...(mint?.html !== undefined ? { introHtml: mint.html } : {}),
      })
    : undefined;
  diagnostics.push(...(mint?.diagnostics ?? []), ...(api?.diagnostics ?? []));
  const contentHtml = api?.contentHtml ?? '';
  const description = page?.description ?? route.description;
  const layout = layoutForRoute(
    ctx.loaded.model,
    route,
    ctx.chrome,
    {
      title: route.title,
      description,
      contentHtml,
      asideHtml: api?.asideHtml,
      toc: [],
      notices,
      metatags: {},
      // A gated playground's spec is not published: its page offers no download.
      specUrl: page && api?.files.length === 0 ? specUrlOf(page.spec) : undefined,
    },
    ctx.assets,
    ctx.sidebars.forModel(ctx.loaded.model).urls,
    ctx.sidebarMemo,
  );
  const html = renderDocument(layout, { renderIcon: ctx.renderIcon });
  const markdown = page ? endpointMarkdown(route.title, page) : `# ${route.title}\n`;
  const sections =
    route.hidden && !route.searchable
      ? []
      : extractSections({
          url: route.url,
          description,
          html: api?.searchHtml ?? contentHtml,
          ...searchFieldsFor(route, route.title, {}, page),
        });
  const spec = route.operation?.spec;
  return {
    url: route.url,
    html,
    markdown,
    description,
    sections,
    noindex: false,
    diagnostics,
    inputs: spec && !/^https?:/i.test(spec) ? [spec] : undefined,
    files: api?.files,
  };
}
