import { defineApiErrorCodes } from './api-error-codes.js';

/** The page feedback endpoints' own error codes (permanent; documented with the core ones). */
export const FEEDBACK_ERROR_CODES = defineApiErrorCodes({
  feedback_not_found: {
    status: 404,
    title: 'No vote to comment on',
    description:
      'A comment is added to a vote sent from the same page within the hour, once: this `id` names no such vote (it was never returned, already has a comment, or is older). Send the comment with a new vote instead.',
  },
});
