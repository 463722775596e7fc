import { mcpDiscoveryFiles } from '@quire/mcp/discovery';
import { mcpUrlOf } from '@quire/navigation';
import type { SiteOutputInput } from './site-outputs.js';
import type { StagingDir } from './staging-dir.js';

const unique = (values: readonly (string | undefined)[]) =>
  [...new Set(values)].filter((v): v is string => v !== undefined);

/**
 * The MCP discovery documents (`/.well-known/mcp`, `mcp.json`, `mcp/server-card.json`,
 * `mcp/server-cards.json`) for a site whose URL is known: they name the absolute URL of its `/mcp`,
 * which `quire serve` answers. The tools are those the server lists for the indexes written.
 */
export async function writeMcpDiscovery(stage: StagingDir, input: SiteOutputInput): Promise<void> {
  if (!input.sitemapBaseUrl) return;
  const indexed = input.model.routes.filter((r) => input.rendered.get(r.url)?.sections?.length);
  const files = mcpDiscoveryFiles({
    name: typeof input.config.name === 'string' ? input.config.name : 'Documentation',
    versions: unique(indexed.map((r) => r.version)),
    languages: unique(indexed.map((r) => r.language)),
    url: mcpUrlOf(input.sitemapBaseUrl),
    signsIn: input.config.auth !== undefined,
  });
  for (const [path, text] of files) await stage.write(path, text);
}
