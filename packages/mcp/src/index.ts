export {
  createDocsMcp,
  SERVER_VERSION,
  type DocsMcp,
  type DocsMcpOptions,
  type McpCallContext,
} from './create-docs-mcp.js';
export type { AgentFeedback, FeedbackSink } from './call-docs-tool.js';
export type { McpDocsSource } from './docs-view.js';
export { handleMcpHttp, jsonRpcErrorResponse, MCP_BODY_LIMIT } from './handle-mcp-http.js';
export { serveMcpStdio, type StdioStreams } from './serve-mcp-stdio.js';
export {
  docsTools,
  toolNames,
  toolSlug,
  type ToolDescriptor,
  type ToolSite,
} from './docs-tools.js';
export { runDocsShell, SHELL_COMMANDS, SHELL_LIMITS, type ShellResult } from './run-docs-shell.js';
export {
  createDocsTree,
  filePathOf,
  normalizePath,
  type DocsFile,
  type DocsTree,
} from './docs-tree.js';
export {
  DISCOVERY_VERSION,
  MCP_DISCOVERY_PATHS,
  mcpDiscoveryDocument,
  mcpDiscoveryFiles,
  mcpServerCard,
  mcpServerCards,
  type DiscoveryInput,
} from './discovery-documents.js';
export { skillUri, SKILLS_MANIFEST_PATH } from './skill-resources.js';
