import {
  REQUEST_LIMITS,
  RETRIEVAL_PAGE_SIZE,
  type AssistantRequest,
  type ChatTurn,
  type ContextItem,
  type RetrievalFilter,
} from './assistant-request.js';
import type { StreamProtocol } from './stream-encoder.js';

/** Why a body was refused: the field (a JSON path such as `messages[2].role`) and what to do. */
export interface RequestProblem {
  /** `invalid` (a 400) or `limit` (too many or too long: a 413). */
  readonly kind: 'invalid' | 'limit';
  readonly field: string;
  readonly message: string;
}

export type ParsedRequest =
  | { readonly kind: 'ok'; readonly request: AssistantRequest }
  | { readonly kind: 'problem'; readonly problem: RequestProblem };

class Refused extends Error {
  constructor(readonly problem: RequestProblem) {
    super(problem.message);
  }
}

type Json = Readonly<Record<string, unknown>>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const describe = (v: unknown) =>
  v === null
    ? 'null'
    : Array.isArray(v)
      ? 'an array'
      : typeof v === 'string'
        ? `the string ${JSON.stringify(v.slice(0, 40))}`
        : `${typeof v} ${JSON.stringify(v)}`;

function refuse(field: string, found: unknown, expected: string): never {
  throw new Refused({
    kind: 'invalid',
    field,
    message: `\`${field}\` is ${describe(found)}; expected ${expected}. Fix the request body and send it again.`,
  });
}

function tooLarge(field: string, found: string, limit: string): never {
  throw new Refused({
    kind: 'limit',
    field,
    message: `\`${field}\` ${found}; the limit is ${limit}. Send a shorter conversation (start a new thread with \`threadId\`).`,
  });
}

function optionalString(body: Json, key: string, field: string): string | undefined {
  const v = body[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') refuse(field, v, 'a string');
  return v;
}

const ROLES: Readonly<Record<StreamProtocol, readonly string[]>> = {
  v1: ['system', 'assistant', 'data', 'user'],
  v2: ['system', 'assistant', 'user'],
};

function textOfParts(parts: unknown, field: string): string {
  if (!Array.isArray(parts)) refuse(field, parts, 'an array of parts');
  return parts
    .map((p: unknown, i) => {
      if (!isObject(p) || typeof p['type'] !== 'string')
        refuse(`${field}[${i}]`, p, 'a part object with a string `type`');
      if (p['type'] !== 'text') return '';
      if (typeof p['text'] !== 'string') refuse(`${field}[${i}].text`, p['text'], 'a string');
      return p['text'];
    })
    .join('');
}

function parseMessage(m: unknown, i: number, protocol: StreamProtocol): ChatTurn {
  const field = `messages[${i}]`;
  if (!isObject(m)) refuse(field, m, 'a message object with `role` and `parts` (or `content`)');
  optionalString(m, 'id', `${field}.id`);
  const roles = ROLES[protocol];
  if (typeof m['role'] !== 'string' || !roles.includes(m['role']))
    refuse(`${field}.role`, m['role'], `one of ${roles.join(', ')}`);
  const content = protocol === 'v1' ? optionalString(m, 'content', `${field}.content`) : undefined;
  const fromParts =
    m['parts'] === undefined ? undefined : textOfParts(m['parts'], `${field}.parts`);
  if (content === undefined && fromParts === undefined)
    refuse(
      `${field}.parts`,
      undefined,
      protocol === 'v1' ? 'a `content` string or an array of text parts' : 'an array of text parts',
    );
  const text = content ?? fromParts ?? '';
  if (text.length > REQUEST_LIMITS.messageChars)
    tooLarge(
      field,
      `has ${text.length} characters`,
      `${REQUEST_LIMITS.messageChars} characters per message`,
    );
  return { role: m['role'] as ChatTurn['role'], content: text };
}

function parseMessages(v: unknown, protocol: StreamProtocol): ChatTurn[] {
  if (!Array.isArray(v) || v.length === 0) refuse('messages', v, 'a non-empty array of messages');
  if (v.length > REQUEST_LIMITS.messages)
    tooLarge(
      'messages',
      `has ${v.length} messages`,
      `${REQUEST_LIMITS.messages} messages per request`,
    );
  const turns = v.map((m: unknown, i) => parseMessage(m, i, protocol));
  const last = turns[turns.length - 1]!;
  if (last.role !== 'user' || last.content.trim() === '')
    refuse(
      `messages[${turns.length - 1}]`,
      last.role === 'user' ? last.content : last.role,
      "the reader's question last: a `user` message with text",
    );
  return turns;
}

function parsePageSize(v: unknown): number {
  if (v === undefined) return RETRIEVAL_PAGE_SIZE.default;
  if (
    typeof v !== 'number' ||
    !Number.isInteger(v) ||
    v < RETRIEVAL_PAGE_SIZE.min ||
    v > RETRIEVAL_PAGE_SIZE.max
  ) {
    refuse(
      'retrievalPageSize',
      v,
      `an integer from ${RETRIEVAL_PAGE_SIZE.min} to ${RETRIEVAL_PAGE_SIZE.max} (default ${RETRIEVAL_PAGE_SIZE.default})`,
    );
  }
  return v;
}

function parseFilter(v: unknown): RetrievalFilter | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isObject(v))
    refuse('filter', v, 'an object with `language`, `version` or `groups`, or null');
  const groups = v['groups'];
  if (groups !== undefined && (!Array.isArray(groups) || groups.some((g) => typeof g !== 'string')))
    refuse('filter.groups', groups, 'an array of group names');
  return {
    language: optionalString(v, 'language', 'filter.language'),
    version: optionalString(v, 'version', 'filter.version'),
    groups: groups as string[] | undefined,
  };
}

function parseContext(v: unknown): ContextItem[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) refuse('context', v, 'an array of context items');
  if (v.length > REQUEST_LIMITS.contextItems)
    tooLarge('context', `has ${v.length} items`, `${REQUEST_LIMITS.contextItems} items`);
  return v.map((item: unknown, i) => {
    const field = `context[${i}]`;
    if (!isObject(item)) refuse(field, item, 'an object with `type` and `value`');
    if (item['type'] !== 'code' && item['type'] !== 'textSelection')
      refuse(`${field}.type`, item['type'], '`code` or `textSelection`');
    const value = optionalString(item, 'value', `${field}.value`);
    if (value === undefined) refuse(`${field}.value`, undefined, 'a string');
    if (value.length > REQUEST_LIMITS.contextChars)
      tooLarge(
        `${field}.value`,
        `has ${value.length} characters`,
        `${REQUEST_LIMITS.contextChars} characters`,
      );
    return {
      type: item['type'],
      value,
      path: optionalString(item, 'path', `${field}.path`),
      elementId: optionalString(item, 'elementId', `${field}.elementId`),
    };
  });
}

function parseBody(body: unknown, protocol: StreamProtocol): AssistantRequest {
  if (!isObject(body)) refuse('body', body, 'a JSON object with `fp` and `messages`');
  const fp = body['fp'];
  if (typeof fp !== 'string' || fp === '')
    refuse('fp', fp, 'a string: `anonymous`, or an identifier of the reader');
  if (fp.length > REQUEST_LIMITS.fpChars)
    tooLarge('fp', `has ${fp.length} characters`, `${REQUEST_LIMITS.fpChars} characters`);
  const threadId = body['threadId'];
  if (
    threadId !== undefined &&
    threadId !== null &&
    (typeof threadId !== 'string' || threadId === '')
  )
    refuse('threadId', threadId, 'a thread id from an earlier answer, or null');
  const currentPath = optionalString(body, 'currentPath', 'currentPath');
  if (currentPath !== undefined && currentPath.length > REQUEST_LIMITS.currentPathChars) {
    refuse(
      'currentPath',
      currentPath,
      `a page path of at most ${REQUEST_LIMITS.currentPathChars} characters`,
    );
  }
  return {
    fp,
    messages: parseMessages(body['messages'], protocol),
    threadId: typeof threadId === 'string' ? threadId : undefined,
    retrievalPageSize: parsePageSize(body['retrievalPageSize']),
    filter: parseFilter(body['filter']),
    context: parseContext(body['context']),
    currentPath,
  };
}

/** Validates an assistant request body (seed 2.1; `v1` messages may carry `content`, `v2` only `parts`). */
export function parseAssistantRequest(body: unknown, protocol: StreamProtocol): ParsedRequest {
  try {
    return { kind: 'ok', request: parseBody(body, protocol) };
  } catch (e) {
    if (e instanceof Refused) return { kind: 'problem', problem: e.problem };
    throw e;
  }
}
