import type { AgentV1JobRequest } from '../generated/api-requests.generated.js';

// The agent request bodies: schema and type generated from docs/api/openapi.json.
export {
  AGENT_PROMPT_SCHEMA,
  AGENT_V1_JOB_SCHEMA,
  type AgentPrompt,
  type AgentV1JobRequest,
} from '../generated/api-requests.generated.js';

/** The prompt of a v1 job: the user messages, then the system messages as further instructions. */
export function promptOfMessages(messages: AgentV1JobRequest['messages']): string {
  const user = messages
    .filter((m) => m.role !== 'system')
    .map((m) => m.content.trim())
    .filter(Boolean);
  const system = messages
    .filter((m) => m.role === 'system')
    .map((m) => m.content.trim())
    .filter(Boolean);
  return [...user, ...(system.length ? [`Further instructions:\n${system.join('\n')}`] : [])].join(
    '\n\n',
  );
}
