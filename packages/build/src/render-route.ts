import { createDiagnostic } from '@quire/diagnostics';
import type { Route } from '@quire/navigation';
import type { BuildContext } from './build-context.js';
import { buildCodes } from './codes.js';
import { renderEndpointRoute } from './render-endpoint-route.js';
import { renderPageRoute } from './render-page-route.js';
import type { RenderedRoute } from './rendered-route.js';

/** Renders one route; an exception inside a page (a throwing snippet) is that page's error, not the build's. */
export async function renderRoute(ctx: BuildContext, route: Route): Promise<RenderedRoute> {
  try {
    if (route.kind === 'endpoint' || route.kind === 'webhook')
      return await renderEndpointRoute(ctx, route);
    return await renderPageRoute(ctx, route);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = route.kind === 'page' ? { file: route.source, line: 1, column: 1 } : undefined;
    const d = createDiagnostic(
      {
        code: 'build/page-crashed',
        message: `Rendering ${route.url} failed: ${message}`,
        hint: 'Fix the component or snippet that throws; run `quire dev` to see the page.',
        at,
      },
      buildCodes['build/page-crashed'].severity,
    );
    return {
      url: route.url,
      html: undefined,
      markdown: undefined,
      sections: [],
      noindex: false,
      diagnostics: [d],
    };
  }
}
