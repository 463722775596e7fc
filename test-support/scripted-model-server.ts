import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chatCompletionOf, type Script } from './agent-remotes.js';

/** What the scripted model does with a request: stream these tokens, fail with a status, or say nothing. */
export type ModelScript =
  | { readonly kind: 'tokens'; readonly tokens: readonly string[]; readonly gapMs?: number }
  | { readonly kind: 'fail'; readonly status: number; readonly body: string }
  | { readonly kind: 'silent' };

export interface ModelRequest {
  /** The path it was posted to (the server answers `/v1/chat/completions` only; elsewhere 404). */
  readonly path: string;
  readonly body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  readonly authorization: string | undefined;
  /** Set when the client closed the connection before the answer ended. */
  closedEarly: boolean;
}

export interface ScriptedModelServer {
  readonly url: string;
  readonly requests: ModelRequest[];
  script: ModelScript;
  close(): Promise<void>;
}

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function respond(script: ModelScript, req: ModelRequest, res: ServerResponse): Promise<void> {
  if (script.kind === 'fail')
    return void res
      .writeHead(script.status, { 'content-type': 'application/json' })
      .end(script.body);
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  if (script.kind === 'silent') return;
  for (const token of script.tokens) {
    if (req.closedEarly) return;
    res.write(chunk(token));
    await pause(script.gapMs ?? 5);
  }
  res.end('data: [DONE]\n\n');
}

/**
 * An OpenAI-compatible chat completions server on loopback at `<url>/chat/completions` that follows a
 * script and records what it was sent. Streamed requests (the assistant's) follow `script`; with `turns`,
 * requests that are not streamed (an agent job's tool calls) are answered from that script.
 */
export async function startScriptedModel(
  script: ModelScript,
  options: { readonly turns?: Script } = {},
): Promise<ScriptedModelServer> {
  const requests: ModelRequest[] = [];
  const state = { script };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const recorded: ModelRequest = {
        path: req.url ?? '',
        body: JSON.parse(raw) as ModelRequest['body'],
        authorization: req.headers.authorization,
        closedEarly: false,
      };
      requests.push(recorded);
      res.on('close', () => (recorded.closedEarly = !res.writableFinished));
      if (req.method !== 'POST' || recorded.path !== '/v1/chat/completions')
        return void res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
      if (!recorded.body.stream && options.turns) {
        const turn = options.turns(recorded.body as unknown as Parameters<Script>[0]);
        const answer = chatCompletionOf(turn, recorded.body.model, requests.length);
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(answer);
      }
      void respond(state.script, recorded, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    get script() {
      return state.script;
    },
    set script(s: ModelScript) {
      state.script = s;
    },
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
