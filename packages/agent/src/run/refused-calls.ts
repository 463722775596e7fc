/** A tool call the agent refused, and why. */
export interface RefusedCall {
  readonly tool: string;
  readonly reason: string;
}

const LISTED = 10;

/**
 * The note a job's message ends with when some of its tool calls were refused: how many, and each tool
 * with its reason (the first ten), so that the user knows the job was held inside its bounds.
 */
export function refusedCallsNote(refused: readonly RefusedCall[]): string {
  if (refused.length === 0) return '';
  const count = `${refused.length} tool call${refused.length === 1 ? ' was' : 's were'} refused`;
  const lines = refused.slice(0, LISTED).map((r) => `- ${r.tool}: ${r.reason}`);
  if (refused.length > LISTED) lines.push(`- and ${refused.length - LISTED} more`);
  return `${count}:\n${lines.join('\n')}`;
}

/** A message with the refusal note after it (a blank line between). */
export const withRefusals = (message: string, refused: readonly RefusedCall[]): string =>
  [message.trim(), refusedCallsNote(refused)].filter(Boolean).join('\n\n');
