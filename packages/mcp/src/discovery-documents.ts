import { docsTools, toolSlug, type ToolDescriptor, type ToolSite } from './docs-tools.js';

/** Where the discovery documents are, as the reference serves them. */
export const MCP_DISCOVERY_PATHS = {
  discovery: '/.well-known/mcp',
  discoveryJson: '/.well-known/mcp.json',
  card: '/.well-known/mcp/server-card.json',
  cards: '/.well-known/mcp/server-cards.json',
} as const;

/** The version of the documents' MCP server interface (its tools and their schemas). */
export const DISCOVERY_VERSION = '1.0.0';

export interface DiscoveryInput extends ToolSite {
  /** The absolute URL of the MCP endpoint (`https://docs.example.com/mcp`). */
  readonly url: string;
  /** Whether the site signs readers in (docs.json `auth`): the same endpoint then opens gated pages to a session. */
  readonly signsIn: boolean;
}

type Entry = 'public' | 'authenticated';

const entries = (input: DiscoveryInput): Entry[] =>
  input.signsIn ? ['public', 'authenticated'] : ['public'];

/** `none`, or `bearer`: the reader's session token as `Authorization: Bearer` (Quire has no OAuth flow). */
const authenticationOf = (entry: Entry) => (entry === 'public' ? 'none' : 'bearer');

/** `/.well-known/mcp` and `/.well-known/mcp.json`. */
export function mcpDiscoveryDocument(input: DiscoveryInput): object {
  return {
    version: DISCOVERY_VERSION,
    transport: 'http',
    url: input.url,
    servers: entries(input).map((name) => ({
      name,
      url: input.url,
      transport: 'http',
      authentication: authenticationOf(name),
    })),
  };
}

/** One server card: the discovery fields and the tools `tools/list` gives, without an `initialize`. */
export function mcpServerCard(input: DiscoveryInput, entry: Entry = 'public'): object {
  const tools: readonly ToolDescriptor[] = docsTools(input).map(({ kind: _kind, ...tool }) => tool);
  return {
    name: `${toolSlug(input.name).replace(/_/g, '-')}-search`,
    version: DISCOVERY_VERSION,
    url: input.url,
    transport: 'http',
    description: `Search and read the ${input.name} documentation`,
    capabilities: { tools: true, resources: true },
    authentication: authenticationOf(entry),
    tools,
  };
}

/** `/.well-known/mcp/server-cards.json`: a card per endpoint entry. */
export function mcpServerCards(input: DiscoveryInput): object {
  return { servers: entries(input).map((entry) => mcpServerCard(input, entry)) };
}

/**
 * The documents a static site can hold, by site path (no leading slash), as JSON text: what
 * `quire build` writes. `/.well-known/mcp` itself is left out: a folder of that name holds the
 * server cards, and a file cannot share its name (`quire serve` answers it).
 */
export function mcpDiscoveryFiles(input: DiscoveryInput): ReadonlyMap<string, string> {
  return new Map([
    [MCP_DISCOVERY_PATHS.discoveryJson.slice(1), JSON.stringify(mcpDiscoveryDocument(input))],
    [MCP_DISCOVERY_PATHS.card.slice(1), JSON.stringify(mcpServerCard(input))],
    [MCP_DISCOVERY_PATHS.cards.slice(1), JSON.stringify(mcpServerCards(input))],
  ]);
}
