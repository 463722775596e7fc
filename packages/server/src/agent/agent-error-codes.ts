import { defineApiErrorCodes } from '../api/api-error-codes.js';

/** The error codes of the agent-job endpoints. Codes are permanent. */
export const AGENT_ERROR_CODES = defineApiErrorCodes({
  agent_no_model: {
    status: 503,
    title: 'No model configured for agent jobs',
    description:
      'The server has no model, so the job was not created. Set `QUIRE_MODEL_URL` (an OpenAI-compatible chat completions API) and `QUIRE_MODEL` (the model name), or `model` of the project in the server config, and restart the server.',
  },
  agent_job_not_found: {
    status: 404,
    title: 'No such agent job',
    description:
      'The project has no job with this id. Use the `id` that creating the job returned, with the same projectId.',
  },
  agent_job_ended: {
    status: 409,
    title: 'The agent job has ended',
    description:
      'A follow-up message goes to an `active` job only; this one is `completed`, `failed` or `archived` and never runs again. Create a new job with the follow-up as its prompt.',
  },
  agent_job_active: {
    status: 409,
    title: 'The agent job is still active',
    description:
      'Only a `completed` or `failed` job can be archived. Poll the job until it ends, then archive it.',
  },
  agent_invalid_pagination: {
    status: 400,
    title: 'Invalid skip or take',
    description: '`skip` must be an integer of 0 or more and `take` an integer from 1 to 100.',
  },
});
