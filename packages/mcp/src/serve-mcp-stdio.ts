import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { DocsMcp, McpCallContext } from './create-docs-mcp.js';

export interface StdioStreams {
  readonly stdin: Readable;
  readonly stdout: Writable;
}

/**
 * Serves the site's MCP server over stdio (newline-delimited JSON-RPC) until the input ends or
 * `close` is called; resolves once it is listening. Nothing but protocol messages goes to `stdout`.
 */
export async function serveMcpStdio(
  mcp: DocsMcp,
  context: McpCallContext,
  streams: StdioStreams,
): Promise<{ readonly closed: Promise<void>; close(): Promise<void> }> {
  const server = mcp.server(context);
  const transport = new StdioServerTransport(streams.stdin, streams.stdout);
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  streams.stdin.once('end', () => void server.close());
  await server.connect(transport);
  return { closed, close: () => server.close() };
}
