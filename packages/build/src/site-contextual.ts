import type { ConfigSources } from '@quire/config';
import { createDiagnostic, type Diagnostic } from '@quire/diagnostics';
import { mcpUrlOf } from '@quire/navigation';
import { readContextualMenu, usesMcp, type ContextualMenu } from '@quire/render';
import { buildCodes } from './codes.js';

/** The site's MCP server: `/mcp` beside the pages at the site's URL, which `quire serve` answers. */
export interface SiteMcp {
  readonly url: string;
  readonly name: string;
}

/** A name an editor lists the server under: the site's name in lowercase words joined by `-`. */
const serverName = (name: unknown): string =>
  (typeof name === 'string' ? name : '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'docs';

/**
 * The MCP server of a site with a public URL (`siteUrlOf`: `--base-url` or `seo.metatags.canonical`,
 * under the base path): `<site origin + base path>/mcp`, as `quire serve` answers it.
 */
export function siteMcp(
  config: Readonly<Record<string, unknown>>,
  siteUrl: string | undefined,
): SiteMcp | undefined {
  return siteUrl ? { url: mcpUrlOf(siteUrl), name: serverName(config.name) } : undefined;
}

/** The warning for an option that needs the MCP server, on a site that has none. */
export function noMcpDiagnostic(
  label: string,
  at: ReturnType<ConfigSources['locate']>,
  where: string,
): Diagnostic {
  const code = 'build/contextual-without-mcp';
  return createDiagnostic(
    {
      code,
      message: `The contextual option ${label} points at the site's MCP server, but ${where} has none: the option is left out of the menu.`,
      hint: 'The MCP server is /mcp at the site\'s URL, which `quire serve` answers: build with `--base-url https://docs.example.com` or set "seo": { "metatags": { "canonical": "https://docs.example.com" } } in docs.json.',
      at,
    },
    buildCodes[code].severity,
  );
}

const labelOf = (menu: ContextualMenu, index: number): string => {
  const o = menu.options.find((x) => x.index === index);
  return o?.kind === 'builtin' ? `"${o.id}"` : `"${o?.title ?? ''}" (its link uses $mcp)`;
};

/** docs.json `contextual` as the site's menu, and a warning at each MCP option when the site has no MCP server. */
export function siteContextual(
  config: Readonly<Record<string, unknown>>,
  sources: ConfigSources,
  mcp: SiteMcp | undefined,
): { readonly menu?: ContextualMenu | undefined; readonly diagnostics: readonly Diagnostic[] } {
  const menu = readContextualMenu(config.contextual);
  if (!menu || mcp) return { menu, diagnostics: [] };
  const diagnostics = menu.options
    .filter(usesMcp)
    .map((o) =>
      noMcpDiagnostic(
        labelOf(menu, o.index),
        sources.locate(`/contextual/options/${o.index}`),
        'the site',
      ),
    );
  return { menu, diagnostics };
}
