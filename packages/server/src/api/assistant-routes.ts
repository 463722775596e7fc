import {
  answerStream,
  createEmbeddedAnswerer,
  createModelAnswerer,
  parseAssistantRequest,
  THREAD_ID_HEADER,
  type Answerer,
  type StreamProtocol,
} from '@quire/assistant';
import { ASSISTANT_MIGRATIONS } from '@quire/store';
import type { Context } from 'hono';
import type { ApiContext, ApiEnv } from './api-env.js';
import { ApiError } from './api-error.js';
import type { ApiModule } from './api-module.js';
import { assistantCaller } from './assistant-caller.js';
import { createAssistantCorpora, type AssistantCorpora } from './assistant-corpora.js';
import { createWorkSlots, type WorkSlots } from './create-work-slots.js';
import { newUlid, recordTurn, threadOf, turnRecord } from './assistant-thread.js';
import { BROWSER_CORS_HEADERS } from './browser-cors.js';
import { readJsonBody, type BodyValidator } from './json-body.js';
import { siteAssistantKey } from './site-assistant-key.js';

/** The answerer the service configuration asks for: its model, else the embedded one (one per service). */
const answererOf = (context: ApiContext): Answerer =>
  context.config.model ? createModelAnswerer(context.config.model) : createEmbeddedAnswerer();

/** The assistant a site's own pages call (in `/_quire/services.json`): its v2 endpoint and public key, or undefined without a key. */
export async function siteAssistant(
  context: ApiContext,
  clientAddress: string,
): Promise<{ endpoint: string; key: string } | undefined> {
  const domain = [...context.sites.keys()][0];
  if (domain === undefined) return undefined;
  const key = await siteAssistantKey(context, domain, clientAddress);
  if (key === undefined) return undefined;
  return { endpoint: `/discovery/v2/assistant/${encodeURIComponent(domain)}/message`, key };
}

const EXPOSED = `${BROWSER_CORS_HEADERS['access-control-expose-headers']}, ${THREAD_ID_HEADER}`;

interface Deps {
  readonly context: ApiContext;
  readonly corpora: AssistantCorpora;
  readonly answerer: Answerer;
  readonly body: BodyValidator<object>;
  /** Answers' retrievals, a few at once, each in a turn of the event loop (see `createWorkSlots`). */
  readonly slots: WorkSlots;
}

async function answer(c: Context<ApiEnv>, protocol: StreamProtocol, deps: Deps): Promise<Response> {
  deps.slots.arrived();
  const parsed = parseAssistantRequest(await readJsonBody(c, deps.body), protocol);
  if (parsed.kind === 'problem') {
    const { kind, field, message } = parsed.problem;
    if (kind === 'limit') throw new ApiError('assistant_request_too_large', message, { field });
    throw new ApiError('invalid_body', message, { field });
  }
  const request = parsed.request;
  const domain = c.get('site').domain;
  const { answerer } = deps;
  const corpus = await deps.corpora.corpusOf(domain);
  const { store, now } = deps.context;
  const askedAt = now();
  const { thread, history, isNew } = await threadOf(store, domain, request, askedAt);
  const origin = c.req.header('origin');
  const turn = {
    id: newUlid(askedAt),
    thread,
    request,
    askedAt,
    pageUrl:
      request.currentPath === undefined
        ? null
        : `${origin && origin !== 'null' ? origin : ''}${request.currentPath}`,
  };
  const { headers, body } = answerStream({
    corpus,
    request,
    caller: await assistantCaller(c, deps.context.sites.get(domain), askedAt),
    answerer,
    history,
    protocol,
    messageId: turn.id,
    threadId: thread.id,
    runLocalWork: deps.slots.run,
    onEnd: (outcome) =>
      recordTurn(
        store,
        turnRecord({ ...turn, answeredAt: now() }, outcome),
        isNew ? thread : undefined,
      ).catch((e: unknown) => deps.context.onInternalError?.(e, c.req.raw)),
  });
  return new Response(body, {
    headers: { ...headers, ...BROWSER_CORS_HEADERS, 'access-control-expose-headers': EXPOSED },
  });
}

/**
 * `POST /discovery/v1/assistant/{domain}/message` (AI SDK 4 data stream) and `/discovery/v2/…`
 * (AI SDK 5 UI message stream), with the site's public assistant key: the answer streams from the
 * site's docs; the thread and its turns are stored.
 */
export function createAssistantRoutes(): ApiModule {
  return {
    name: 'assistant',
    prefixes: ['/discovery/v1/assistant/', '/discovery/v2/assistant/'],
    migrations: ASSISTANT_MIGRATIONS,
    register(app, tools) {
      const deps: Deps = {
        context: tools.context,
        corpora: createAssistantCorpora(tools.context),
        answerer: answererOf(tools.context),
        body: tools.bodySchema<object>({ type: 'object' }),
        slots: createWorkSlots(),
      };
      app.post('/discovery/v1/assistant/:domain/message', tools.assistantKey, (c) =>
        answer(c, 'v1', deps),
      );
      app.post('/discovery/v2/assistant/:domain/message', tools.assistantKey, (c) =>
        answer(c, 'v2', deps),
      );
    },
  };
}
