import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The agent-job fixture: a docs repository with its docs root in `docs/`. */
export const AGENT_FIXTURE = fileURLToPath(new URL('../fixtures/agent-docs/', import.meta.url));

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 't@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 't@example.com',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();
}

/** A bare repository at `<tmp>/remote.git` holding the fixture on branch `main`: the remote the agent clones and pushes to. */
export function createDocsRemote(tmp: string, fixture = AGENT_FIXTURE): string {
  const work = join(tmp, 'seed');
  mkdirSync(work, { recursive: true });
  cpSync(fixture, work, { recursive: true });
  git(work, 'init', '--quiet', '--initial-branch=main');
  git(work, 'add', '--all');
  git(work, 'commit', '--quiet', '-m', 'docs');
  const bare = join(tmp, 'remote.git');
  git(tmp, 'clone', '--quiet', '--bare', work, bare);
  return bare;
}

interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

async function listen(
  handler: (req: IncomingMessage, body: string, res: ServerResponse) => void,
): Promise<Listening & { server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handler(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One recorded turn of the model: text and/or tool calls (arguments as objects, or as raw JSON text). */
export interface ScriptedTurn {
  readonly content?: string;
  /** How long the model takes to answer this turn. */
  readonly delayMs?: number;
  readonly toolCalls?: readonly {
    readonly name: string;
    readonly arguments: Record<string, unknown> | string;
  }[];
}

/** The chat completions request the model server received (messages as sent on the wire). */
export interface ModelRequest {
  readonly model: string;
  readonly messages: readonly {
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: unknown[];
  }[];
  readonly tools: readonly { function: { name: string } }[];
}

export type Script = (request: ModelRequest) => ScriptedTurn;

/** Plays `turns` in order: the turn is chosen by how many assistant messages the request already holds, so a rerun replays. */
export const playTurns =
  (turns: readonly ScriptedTurn[]): Script =>
  (request) =>
    turns[request.messages.filter((m) => m.role === 'assistant').length] ?? { content: 'Done.' };

/** The chat completion (JSON) of a scripted turn, its tool calls numbered from `seq`. */
export function chatCompletionOf(turn: ScriptedTurn, model: string, seq: number): string {
  const toolCalls = (turn.toolCalls ?? []).map((c, i) => ({
    id: `call_${seq}_${i}`,
    type: 'function',
    function: {
      name: c.name,
      arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments),
    },
  }));
  const message = {
    role: 'assistant',
    content: turn.content ?? null,
    ...(toolCalls.length ? { tool_calls: toolCalls } : {}),
  };
  return JSON.stringify({
    id: `chatcmpl-${seq}`,
    object: 'chat.completion',
    model,
    choices: [{ index: 0, message, finish_reason: toolCalls.length ? 'tool_calls' : 'stop' }],
  });
}

/** An OpenAI-compatible chat completions server on loopback that answers from a script and records every request. */
export async function startScriptedModel(
  script: Script,
  options: { delayMs?: number } = {},
): Promise<Listening & { requests: ModelRequest[] }> {
  const requests: ModelRequest[] = [];
  let calls = 0;
  const listening = await listen((req, body, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end('{}');
      return;
    }
    const request = JSON.parse(body) as ModelRequest;
    requests.push(request);
    const turn = script(request);
    const answer = chatCompletionOf(turn, request.model, ++calls);
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(answer),
      turn.delayMs ?? options.delayMs ?? 0,
    );
  });
  return { url: `${listening.url}/v1`, close: listening.close, requests };
}

/** A pull request the fake forge was asked to open. */
export interface RecordedPull {
  readonly path: string;
  readonly authorization: string | undefined;
  readonly body: { title: string; head: string; base: string; body: string; draft?: boolean };
}

/** GitHub's `POST /repos/{owner}/{repo}/pulls` on loopback: records each request and answers a pull request URL. */
export async function startFakeForge(): Promise<Listening & { pulls: RecordedPull[] }> {
  const pulls: RecordedPull[] = [];
  const listening = await listen((req, body, res) => {
    const match = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: 'Not Found' }));
      return;
    }
    pulls.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(body) as RecordedPull['body'],
    });
    const number = pulls.length;
    res.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        number,
        html_url: `https://github.example/${match[1]}/${match[2]}/pull/${number}`,
      }),
    );
  });
  return { url: listening.url, close: listening.close, pulls };
}
