import { isUlid } from '@quire/assistant';
import type { Context } from 'hono';
import type { ApiEnv } from './api-env.js';
import type { ApiModule } from './api-module.js';
import { invalidQuery, parseDateRange } from './analytics-query.js';
import {
  FEEDBACK_SOURCES,
  FEEDBACK_STATUSES,
  feedbackByPage,
  listFeedback,
  type FeedbackFilter,
  type FeedbackRecord,
  type FeedbackSource,
  type FeedbackStatus,
} from './page-feedback-table.js';

const domainOf = (c: Context<ApiEnv>) => c.get('project').domain ?? c.get('project').projectId;

/** `limit` as a whole number in [1, max]. */
export function limitOf(raw: string | undefined, fallback: number, max: number): number {
  const limit = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > max)
    throw invalidQuery(
      'limit',
      `limit is "${raw ?? ''}"; expected a whole number from 1 to ${max} (default ${fallback}).`,
    );
  return limit;
}

/** `source` (one of the reference's sources) and `status` (a comma-separated list of statuses). */
function filterOf(c: Context<ApiEnv>): FeedbackFilter {
  const source = c.req.query('source');
  if (source !== undefined && !FEEDBACK_SOURCES.includes(source as FeedbackSource))
    throw invalidQuery(
      'source',
      `source is "${source.slice(0, 40)}"; expected one of ${FEEDBACK_SOURCES.join(', ')}.`,
    );
  const status = c.req.query('status');
  const statuses = status
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = statuses?.find((s) => !FEEDBACK_STATUSES.includes(s as FeedbackStatus));
  if (unknown !== undefined)
    throw invalidQuery(
      'status',
      `status has "${unknown.slice(0, 40)}"; expected a comma-separated list of ${FEEDBACK_STATUSES.join(', ')}.`,
    );
  return {
    domain: domainOf(c),
    ...parseDateRange((name) => c.req.query(name)),
    ...(source ? { sources: [source as FeedbackSource] } : {}),
    ...(statuses?.length ? { statuses: statuses as FeedbackStatus[] } : {}),
  };
}

/** An entry of `feedback`, in the shape of its source (analytics.openapi.json, FeedbackResponse). */
function entryOf(f: FeedbackRecord) {
  const base = {
    id: f.id,
    path: f.path,
    comment: f.comment,
    createdAt: new Date(f.createdAt).toISOString(),
    source: f.source,
    status: f.status,
  };
  if (f.source === 'contextual') return { ...base, helpful: f.helpful ?? false, contact: null };
  // A vote without a comment, and an agent's report (unhelpful): the base fields and the vote.
  return f.helpful === undefined ? base : { ...base, helpful: f.helpful };
}

/**
 * `GET /v1/analytics/{projectId}/feedback` (feedback on the project's site, newest first, a page at a
 * time) and `GET /v1/analytics/{projectId}/feedback/by-page` (votes and counts per page), with an
 * admin key: readers' votes and comments, and what agents reported through MCP.
 */
export const feedbackAnalyticsRoutes: ApiModule = {
  name: 'feedback-analytics',
  prefixes: ['/v1/analytics/'],
  register(app, tools) {
    const { store } = tools.context;
    app.get('/v1/analytics/:projectId/feedback', tools.adminKey('read'), async (c) => {
      const filter = filterOf(c);
      const limit = limitOf(c.req.query('limit'), 50, 100);
      const cursor = c.req.query('cursor');
      if (cursor !== undefined && !isUlid(cursor))
        throw invalidQuery(
          'cursor',
          `cursor is "${cursor.slice(0, 40)}"; expected the nextCursor of the previous page.`,
        );
      const rows = await listFeedback(store, { ...filter, before: cursor, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const hasMore = rows.length > limit;
      return c.json({
        feedback: page.map(entryOf),
        nextCursor: hasMore ? page[page.length - 1]!.id : null,
        hasMore,
      });
    });
    app.get('/v1/analytics/:projectId/feedback/by-page', tools.adminKey('read'), async (c) => {
      const filter = filterOf(c);
      const limit = limitOf(c.req.query('limit'), 10, 100);
      const rows = await feedbackByPage(store, { ...filter, limit: limit + 1 });
      return c.json({ feedback: rows.slice(0, limit), hasMore: rows.length > limit });
    });
  },
};
