import { parseFrontmatter } from '@quire/config';
import type { Diagnostic } from '@quire/diagnostics';
import type { Route } from '@quire/navigation';
import { collectOpenApiDiagnostics } from '@quire/openapi';
import type { BuildContext } from './build-context.js';

/**
 * Why a page's frontmatter `openapi:` gave it no reference: the validator's own diagnostic for
 * that reference (an operation not in the spec, a spec that does not exist), placed at the
 * frontmatter value. A warning here: the page is still built, with the problem as its notice.
 */
export function pageOperationProblems(
  ctx: BuildContext,
  route: Route,
  source: string,
): Diagnostic[] {
  const frontmatter = parseFrontmatter(source, route.source);
  if (!Object.prototype.hasOwnProperty.call(frontmatter.data, 'openapi')) return [];
  const at = frontmatter.locate('openapi', 'value');
  const { diagnostics } = collectOpenApiDiagnostics({
    index: ctx.loaded.openapi,
    config: ctx.config,
    frontmatter: [
      { file: route.source, value: frontmatter.data['openapi'], ...(at ? { at } : {}) },
    ],
  });
  return diagnostics
    .filter((d) => d.file === route.source)
    .map((d) => ({ ...d, severity: 'warning' }));
}
