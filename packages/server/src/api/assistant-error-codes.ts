import { defineApiErrorCodes } from './api-error-codes.js';

/** The assistant's and its analytics' own error codes (permanent; documented with the core ones). */
export const ASSISTANT_ERROR_CODES = defineApiErrorCodes({
  assistant_thread_not_found: {
    status: 404,
    title: 'Unknown thread',
    description:
      'The `threadId` names no conversation of this site: it was never returned by this server, or belongs to another site. Send the request without `threadId` to start a new thread, then send the `threadId` of its answer with follow-ups.',
  },
  assistant_request_too_large: {
    status: 413,
    title: 'Conversation too long',
    description:
      'The request has more messages, or a longer message or context item, than the assistant takes (100 messages, 32,000 characters a message, 20 context items of 16,000 characters). `field` names the part over the limit. Start a new thread, or send less.',
  },
  assistant_model_misconfigured: {
    status: 503,
    title: 'Model misconfigured',
    description:
      'No longer answered: the model settings are checked when the server starts, and a half-set or invalid model (`QUIRE_MODEL_URL` without `QUIRE_MODEL`, a bad URL or timeout) stops it with a `server/config-model` or `server/config-env` diagnostic instead. The code stays reserved, as every code does.',
  },
  analytics_invalid_query: {
    status: 400,
    title: 'Invalid analytics query',
    description:
      'A query parameter of an analytics endpoint is invalid: `dateFrom` and `dateTo` take ISO 8601 dates (`2024-01-01`), `limit` a whole number in the range the endpoint documents, `offset` a whole number from 0, `cursor` the `nextCursor` of the previous page, `source` and `status` the values the endpoint lists. `field` names the parameter.',
  },
});
