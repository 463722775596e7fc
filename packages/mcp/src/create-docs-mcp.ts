import { createCorpusCache, type Caller } from '@quire/assistant';
import { createQueryCache, type QueryCache } from '@quire/search';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { JsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';
import { callDocsTool, type FeedbackSink } from './call-docs-tool.js';
import { docsTools, type ToolDescriptor, type ToolSite } from './docs-tools.js';
import { createDocsViews, type DocsView, type McpDocsSource } from './docs-view.js';
import { callerSkills, readSkillResource, skillResources } from './skill-resources.js';

export interface DocsMcpOptions {
  readonly source: McpDocsSource;
  /** The site's name when its build did not record one (the server's domain for it). */
  readonly fallbackName: string;
  /** Where `submit_feedback` records what agents report; without it the tool answers that it is not collected. */
  readonly feedback?: FeedbackSink;
  /** Where searches keep their answers (the server's, shared with its search endpoint); default: one of its own. */
  readonly queries?: QueryCache;
}

/** Who is calling and where links should point, for one HTTP request or one stdio session. */
export interface McpCallContext {
  readonly caller: Caller;
  readonly linkBase?: string | undefined;
  /** Where failures answered as internal errors are reported (the server's log); default nowhere. */
  readonly onError?: ((error: unknown) => void) | undefined;
}

/**
 * Who is calling, for the requests a server answers: one context (a stdio session, one caller), or
 * each request's own, by its JSON-RPC id (one server answering the HTTP requests of every caller).
 */
export type McpContextOf = McpCallContext | ((requestId: RequestId) => McpCallContext);

/** A site's MCP server: an SDK server for a caller (or for each request's), and its tools for the discovery documents. */
export interface DocsMcp {
  server(context: McpContextOf): Server;
  /** What the site's tools are made of (its name, versions and languages) and its URL when built with one: for the discovery documents. */
  describe(): Promise<ToolSite & { readonly siteUrl?: string | undefined }>;
}

export const SERVER_VERSION = '1.0.0';

const toolSite = (view: DocsView): ToolSite => ({
  name: view.facts.name,
  versions: [...new Set(view.corpus.groups.flatMap((g) => (g.version ? [g.version] : [])))],
  languages: [...new Set(view.corpus.groups.flatMap((g) => (g.language ? [g.language] : [])))],
});

const withoutKind = ({ kind: _kind, ...tool }: ToolDescriptor & { kind: string }): ToolDescriptor =>
  tool;

function instructions(): string {
  return [
    'Documentation of this site, as it was built: search it with the search tool, then read whole pages or line ranges with the docs filesystem tool (shell commands over one Markdown file per page).',
    'When a page is wrong, out of date or confusing, report it with submit_feedback.',
    "The site's skill files (what the product does and how to use it) are resources.",
  ].join(' ');
}

/** Creates the MCP server of one site; what is worth keeping between calls (loaded indexes) is kept here. */
export function createDocsMcp(options: DocsMcpOptions): DocsMcp {
  const cache = createCorpusCache();
  const schemas = new AjvJsonSchemaValidator();
  // A tool's schema object is made once per view (below): its validator is compiled once for it.
  const validators = new WeakMap<object, JsonSchemaValidator<Record<string, unknown>>>();
  const validatorOf = (schema: object) =>
    validators.get(schema) ?? validators.set(schema, schemas.getValidator(schema)).get(schema)!;
  const view = createDocsViews(options.source, cache, options.fallbackName);
  const queries = options.queries ?? createQueryCache();
  // A view's tools (names and schemas) are made once per view.
  const toolsOfView = new WeakMap<DocsView, ReturnType<typeof docsTools>>();
  const toolsOf = (current: DocsView) =>
    toolsOfView.get(current) ??
    toolsOfView.set(current, docsTools(toolSite(current))).get(current)!;

  const call = async (
    context: McpCallContext,
    name: string,
    args: unknown,
  ): Promise<CallToolResult> => {
    const current = await view(context.caller);
    const tools = toolsOf(current);
    const tool = tools.find((t) => t.name === name);
    if (!tool)
      throw new McpError(
        ErrorCode.InvalidParams,
        `No tool named ${name}; this server has ${tools.map((t) => t.name).join(', ')}.`,
      );
    const checked = validatorOf(tool.inputSchema)(args ?? {});
    if (!checked.valid)
      throw new McpError(
        ErrorCode.InvalidParams,
        `The arguments of ${name} do not match its input schema: ${checked.errorMessage}.`,
      );
    return callDocsTool(tool.kind, {
      view: current,
      arguments: checked.data,
      linkBase: current.facts.siteUrl ?? context.linkBase,
      feedback: options.feedback,
      queries,
    });
  };

  const guarded = async <T>(context: McpCallContext, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof McpError) throw error;
      context.onError?.(error);
      throw new McpError(
        ErrorCode.InternalError,
        'The docs server failed to answer this call; its log has the details.',
      );
    }
  };

  return {
    server(contextOf) {
      const contextFor = (requestId: RequestId) =>
        typeof contextOf === 'function' ? contextOf(requestId) : contextOf;
      const server = new Server(
        { name: `${options.fallbackName}-docs`, version: SERVER_VERSION },
        {
          capabilities: { tools: {}, resources: {} },
          instructions: instructions(),
          jsonSchemaValidator: schemas,
        },
      );
      const read = (path: string) => options.source.readFile(path);
      /** A request's answer, worked out for its caller, failures other than `McpError` reported. */
      const answer = <T>(
        extra: { readonly requestId: RequestId },
        work: (context: McpCallContext) => Promise<T>,
      ) => {
        const context = contextFor(extra.requestId);
        return guarded(context, () => work(context));
      };
      server.setRequestHandler(ListToolsRequestSchema, (_request, extra) =>
        answer(extra, async (context) => ({
          tools: toolsOf(await view(context.caller)).map(withoutKind),
        })),
      );
      server.setRequestHandler(CallToolRequestSchema, (request, extra) =>
        answer(extra, (context) => call(context, request.params.name, request.params.arguments)),
      );
      server.setRequestHandler(ListResourcesRequestSchema, (_request, extra) =>
        answer(extra, async (context) => ({
          resources: skillResources(await callerSkills(read, context.caller)),
        })),
      );
      server.setRequestHandler(ReadResourceRequestSchema, (request, extra) =>
        answer(extra, async (context) =>
          readSkillResource(read, await callerSkills(read, context.caller), request.params.uri),
        ),
      );
      return server;
    },
    async describe() {
      const current = await view({ groups: [] });
      return { ...toolSite(current), siteUrl: current.facts.siteUrl };
    },
  };
}
