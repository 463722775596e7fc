import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { buildSite } from '@quire/build';
import {
  answerStream,
  embeddedAnswerer,
  loadSiteCorpus,
  parseAssistantRequest,
  type Answerer,
  type ChatTurn,
  type DocsCorpus,
  type StreamProtocol,
} from '@quire/assistant';
import { listen, type RunningServer } from '@quire/server';

export const FIXTURE = fileURLToPath(new URL('../fixtures/assistant/', import.meta.url));

/** Builds `fixtures/assistant` (two versions, a noindex and a hidden page) with the real build. */
export async function buildAssistantFixture(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'quire-assistant-'));
  const r = await buildSite({
    root: FIXTURE,
    outDir: join(work, 'site'),
    cacheDir: join(work, 'cache'),
    network: false,
  });
  if (!r.ok)
    throw new Error(
      `the assistant fixture did not build: ${r.diagnostics.map((d) => d.message).join('; ')}`,
    );
  return r.outDir;
}

export interface AnswerServer extends RunningServer {
  /** What each answer ended as, in order. */
  readonly outcomes: { text: string; aborted: boolean; error?: string | undefined }[];
}

/**
 * The assistant's streams over real loopback HTTP, without keys or threads: `POST /v1` and `/v2`
 * answer from the corpus (the request's earlier messages are the history). The protocol tests use it.
 */
export async function serveAnswers(
  corpus: DocsCorpus,
  answerer: Answerer = embeddedAnswerer,
): Promise<AnswerServer> {
  const app = new Hono();
  const outcomes: AnswerServer['outcomes'] = [];
  let count = 0;
  app.post('/:protocol{v1|v2}', async (c) => {
    const protocol = c.req.param('protocol') as StreamProtocol;
    const parsed = parseAssistantRequest(await c.req.json(), protocol);
    if (parsed.kind === 'problem') return c.json({ error: parsed.problem }, 400);
    const history: ChatTurn[] = parsed.request.messages.slice(0, -1);
    count += 1;
    const { headers, body } = answerStream({
      corpus,
      request: parsed.request,
      caller: { groups: [] },
      answerer,
      history,
      protocol,
      messageId: `msg-${count}`,
      threadId: parsed.request.threadId ?? `thread-${count}`,
      onEnd: (o) => void outcomes.push({ text: o.text, aborted: o.aborted, error: o.error }),
    });
    return new Response(body, { headers });
  });
  const server = await listen(app, 0, '127.0.0.1');
  return { ...server, outcomes };
}

export const loadFixtureCorpus = async () => loadSiteCorpus(await buildAssistantFixture());
