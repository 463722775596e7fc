/** `{prompt}` of the v2 create and follow-up endpoints. */
export const PROMPT_SCHEMA = {
  type: 'object',
  required: ['prompt'],
  properties: { prompt: { type: 'string', minLength: 1, maxLength: 100_000 } },
} as const;

export interface V1JobRequest {
  readonly messages: readonly {
    readonly role: 'system' | 'user' | 'assistant';
    readonly content: string;
  }[];
  readonly branch?: string;
  readonly asDraft?: boolean;
  readonly model?: string;
}

/** The deprecated v1 create body: messages (as the reference file), the branch, draft and model (accepted, see the guide). */
export const V1_JOB_SCHEMA = {
  type: 'object',
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['role', 'content'],
        properties: {
          role: { type: 'string', enum: ['system', 'user', 'assistant'] },
          content: { type: 'string', maxLength: 100_000 },
        },
      },
    },
    branch: { type: 'string' },
    asDraft: { type: 'boolean' },
    model: { type: 'string' },
  },
} as const;

/** The prompt of a v1 job: the user messages, then the system messages as further instructions. */
export function promptOfMessages(messages: V1JobRequest['messages']): string {
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
