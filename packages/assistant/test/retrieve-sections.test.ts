import { beforeAll, describe, expect, it } from 'vitest';
import { retrieveSections, type AssistantRequest, type DocsCorpus } from '@quire/assistant';
import { loadFixtureCorpus } from '../../../test-support/assistant-fixture.js';

let corpus: DocsCorpus;
beforeAll(async () => {
  corpus = await loadFixtureCorpus();
});

const ask = (question: string, more: Partial<AssistantRequest> = {}): AssistantRequest => ({
  fp: 'anonymous',
  messages: [{ role: 'user', content: question }],
  retrievalPageSize: 5,
  context: [],
  ...more,
});
const urls = async (request: AssistantRequest, groups: string[] = [], from: DocsCorpus = corpus) =>
  (await retrieveSections(from, request, { groups })).map((s) => s.url);

/** The fixture's corpus with the webhooks page gated to the `partners` group (as frontmatter `groups` would). */
const gated = (): DocsCorpus => ({
  ...corpus,
  pages: new Map(
    [...corpus.pages].map(([url, p]) => [
      url,
      url === '/v2/webhooks' ? { ...p, readers: ['partners'] } : p,
    ]),
  ),
});

describe('retrieveSections', () => {
  it('searches the default version, the version of currentPath, or the filter', async () => {
    expect((await urls(ask('requests per minute')))[0]).toMatch(/^\/v2\/rate-limits/);
    expect(await urls(ask('requests per minute', { currentPath: '/v1/rate-limits/' }))).toEqual([
      '/v1/rate-limits',
      '/v1',
    ]);
    expect((await urls(ask('requests per minute', { filter: { version: 'v1' } })))[0]).toBe(
      '/v1/rate-limits',
    );
    expect(await urls(ask('requests per minute', { filter: { version: 'v9' } }))).toEqual([]);
  });

  it('returns the whole text of each section, at most retrievalPageSize of them', async () => {
    const [first, ...rest] = await retrieveSections(
      corpus,
      ask('refused with status 429', { retrievalPageSize: 1 }),
      { groups: [] },
    );
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      pageUrl: '/v2/rate-limits',
      pageTitle: 'Rate limits',
      text: expect.stringContaining('Requests over the limit are refused with status 429.'),
    });
  });

  it("puts the current page's sections first", async () => {
    const plain = await urls(ask('how is a failed request retried'));
    const onPage = await urls(
      ask('how is a failed request retried', { currentPath: '/v2/rate-limits' }),
    );
    expect(plain[0]).toMatch(/^\/v2\/webhooks/);
    expect(onPage[0]).toMatch(/^\/v2\/rate-limits/);
  });

  it('never retrieves a gated page for a caller outside its groups, nor outside filter.groups', async () => {
    const q = ask('webhook signing secret');
    expect(await urls(q, [], gated())).not.toContain('/v2/webhooks#signing-secret');
    expect(await urls(q, ['partners'], gated())).toContain('/v2/webhooks#signing-secret');
    expect(
      await urls({ ...q, filter: { groups: ['staff'] } }, ['partners'], gated()),
    ).not.toContain('/v2/webhooks#signing-secret');
    expect(await urls(q)).toContain('/v2/webhooks#signing-secret');
  });

  it('has no noindex or hidden page in its index', async () => {
    expect([...corpus.pages.keys()].sort()).toEqual([
      '/v1',
      '/v1/rate-limits',
      '/v2',
      '/v2/rate-limits',
      '/v2/webhooks',
    ]);
    expect(await urls(ask('override passphrase walrus platypus'))).toEqual([]);
  });
});
