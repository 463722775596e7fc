import { API_ERROR_CODES, type ApiErrorCode } from './all-error-codes.js';
import type { ApiErrorCodeInfo } from './api-error-codes.js';

/** The JSON body of every API error. `message` says what was found and what to do. */
export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  /** For `invalid_body`: the field at fault, such as `messages[0].role`. */
  readonly field?: string;
  /** Where the code is explained. */
  readonly docs: string;
}

export const ERROR_DOCS_URL = '/api/errors';

/**
 * An API failure, thrown from a route or middleware and turned into a JSON response by the app
 * (`apiErrorResponse`), with the status `API_ERROR_CODES` gives its code.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: ApiErrorCodeInfo['status'];
  readonly field: string | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    code: ApiErrorCode,
    message: string,
    options: { readonly field?: string; readonly headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = API_ERROR_CODES[code].status;
    this.field = options.field;
    this.headers = options.headers ?? {};
  }
}

/** The JSON response of an error: its status, `{code, message, field?, docs}` and any headers (Retry-After, Allow). */
export function apiErrorResponse(
  error: ApiError,
  extraHeaders: Readonly<Record<string, string>> = {},
): Response {
  const body: ApiErrorBody = {
    code: error.code,
    message: error.message,
    ...(error.field !== undefined ? { field: error.field } : {}),
    docs: `${ERROR_DOCS_URL}#${error.code}`,
  };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...extraHeaders,
      ...error.headers,
    },
  });
}
