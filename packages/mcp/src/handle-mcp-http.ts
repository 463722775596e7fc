import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { DocsMcp, McpCallContext } from './create-docs-mcp.js';

/** The largest JSON-RPC request body `/mcp` reads (a call's arguments are a few kilobytes at most). */
export const MCP_BODY_LIMIT = 262_144;

/** A JSON-RPC error response outside any request (`id: null`), with an HTTP status. */
export function jsonRpcErrorResponse(
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * Answers one request to `/mcp` with the Streamable HTTP transport, statelessly: every POST gets a
 * server of its own for the caller (no session to keep, so any number of servers can answer), and
 * JSON responses. GET (a server-sent event stream) and DELETE (ending a session) have no meaning
 * without sessions and answer 405, as the transport's specification allows.
 */
export async function handleMcpHttp(
  mcp: DocsMcp,
  request: Request,
  context: McpCallContext,
): Promise<Response> {
  if (request.method !== 'POST')
    return jsonRpcErrorResponse(
      405,
      ErrorCode.ConnectionClosed,
      `${request.method} is not available on this MCP endpoint: it is stateless and answers JSON-RPC requests sent with POST.`,
      { allow: 'POST' },
    );
  const server = mcp.server(context);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_BODY_LIMIT,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request);
  } finally {
    await server.close();
  }
}
