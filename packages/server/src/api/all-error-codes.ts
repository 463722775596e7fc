import { AGENT_ERROR_CODES } from '../agent/agent-error-codes.js';
import { CORE_API_ERROR_CODES } from './api-error-codes.js';
import { ASSISTANT_ERROR_CODES } from './assistant-error-codes.js';
import { FEEDBACK_ERROR_CODES } from './feedback-error-codes.js';

/**
 * Every error code the API answers with, and its status: the core codes and each route module's own.
 * The one table `ApiError` takes its status from, and the errors page is generated from.
 */
export const API_ERROR_CODES = {
  ...CORE_API_ERROR_CODES,
  ...ASSISTANT_ERROR_CODES,
  ...AGENT_ERROR_CODES,
  ...FEEDBACK_ERROR_CODES,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_CODES;
