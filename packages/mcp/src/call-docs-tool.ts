import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { QueryCache } from '@quire/search';
import type { ToolKind } from './docs-tools.js';
import type { DocsView } from './docs-view.js';
import { runDocsShell } from './run-docs-shell.js';
import { hitsText, searchDocs } from './search-docs.js';

/** What an agent reports about a page with `submit_feedback`. */
export interface AgentFeedback {
  /** The page's URL path on the site (`/guides/setup`). */
  readonly path: string;
  readonly description: string;
}

/** Where feedback goes (the server's store, a local file); absent: the tool says it is not collected. */
export type FeedbackSink = (feedback: AgentFeedback) => Promise<void>;

export interface ToolCall {
  readonly view: DocsView;
  readonly arguments: Readonly<Record<string, unknown>>;
  /** Where result links point (the site's URL, else the server's origin); relative links without. */
  readonly linkBase?: string | undefined;
  readonly feedback?: FeedbackSink | undefined;
  /** Where searches keep their answers. */
  readonly queries?: QueryCache | undefined;
}

const text = (body: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: body }],
  ...(isError ? { isError: true } : {}),
});

/** A page named as a path, file, or link (`/a/b`, `a/b.md`, `https://site/a/b#x`) as its URL path. */
export function pageUrlOf(path: string): string {
  let clean = path.trim();
  if (/^https?:\/\//i.test(clean)) {
    try {
      clean = new URL(clean).pathname;
    } catch {
      // Not a URL after all: taken as a path.
    }
  }
  clean = clean
    .replace(/[#?].*$/, '')
    .replace(/\.mdx?$/i, '')
    .replace(/(^|\/)index$/, '$1');
  return `/${clean.replace(/^\/+|\/+$/g, '')}`;
}

async function submitFeedback(call: ToolCall): Promise<CallToolResult> {
  const url = pageUrlOf(String(call.arguments['path']));
  if (!call.view.tree.file(url === '/' ? '/index.md' : `${url}.md`))
    return text(
      `The site has no page at ${url}. Name a page as the search results or the docs filesystem show it, such as ${call.view.tree.under('/')[0]?.url ?? '/'}.`,
      true,
    );
  if (!call.feedback)
    return text(
      'This MCP server does not collect feedback (quire mcp was started without --feedback-file). Tell the user what is wrong with the page instead.',
      true,
    );
  await call.feedback({ path: url, description: String(call.arguments['description']).trim() });
  return text(`Thank you: the feedback on ${url} is recorded for the documentation team.`);
}

/** Runs one tool of the site's server on arguments its input schema has accepted. */
export async function callDocsTool(kind: ToolKind, call: ToolCall): Promise<CallToolResult> {
  const args = call.arguments;
  if (kind === 'search') {
    const query = String(args['query']);
    const outcome = searchDocs(
      call.view,
      {
        query,
        version: typeof args['version'] === 'string' ? args['version'] : undefined,
        language: typeof args['language'] === 'string' ? args['language'] : undefined,
        limit: typeof args['limit'] === 'number' ? args['limit'] : 10,
      },
      call.linkBase,
      call.queries,
    );
    return outcome.kind === 'hits'
      ? text(hitsText(query, outcome.hits))
      : text(outcome.message, true);
  }
  if (kind === 'filesystem') {
    const result = await runDocsShell(String(args['command']), call.view.shell);
    return text(result.text, result.isError);
  }
  if (kind === 'feedback') return submitFeedback(call);
  throw new McpError(ErrorCode.InvalidParams, `No tool of kind ${String(kind)}.`);
}
