// The discovery documents alone (what `quire build` writes), without the SDK: `@quire/mcp/discovery`.
export {
  DISCOVERY_VERSION,
  MCP_DISCOVERY_PATHS,
  mcpDiscoveryDocument,
  mcpDiscoveryFiles,
  mcpServerCard,
  mcpServerCards,
  type DiscoveryInput,
} from './discovery-documents.js';
export {
  docsTools,
  toolNames,
  toolSlug,
  type ToolDescriptor,
  type ToolSite,
} from './docs-tools.js';
