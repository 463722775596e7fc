import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  MAX_BATCH_SIZE,
  readRequestBody,
  requestBodyTooLargeMessage,
} from '@modelcontextprotocol/sdk/server/requestBody.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  ErrorCode,
  isInitializeRequest,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type JSONRPCRequest,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import type { DocsMcp, McpCallContext } from './create-docs-mcp.js';

/** The headers of every JSON answer of `/mcp`. */
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': 'no-store' };

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
    headers: { ...JSON_HEADERS, ...headers },
  });
}

/** A request on its way through the server: the id its caller gave it, and who the caller is. */
interface InFlight {
  readonly id: RequestId;
  readonly context: McpCallContext;
  answer(message: JSONRPCMessage): void;
}

/**
 * The transport of the one server that answers every POST to `/mcp`. Each request gets an id of its
 * own on the way in (callers number their requests independently, from 1), by which the server's
 * handlers find who is calling, and its caller's id back on its answer. Notifications the server
 * sends have no stream to go on (JSON responses, no sessions) and are dropped, as the SDK's
 * Streamable HTTP transport drops them in JSON-response mode.
 */
class RequestsTransport implements Transport {
  onmessage?: Transport['onmessage'];
  onclose?: () => void;
  onerror?: (error: Error) => void;
  private readonly inFlight = new Map<number, InFlight>();
  private last = 0;
  /**
   * The server's own handling of a request (the SDK's `Protocol._onrequest`), when it has one: what
   * `onmessage` calls for a request once it has tried the message against the two response schemas
   * and failed, zod building the issues of both (skipping that: 0.71 to 0.85 of the server's CPU a
   * call in `bench/mcp.mjs`). A request here has already passed `JSONRPCMessageSchema` and has an id
   * and a method: it can only be a request.
   */
  onrequest?: (request: JSONRPCRequest) => void;

  start(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.onclose?.();
    return Promise.resolve();
  }

  send(message: JSONRPCMessage): Promise<void> {
    if ('id' in message && ('result' in message || 'error' in message)) {
      const request = this.inFlight.get(message.id as number);
      if (request) {
        this.inFlight.delete(message.id as number);
        request.answer({ ...message, id: request.id });
      }
    }
    return Promise.resolve();
  }

  /** Who sent the request the server knows by `requestId`. */
  contextOf(requestId: RequestId): McpCallContext {
    const request = this.inFlight.get(requestId as number);
    if (!request) throw new Error(`no request ${String(requestId)} is in flight`);
    return request.context;
  }

  /** Hands the messages to the server; resolves with the answers to those that are requests, in order. */
  deliver(messages: readonly JSONRPCMessage[], context: McpCallContext): Promise<JSONRPCMessage[]> {
    const answers: Promise<JSONRPCMessage>[] = [];
    for (const message of messages) {
      if (!('id' in message && 'method' in message)) {
        this.onmessage?.(message);
        continue;
      }
      const id = ++this.last;
      answers.push(
        new Promise((answer) => this.inFlight.set(id, { id: message.id, context, answer })),
      );
      const numbered = { ...message, id } as JSONRPCRequest;
      if (this.onrequest) this.onrequest(numbered);
      else this.onmessage?.(numbered);
    }
    return Promise.all(answers);
  }
}

/** The server that answers a site's POSTs, made once per site. */
const serving = new WeakMap<DocsMcp, Promise<RequestsTransport>>();

async function connected(mcp: DocsMcp): Promise<RequestsTransport> {
  const transport = new RequestsTransport();
  const server: Server = mcp.server((requestId) => transport.contextOf(requestId));
  await server.connect(transport);
  // Checked, not assumed: an SDK without it gets every message through `onmessage`.
  const own = server as unknown as { _onrequest?: unknown };
  if (typeof own._onrequest === 'function') {
    const onrequest = own._onrequest as (request: JSONRPCRequest) => void;
    transport.onrequest = (request) => onrequest.call(server, request);
  }
  return transport;
}

/**
 * The body of a POST, or undefined when it is over `MCP_BODY_LIMIT`. A body of a declared length
 * within it is read whole (the node server's own fast read, not a web stream made for the purpose);
 * a chunked one is read as a stream, stopping once past the limit.
 */
async function bodyText(request: Request): Promise<string | undefined> {
  const length = request.headers.get('content-length');
  if (length !== null && !request.headers.has('transfer-encoding')) {
    if (Number(length) > MCP_BODY_LIMIT) return undefined;
    const text = await request.text();
    return Buffer.byteLength(text) > MCP_BODY_LIMIT ? undefined : text;
  }
  const body = await readRequestBody(request, MCP_BODY_LIMIT);
  return body.tooLarge ? undefined : body.text;
}

/** The messages of a POST body, or the error response the Streamable HTTP transport gives for it. */
async function messagesOf(request: Request): Promise<JSONRPCMessage[] | Response> {
  const accept = request.headers.get('accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream'))
    return jsonRpcErrorResponse(
      406,
      ErrorCode.ConnectionClosed,
      'Not Acceptable: Client must accept both application/json and text/event-stream',
    );
  if (!isJsonContentType(request.headers.get('content-type')))
    return jsonRpcErrorResponse(
      415,
      ErrorCode.ConnectionClosed,
      'Unsupported Media Type: Content-Type must be application/json',
    );
  let raw: unknown;
  try {
    const text = await bodyText(request);
    if (text === undefined)
      return jsonRpcErrorResponse(
        413,
        ErrorCode.ConnectionClosed,
        requestBodyTooLargeMessage(MCP_BODY_LIMIT),
      );
    raw = JSON.parse(text);
  } catch {
    return jsonRpcErrorResponse(400, ErrorCode.ParseError, 'Parse error: Invalid JSON');
  }
  if (Array.isArray(raw) && raw.length > MAX_BATCH_SIZE)
    return jsonRpcErrorResponse(
      400,
      ErrorCode.InvalidRequest,
      `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`,
    );
  const parsed = (Array.isArray(raw) ? raw : [raw]).map((m) => JSONRPCMessageSchema.safeParse(m));
  if (!parsed.every((p) => p.success))
    return jsonRpcErrorResponse(400, ErrorCode.ParseError, 'Parse error: Invalid JSON-RPC message');
  const messages = parsed.map((p) => p.data!);
  const initializes = messages.some(
    (m) => 'method' in m && m.method === 'initialize' && isInitializeRequest(m),
  );
  if (initializes && messages.length > 1)
    return jsonRpcErrorResponse(
      400,
      ErrorCode.InvalidRequest,
      'Invalid Request: Only one initialization request is allowed',
    );
  const version = request.headers.get('mcp-protocol-version');
  if (!initializes && version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version))
    return jsonRpcErrorResponse(
      400,
      ErrorCode.ConnectionClosed,
      `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
    );
  return messages;
}

/**
 * Answers one request to `/mcp` as the Streamable HTTP transport does statelessly, with JSON
 * responses: no session to keep, so any number of servers can answer. One SDK server per site answers
 * every POST (its handlers find each request's caller), rather than a server and a transport made and
 * closed per request: the same checks, status codes and JSON-RPC errors as the SDK's transport, at a
 * fraction of the cost. GET (a server-sent event stream) and DELETE (ending a session) have no meaning
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
  const messages = await messagesOf(request);
  if (messages instanceof Response) return messages;
  let transport = serving.get(mcp);
  if (!transport) serving.set(mcp, (transport = connected(mcp)));
  const answers = await (await transport).deliver(messages, context);
  if (answers.length === 0) return new Response(null, { status: 202 });
  return new Response(JSON.stringify(answers.length === 1 ? answers[0] : answers), {
    status: 200,
    headers: JSON_HEADERS,
  });
}
