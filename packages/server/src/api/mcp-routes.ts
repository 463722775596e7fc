import { sessionTokenFromAuthorization, sessionTokenFromCookies } from '@quire/components';
import { createDocsMcp, handleMcpHttp, type DocsMcp } from '@quire/mcp';
import type { ApiContext } from './api-env.js';
import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import { sessionCaller } from './assistant-caller.js';
import { enforceRateLimit } from './rate-limits.js';

export const MCP_PATH = '/mcp';

/** Calls to `/mcp` from one address, besides the server's limit for every API request. */
export const MCP_RATE_LIMIT = { requests: 300, windowSeconds: 60 } as const;

/** The site `/mcp` answers for: the one whose pages this server serves (the first of the config). */
function servedSite(context: ApiContext): string {
  const domain = [...context.sites.keys()][0];
  if (domain === undefined)
    throw new ApiError(
      'search_unavailable',
      'This server has no built site to answer MCP calls from. Build it with quire build and serve the folder.',
    );
  return domain;
}

/**
 * `POST /mcp`: the site's MCP server (Streamable HTTP, stateless): search, the docs filesystem and
 * feedback, over the same index and Markdown as the site's search. A reader's session (the docs.json
 * `auth` cookie, or its token as `Authorization: Bearer`) opens the pages of its groups.
 */
export const mcpRoutes: ApiModule = {
  name: 'mcp',
  prefixes: [MCP_PATH],
  register(app, tools) {
    const { context } = tools;
    const servers = new Map<string, DocsMcp>();
    const mcpOf = (domain: string) => {
      const known = servers.get(domain);
      if (known) return known;
      const created = createDocsMcp({
        source: context.sites.get(domain)!,
        fallbackName: domain,
      });
      servers.set(domain, created);
      return created;
    };
    app.post(MCP_PATH, async (c) => {
      const domain = servedSite(context);
      const now = context.now();
      await enforceRateLimit(
        context.store,
        `mcp:${c.get('clientAddress')}`,
        MCP_RATE_LIMIT,
        now,
        'to the MCP server from this address',
      );
      const caller = await sessionCaller(
        (cookie) =>
          sessionTokenFromCookies(c.req.header('cookie'), cookie) ??
          sessionTokenFromAuthorization(c.req.header('authorization')),
        context.sites.get(domain),
        now,
      );
      return handleMcpHttp(mcpOf(domain), c.req.raw, {
        caller,
        linkBase: new URL(c.req.url).origin,
        onError: (error) => context.onInternalError?.(error, c.req.raw),
      });
    });
  },
};
