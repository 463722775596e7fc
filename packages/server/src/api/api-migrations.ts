import { AGENT_JOB_MIGRATIONS } from '@quire/agent/job-migrations';
import { ASSISTANT_MIGRATIONS, type Migration } from '@quire/store';
import { PAGE_FEEDBACK_MIGRATIONS } from './page-feedback-table.js';
import { PAGE_VIEWS_MIGRATIONS } from './page-views-table.js';
import { SEARCH_LOG_MIGRATIONS } from './search-log.js';

/**
 * The migrations of `API_MODULES`, in their order, without loading the modules themselves: what opening the
 * service's store needs (`quire keys` opens it and serves nothing). api-migrations.test.ts keeps the two equal.
 */
export const API_MIGRATIONS: readonly Migration[] = [
  ...SEARCH_LOG_MIGRATIONS,
  ...ASSISTANT_MIGRATIONS,
  ...AGENT_JOB_MIGRATIONS,
  ...PAGE_FEEDBACK_MIGRATIONS,
  ...PAGE_VIEWS_MIGRATIONS,
];
