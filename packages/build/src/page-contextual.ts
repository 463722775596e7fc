import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { assetUrl, readContextualMenu, usesMcp, type ContextualMenu } from '@quire/render';
import type { BuildContext } from './build-context.js';
import { buildCodes } from './codes.js';
import { noMcpDiagnostic } from './site-contextual.js';

/** A spec as the site serves it: a published repository file, or its own URL. */
export const specUrlOf = (spec: string): string => assetUrl(spec);

/**
 * A page's frontmatter `contextual`, which replaces the site's menu on that page (`options: []`
 * turns it off). An override Quire cannot read leaves the site's menu, with a warning; MCP options
 * on a site without an MCP server are left out, with a warning.
 */
export function pageContextual(
  ctx: Pick<BuildContext, 'chrome'>,
  value: unknown,
  file: string,
): { readonly menu?: ContextualMenu | undefined; readonly diagnostics: readonly Diagnostic[] } {
  if (value === undefined) return { diagnostics: [] };
  const at = { file, line: 1, column: 1 };
  const menu = readContextualMenu(value);
  if (!menu) {
    const code = 'build/contextual-frontmatter-invalid';
    return {
      diagnostics: [
        createDiagnostic(
          {
            code,
            message:
              "The frontmatter `contextual` is not a contextual menu setting: the page shows the site's menu.",
            hint: 'Write `contextual:` with an `options:` list (`options: []` turns the menu off on this page), and `display: header` or `toc`.',
            at,
          },
          buildCodes[code].severity,
        ),
      ],
    };
  }
  const diagnostics = ctx.chrome.mcp
    ? []
    : menu.options
        .filter(usesMcp)
        .map((o) =>
          noMcpDiagnostic(o.kind === 'builtin' ? `"${o.id}"` : `"${o.title}"`, at, 'the site'),
        );
  return { menu, diagnostics };
}
