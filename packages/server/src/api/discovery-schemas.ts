/** The request body of `POST /discovery/v1/search/{domain}` (as in the reference discovery API). */
export interface SearchRequest {
  readonly query: string;
  readonly pageSize: number;
  readonly scoreThreshold?: number;
  readonly filter?: {
    readonly version?: string;
    readonly language?: string;
    readonly tag?: string;
    readonly groups?: readonly string[];
  };
}

/** The request body of `POST /discovery/v1/page/{domain}`. */
export interface PageRequest {
  readonly path: string;
  readonly groups?: readonly string[];
}

export const MAX_QUERY_LENGTH = 500;
export const MAX_PAGE_PATH_LENGTH = 500;

export const SEARCH_REQUEST_SCHEMA = {
  type: 'object',
  required: ['query'],
  properties: {
    query: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    scoreThreshold: { type: 'number', minimum: 0, maximum: 1 },
    filter: {
      type: 'object',
      properties: {
        version: { type: 'string' },
        language: { type: 'string' },
        tag: { type: 'string' },
        groups: { type: 'array', items: { type: 'string' } },
      },
    },
  },
} as const;

export const PAGE_REQUEST_SCHEMA = {
  type: 'object',
  required: ['path'],
  properties: {
    path: { type: 'string', minLength: 1, maxLength: MAX_PAGE_PATH_LENGTH },
    groups: { type: 'array', items: { type: 'string' } },
  },
} as const;
