import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '@quire/server';
import { insertKey } from '@quire/store';
import { buildApiSite, startApiServer, type ApiServer } from '../../../test-support/api-server.js';
import { STORE_KINDS, type StoreTarget } from '../../../test-support/stores.js';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/127.0';

let siteDir: string;
beforeAll(() => {
  siteDir = buildApiSite();
}, 120_000);

describe.each(STORE_KINDS)('page feedback, views and visitors on %s', (kind) => {
  let target: StoreTarget;
  let server: ApiServer;
  let admin: string;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const analytics = async (path: string) => {
    const r = await fetch(`${server.url}/v1/analytics/rockets/${path}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  const view = (path: string, headers: Record<string, string>) =>
    fetch(`${server.url}${path}`, { headers });

  beforeAll(async () => {
    target = await kind.create();
    server = await startApiServer(siteDir, target, {
      sites: { 'acme-rockets': { site: siteDir } },
      projects: { rockets: { repository: '.', domain: 'acme-rockets' } },
      limits: {
        feedback: { requests: 6, windowSeconds: 600 },
        mcp: { requests: 2, windowSeconds: 600 },
      },
    });
    const key = createApiKey({ kind: 'admin', scope: 'rockets' }, Date.now());
    await insertKey(server.service.store, key.record);
    admin = key.token;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await target?.dispose();
  });

  it('takes votes and comments from the pages and lists them, newest first, by source and page', async () => {
    const services = await fetch(`${server.url}/_quire/services.json`);
    expect(((await services.json()) as { feedback?: unknown }).feedback).toEqual({
      endpoint: '/_quire/feedback',
    });
    const up = (await (
      await post('/_quire/feedback', { path: '/guides/fuel', helpful: true })
    ).json()) as { id: string };
    const down = (await (
      await post('/_quire/feedback', { path: '/guides/launch/', helpful: false })
    ).json()) as { id: string };
    expect(
      (await post(`/_quire/feedback/${down.id}`, { comment: 'The countdown is wrong.' })).status,
    ).toBe(200);
    const again = await post(`/_quire/feedback/${down.id}`, { comment: 'And again.' });
    expect([again.status, ((await again.json()) as { code: string }).code]).toEqual([
      404,
      'feedback_not_found',
    ]);
    const nowhere = await post('/_quire/feedback', { path: '/no/such/page', helpful: true });
    expect([nowhere.status, ((await nowhere.json()) as { field: string }).field]).toEqual([
      400,
      'path',
    ]);
    const long = await post('/_quire/feedback', {
      path: '/guides/fuel',
      helpful: true,
      comment: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);

    const all = await analytics('feedback');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect((all.body['feedback'] as object[]).map((f) => ({ ...f }))).toEqual([
      {
        id: down.id,
        path: '/guides/launch',
        comment: 'The countdown is wrong.',
        createdAt: expect.any(String) as string,
        source: 'contextual',
        status: 'pending',
        helpful: false,
        contact: null,
      },
      expect.objectContaining({
        id: up.id,
        path: '/guides/fuel',
        source: 'thumbs_only',
        helpful: true,
        comment: null,
      }),
    ]);
    const first = await analytics('feedback?limit=1');
    expect(first.body).toMatchObject({ hasMore: true, nextCursor: down.id });
    const next = await analytics(`feedback?limit=1&cursor=${down.id}`);
    expect((next.body['feedback'] as { id: string }[]).map((f) => f.id)).toEqual([up.id]);
    const votes = await analytics('feedback?source=thumbs_only&status=pending,resolved');
    expect((votes.body['feedback'] as { id: string }[]).map((f) => f.id)).toEqual([up.id]);
    expect((await analytics('feedback?status=done')).body).toMatchObject({
      code: 'analytics_invalid_query',
      field: 'status',
    });
    expect((await analytics('feedback?source=email')).status).toBe(400);
    expect((await analytics('feedback/by-page')).body).toEqual({
      feedback: [
        { path: '/guides/fuel', thumbsUp: 1, thumbsDown: 0, code: 0, total: 1 },
        { path: '/guides/launch', thumbsUp: 0, thumbsDown: 1, code: 0, total: 1 },
      ],
      hasMore: false,
    });
  });

  it('limits the feedback of one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await post('/_quire/feedback', { path: '/guides/fuel', helpful: true })).status,
      );
    // Six per window, five of them taken by the test above (a vote, a comment, a comment refused, a vote on no page).
    expect(statuses).toEqual([201, 429, 429, 429, 429]);
    const limited = await post('/_quire/feedback', { path: '/guides/fuel', helpful: true });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits the MCP calls of one address, with the API error of every limit', async () => {
    const call = () =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    const answers = [await call(), await call(), await call()];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429]);
    expect(await answers[2]!.json()).toMatchObject({ code: 'rate_limited' });
    expect(answers[2]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('counts page views and visitors, human and AI, without storing who they are', async () => {
    await view('/guides/fuel', { 'user-agent': BROWSER });
    await view('/guides/fuel', { 'user-agent': BROWSER });
    await view('/guides/fuel', { 'user-agent': OTHER_BROWSER });
    await view('/guides/fuel.md', { 'user-agent': 'GPTBot/1.1' });
    await view('/guides/launch', { 'user-agent': BROWSER, accept: 'text/markdown' });
    await view('/guides/launch', { 'user-agent': 'curl/8.5.0' });
    await view('/no/such/page', { 'user-agent': BROWSER });
    await view('/_quire/search/indexes.json', { 'user-agent': BROWSER });
    await server.service.api.idle();
    const views = await analytics('views');
    expect(views.body).toEqual({
      totals: { human: 3, ai: 2, total: 5 },
      views: [
        { path: '/guides/fuel', human: 3, ai: 1, total: 4 },
        { path: '/guides/launch', human: 0, ai: 1, total: 1 },
      ],
      hasMore: false,
    });
    // The browser that asked for Markdown is an AI view but the same visitor: the total counts it once.
    expect((await analytics('visitors')).body).toEqual({
      totals: { human: 2, ai: 2, total: 3 },
      visitors: [
        { path: '/guides/fuel', human: 2, ai: 1, total: 3 },
        { path: '/guides/launch', human: 0, ai: 1, total: 1 },
      ],
      hasMore: false,
    });
    expect((await analytics('views?limit=1&offset=1')).body).toMatchObject({
      views: [{ path: '/guides/launch' }],
      hasMore: false,
    });
    expect((await analytics('views?limit=251')).status).toBe(400);
    const rows = await server.service.store.all('SELECT * FROM page_views');
    const stored = JSON.stringify(rows);
    for (const secret of ['127.0.0.1', '::1', 'Chrome', 'GPTBot'])
      expect(stored).not.toContain(secret);
    const salts = await server.service.store.all<{ day: string }>('SELECT day FROM visitor_salts');
    expect(salts.map((s) => s.day)).toEqual([new Date().toISOString().slice(0, 10)]);
  });

  it('collects nothing when docs.json turns telemetry off', async () => {
    const manifest = join(siteDir, '_quire/site.json');
    const original = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, JSON.stringify({ ...JSON.parse(original), telemetry: false }));
    // The server looks at the built site's files at most once a second: wait until it has seen them.
    const feedbackOffered = async () => {
      const services = await fetch(`${server.url}/_quire/services.json`);
      expect(services.status).toBe(200);
      return 'feedback' in ((await services.json()) as object);
    };
    const until = async (offered: boolean) => {
      for (let i = 0; i < 100 && (await feedbackOffered()) !== offered; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await feedbackOffered()).toBe(offered);
    };
    try {
      await until(false);
      expect((await post('/_quire/feedback', { path: '/guides/fuel', helpful: true })).status).toBe(
        404,
      );
      const before = (await analytics('views')).body;
      await view('/guides/launch', { 'user-agent': BROWSER });
      await server.service.api.idle();
      expect((await analytics('views')).body).toEqual(before);
      writeFileSync(manifest, original);
      await until(true);
      await view('/guides/launch', { 'user-agent': BROWSER });
      await server.service.api.idle();
      expect((await analytics('views')).body['totals']).toEqual({ human: 4, ai: 2, total: 6 });
    } finally {
      writeFileSync(manifest, original);
    }
  });
});
