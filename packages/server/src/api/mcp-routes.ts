import { sessionTokenFromAuthorization, sessionTokenFromCookies } from '@quire/components';
import {
  createDocsMcp,
  handleMcpHttp,
  MCP_DISCOVERY_PATHS,
  mcpDiscoveryDocument,
  mcpServerCard,
  mcpServerCards,
  type AgentFeedback,
  type DiscoveryInput,
  type DocsMcp,
} from '@quire/mcp';
import { MCP_SITE_PATH, mcpUrlOf } from '@quire/navigation';
import type { Context } from 'hono';
import { parseSiteManifest } from '../site-manifest.js';
import type { ApiContext, ApiEnv } from './api-env.js';
import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import { sessionCaller } from './assistant-caller.js';
import { newUlid } from './assistant-thread.js';
import { insertFeedback } from './page-feedback-table.js';
import { enforceRateLimit } from './rate-limits.js';

export const MCP_PATH = MCP_SITE_PATH;

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

/** This server's URL of the site: the request's origin and the base path the site was built for. */
async function servedUrl(c: Context<ApiEnv>, context: ApiContext): Promise<string> {
  const site = context.sites.get(servedSite(context));
  const { basePath } = site ? await site.siteManifest() : parseSiteManifest(undefined);
  return `${new URL(c.req.url).origin}${basePath ?? ''}`;
}

/** The discovery documents' facts: the site's tools, and its `/mcp` URL (the built site URL, else this server's). */
async function discoveryInput(
  c: Context<ApiEnv>,
  context: ApiContext,
  mcp: DocsMcp,
): Promise<DiscoveryInput> {
  const site = await mcp.describe();
  const auth = await context.sites.get(servedSite(context))?.auth();
  return {
    ...site,
    url: mcpUrlOf(site.siteUrl ?? (await servedUrl(c, context))),
    signsIn: auth !== undefined,
  };
}

const DOCUMENTS: Readonly<Record<string, (input: DiscoveryInput) => object>> = {
  [MCP_DISCOVERY_PATHS.discovery]: mcpDiscoveryDocument,
  [MCP_DISCOVERY_PATHS.discoveryJson]: mcpDiscoveryDocument,
  [MCP_DISCOVERY_PATHS.card]: (input) => mcpServerCard(input),
  [MCP_DISCOVERY_PATHS.cards]: mcpServerCards,
};

/**
 * `POST /mcp`: the site's MCP server (Streamable HTTP, stateless): search, the docs filesystem,
 * feedback and the skill files, over the same index and Markdown as the site's search. A reader's
 * session (the docs.json `auth` cookie, or its token as `Authorization: Bearer`) opens the pages of
 * its groups. And the discovery documents of `/.well-known/mcp…` for this server.
 */
export const mcpRoutes: ApiModule = {
  name: 'mcp',
  prefixes: [
    MCP_PATH,
    MCP_DISCOVERY_PATHS.discovery,
    MCP_DISCOVERY_PATHS.discoveryJson,
    '/.well-known/mcp/',
  ],
  register(app, tools) {
    const { context } = tools;
    const servers = new Map<string, DocsMcp>();
    // What an agent reports is stored as unhelpful feedback on the page, for the feedback analytics.
    const feedback = (domain: string) => async (f: AgentFeedback) => {
      const now = context.now();
      await insertFeedback(context.store, {
        id: newUlid(now),
        domain,
        path: f.path,
        source: 'agent',
        helpful: false,
        comment: f.description,
        status: 'pending',
        createdAt: now,
      });
    };
    const mcpOf = (domain: string) =>
      servers.get(domain) ??
      servers
        .set(
          domain,
          createDocsMcp({
            source: context.sites.get(domain)!,
            fallbackName: domain,
            feedback: feedback(domain),
            queries: context.searches,
          }),
        )
        .get(domain)!;
    app.post(MCP_PATH, async (c) => {
      const domain = servedSite(context);
      const now = context.now();
      await enforceRateLimit(
        context.rateLimiter,
        `mcp:${c.get('clientAddress')}`,
        context.config.limits.mcp,
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
        linkBase: await servedUrl(c, context),
        onError: (error) => context.onInternalError?.(error, c.req.raw),
      });
    });
    for (const [path, document] of Object.entries(DOCUMENTS))
      app.get(path, async (c) => {
        const input = await discoveryInput(c, context, mcpOf(servedSite(context)));
        return c.json(document(input), 200, {
          'access-control-allow-origin': '*',
          'cache-control': 'no-cache',
        });
      });
  },
};
