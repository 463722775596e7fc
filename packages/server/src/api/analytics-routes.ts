import { isUlid } from '@quire/assistant';
import { countTurns, findThread, listTurns, threadTurns, type TurnRecord } from '@quire/store';
import type { Context } from 'hono';
import type { ApiEnv } from './api-env.js';
import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import { invalidQuery, parseConversationsQuery, parseDateRange } from './analytics-query.js';

const iso = (ms: number) => new Date(ms).toISOString();

/** The site a project's analytics are about: its `domain`, else the site of the same name. */
const domainOf = (c: Context<ApiEnv>) => c.get('project').domain ?? c.get('project').projectId;

/** A turn as an element of `conversations` (analytics.openapi.json, AssistantConversationsResponse). */
const conversationOf = (t: TurnRecord) => ({
  id: t.id,
  threadId: t.threadId,
  timestamp: iso(t.askedAt),
  query: t.query,
  response: t.response,
  responseType: 'answer' as const,
  sources: t.sources,
  resolutionStatus: t.status === 'answered' ? ('answered' as const) : ('unanswered' as const),
  queryCategory: null,
  pageUrl: t.pageUrl,
});

/**
 * `GET /v1/analytics/{projectId}/assistant` (the questions asked and the answers given, a page at a
 * time) and `GET /v1/analytics/{projectId}/assistant/threads/{threadId}` (one conversation's
 * transcript) and `GET /v1/analytics/{projectId}/assistant/caller-stats` (questions by caller: web,
 * api, other), with an admin key.
 */
export const analyticsRoutes: ApiModule = {
  name: 'analytics',
  prefixes: ['/v1/analytics/'],
  register(app, tools) {
    const { store } = tools.context;
    app.get('/v1/analytics/:projectId/assistant', tools.adminKey('read'), async (c) => {
      const q = parseConversationsQuery((name) => c.req.query(name));
      const rows = await listTurns(store, {
        domain: domainOf(c),
        from: q.from,
        to: q.to,
        after: q.cursor,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const hasMore = rows.length > q.limit;
      return c.json({
        conversations: page.map(conversationOf),
        nextCursor: hasMore ? page[page.length - 1]!.id : null,
        hasMore,
      });
    });
    app.get(
      '/v1/analytics/:projectId/assistant/threads/:threadId',
      tools.adminKey('read'),
      async (c) => {
        const threadId = c.req.param('threadId');
        if (!isUlid(threadId))
          throw invalidQuery(
            'threadId',
            `threadId is "${threadId.slice(0, 40)}"; expected a thread id (a ULID) from the conversations list or an assistant answer.`,
          );
        const thread = await findThread(store, domainOf(c), threadId);
        if (!thread) {
          throw new ApiError(
            'assistant_thread_not_found',
            `No assistant thread ${threadId} exists for the project "${c.get('project').projectId}". Take thread ids from GET /v1/analytics/{projectId}/assistant.`,
          );
        }
        const turns = await threadTurns(store, thread.id);
        const messages = turns.flatMap((t) => [
          { id: `${t.id}-q`, role: 'user' as const, content: t.query, createdAt: iso(t.askedAt) },
          {
            id: `${t.id}-a`,
            role: 'assistant' as const,
            content: t.response,
            createdAt: iso(t.answeredAt),
          },
        ]);
        return c.json({ threadId: thread.id, createdAt: iso(thread.createdAt), messages });
      },
    );
    // web: asked from a page of the site (the request named it in currentPath, as the Ask panel does); api: the rest.
    app.get(
      '/v1/analytics/:projectId/assistant/caller-stats',
      tools.adminKey('read'),
      async (c) => {
        const q = parseDateRange((name) => c.req.query(name));
        const { total, onPage } = await countTurns(store, {
          domain: domainOf(c),
          from: q.from,
          to: q.to,
        });
        return c.json({ web: onPage, api: total - onPage, other: 0, total });
      },
    );
  },
};
