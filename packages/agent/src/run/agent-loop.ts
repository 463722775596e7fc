import type { ChatMessage, ChatModel } from '../model/chat-message.js';
import type { AgentTool, ToolContext, ToolResult } from '../tools/tool.js';

export interface AgentLoopInput {
  readonly model: ChatModel;
  readonly tools: readonly AgentTool[];
  readonly context: ToolContext;
  /** The conversation so far; the loop appends the model's turns and the tool results to it. */
  readonly messages: ChatMessage[];
  /** Model turns allowed in this loop. */
  readonly maxTurns: number;
  /** Has the model called `finish` since the loop started? */
  readonly finished: () => boolean;
  /** Follow-up messages from the user that arrived since the last turn. */
  readonly takeFollowUps?: (() => Promise<readonly string[]>) | undefined;
  /** Told of each tool call refused (a path out of the docs root, an oversize write, …). */
  readonly onRefused?: (tool: string, reason: string) => void;
  readonly signal?: AbortSignal | undefined;
}

export type AgentLoopOutcome =
  { readonly kind: 'finished' } | { readonly kind: 'out-of-turns'; readonly turns: number };

function parseArguments(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text === '' ? '{}' : text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

async function callTool(
  tools: readonly AgentTool[],
  name: string,
  argsText: string,
  context: ToolContext,
): Promise<ToolResult> {
  const tool = tools.find((t) => t.spec.name === name);
  if (!tool)
    return {
      kind: 'refused',
      reason: `there is no tool "${name}"; the tools are ${tools.map((t) => t.spec.name).join(', ')}.`,
    };
  const args = parseArguments(argsText);
  if (!args) return { kind: 'refused', reason: `the arguments of ${name} are not a JSON object.` };
  try {
    return await tool.run(args, context);
  } catch (error) {
    return { kind: 'refused', reason: `${name} failed: ${(error as Error).message}` };
  }
}

/** Turns of the model and its tool calls until it calls `finish`, answers without a tool call, or runs out of turns. */
export async function runAgentLoop(input: AgentLoopInput): Promise<AgentLoopOutcome> {
  const { model, tools, context, messages } = input;
  const specs = tools.map((t) => t.spec);
  for (let turn = 0; turn < input.maxTurns; turn++) {
    for (const text of (await input.takeFollowUps?.()) ?? [])
      messages.push({ role: 'user', content: text });
    input.signal?.throwIfAborted();
    const answer = await model.complete(messages, specs, input.signal);
    messages.push({
      role: 'assistant',
      content: answer.content,
      ...(answer.toolCalls.length ? { toolCalls: answer.toolCalls } : {}),
    });
    if (answer.toolCalls.length === 0) {
      if (answer.content) context.finish(answer.content);
      return { kind: 'finished' };
    }
    for (const call of answer.toolCalls) {
      const result = await callTool(tools, call.name, call.arguments, context);
      if (result.kind === 'refused') input.onRefused?.(call.name, result.reason);
      messages.push({
        role: 'tool',
        toolCallId: call.id,
        content: result.kind === 'ok' ? result.content : `Refused: ${result.reason}`,
      });
    }
    if (input.finished()) return { kind: 'finished' };
  }
  return { kind: 'out-of-turns', turns: input.maxTurns };
}
