import { callChatApi, type JSONValue, type UIMessage as V4Message } from '@ai-sdk/ui-utils';
import { DefaultChatTransport, readUIMessageStream, type UIMessage as V5Message } from 'ai-v5';

/** What a v4 chat app (useChat with `streamProtocol: 'data'`) ends up with after one request. */
export interface V4Answer {
  readonly message: V4Message;
  readonly data: JSONValue[];
  readonly finishReason: string | undefined;
  readonly headers: Headers;
  /** The text of the message at each update: more than one means it streamed. */
  readonly updates: string[];
}

let ids = 0;
const nextId = () => `client-${++ids}`;

/** A user message as useChat v4 sends it with `sendExtraMessageFields: true`. */
export const v4UserMessage = (text: string) => ({
  id: nextId(),
  createdAt: new Date(),
  role: 'user' as const,
  content: text,
  parts: [{ type: 'text' as const, text }],
});

/** Sends a conversation the way useChat v4 does (its own `callChatApi`) and returns what the hook would hold. */
export async function askV4(
  api: string,
  messages: readonly unknown[],
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<V4Answer> {
  let message: V4Message | undefined;
  let data: JSONValue[] = [];
  let finishReason: string | undefined;
  let responseHeaders = new Headers();
  const updates: string[] = [];
  await callChatApi({
    api,
    body: { id: 'chat-1', messages, fp: 'anonymous', ...extra },
    streamProtocol: 'data',
    credentials: undefined,
    headers,
    abortController: () => null,
    restoreMessagesOnFailure: () => undefined,
    onResponse: (r) => void (responseHeaders = r.headers),
    onUpdate: (u) => {
      message = u.message;
      data = u.data ?? [];
      updates.push(u.message.content);
    },
    onFinish: (m, info) => {
      message = m as V4Message;
      finishReason = info.finishReason;
    },
    onToolCall: undefined,
    generateId: nextId,
    fetch: undefined,
    lastMessage: undefined,
  });
  if (!message) throw new Error('the v4 client saw no message');
  return { message, data, finishReason, headers: responseHeaders, updates };
}

/** A user message as the v5 chat sends it. */
export const v5UserMessage = (text: string): V5Message => ({
  id: nextId(),
  role: 'user',
  parts: [{ type: 'text', text }],
});

/** Sends a conversation through v5's default chat transport and reads the stream as useChat does (an error chunk rejects, as useChat's `error`). */
export async function askV5(
  api: string,
  messages: V5Message[],
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<{ message: V5Message; snapshots: number }> {
  const transport = new DefaultChatTransport({
    api,
    body: { fp: 'anonymous', ...extra },
    ...(headers ? { headers } : {}),
  });
  const stream = await transport.sendMessages({
    chatId: 'chat-1',
    messages,
    trigger: 'submit-message',
    messageId: undefined,
    abortSignal: undefined,
  });
  let message: V5Message | undefined;
  let snapshots = 0;
  for await (const m of readUIMessageStream({ stream, terminateOnError: true })) {
    message = m;
    snapshots += 1;
  }
  if (!message) throw new Error('the v5 client saw no message');
  return { message, snapshots };
}

export const v5Text = (m: V5Message) =>
  m.parts.map((p) => (p.type === 'text' ? p.text : '')).join('');
export const v5Sources = (m: V5Message) =>
  m.parts.flatMap((p) => (p.type === 'source-url' ? [{ url: p.url, title: p.title }] : []));
export const v4Sources = (m: V4Message) =>
  m.parts.flatMap((p) =>
    p.type === 'source' ? [{ url: p.source.url, title: p.source.title }] : [],
  );
