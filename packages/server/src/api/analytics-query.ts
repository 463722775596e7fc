import { isUlid } from '@quire/assistant';
import { ApiError } from './api-error.js';

/** The query of `GET /v1/analytics/{projectId}/assistant`, checked. */
export interface ConversationsQuery {
  readonly from?: number | undefined;
  readonly to?: number | undefined;
  readonly limit: number;
  readonly cursor?: string | undefined;
}

export const invalidQuery = (field: string, message: string) =>
  new ApiError('analytics_invalid_query', message, {
    field,
  });

function dateOf(field: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const time = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)
    ? Date.parse(value)
    : NaN;
  if (Number.isNaN(time))
    throw invalidQuery(
      field,
      `${field} is "${value.slice(0, 40)}"; expected a date in ISO 8601 or YYYY-MM-DD form, such as 2024-01-01.`,
    );
  return time;
}

/** Reads `dateFrom` and `dateTo` (exclusive). */
export const parseDateRange = (query: (name: string) => string | undefined) => ({
  from: dateOf('dateFrom', query('dateFrom')),
  to: dateOf('dateTo', query('dateTo')),
});

/** Reads `dateFrom`, `dateTo` (exclusive), `limit` (1 to 1000, default 100) and `cursor` (a ULID). */
export function parseConversationsQuery(
  query: (name: string) => string | undefined,
): ConversationsQuery {
  const rawLimit = query('limit');
  const limit = rawLimit === undefined ? 100 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw invalidQuery(
      'limit',
      `limit is "${rawLimit ?? ''}"; expected a whole number from 1 to 1000 (default 100).`,
    );
  const cursor = query('cursor');
  if (cursor !== undefined && !isUlid(cursor))
    throw invalidQuery(
      'cursor',
      `cursor is "${cursor.slice(0, 40)}"; expected the nextCursor of the previous page (a ULID).`,
    );
  return { ...parseDateRange(query), limit, cursor };
}
