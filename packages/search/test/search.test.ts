import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  extractSections,
  highlightTerms,
  loadSearchIndex,
  querySearchIndex,
  searchIndexKey,
  serializeSearchIndex,
  stemTerm,
  withSearchBody,
  type PageForSearch,
} from '@quire/search';

const pages: PageForSearch[] = [
  {
    url: '/quickstart',
    title: 'Quickstart',
    description: 'Install the CLI and deploy your first site.',
    html: '<p>Start here.</p><h2 id="install">Install the CLI</h2><p>Run npm to install.</p><pre><code>npm i -g acme</code></pre><h3 id="windows">On Windows</h3><p>Use PowerShell.</p>',
  },
  {
    url: '/webhooks',
    title: 'Webhooks',
    html: '<p>Receive events &amp; retries.</p><h2 id="signatures">Verify signatures</h2><p>Check the HMAC header.</p>',
    keywords: ['hmac'],
  },
  {
    url: '/api/users/list',
    title: 'List users',
    html: '<p>Returns users.</p>',
    method: 'GET',
    apiPath: '/v1/users',
    parameters: [{ name: 'cursor', description: 'Where the previous page ended.' }],
  },
  { url: '/hidden-boosted', title: 'Deploying', html: '<p>Deploy deploy deploy.</p>', boost: 0.1 },
  {
    url: '/guides/tuning',
    title: 'Tuning',
    html: '<h2 id="retries">Retries</h2><p>Retry failed jobs with backoff.</p>',
    depth: 1,
  },
  {
    url: '/reference/deep/tuning',
    title: 'Tuning',
    html: '<h2 id="retries">Retries</h2><p>Retry failed jobs with backoff.</p>',
    depth: 6,
  },
];

const full = () => {
  const s = serializeSearchIndex(buildSearchIndex(pages.flatMap(extractSections)));
  return { ...s, index: loadSearchIndex(s.head, s.body) };
};

describe('sections', () => {
  it('splits a page at h2/h3 with heading paths, decodes entities and separates code', () => {
    const s = extractSections(pages[0]!);
    expect(s.map((x) => x.id)).toEqual([
      '/quickstart',
      '/quickstart#install',
      '/quickstart#windows',
    ]);
    expect(s[0]!.text).toBe('Install the CLI and deploy your first site. Start here.');
    expect(s[1]!.code).toBe('npm i -g acme');
    expect(s[1]!.text).toBe('Run npm to install.');
    expect(s[2]!.headingPath).toEqual(['Install the CLI']);
    expect(extractSections(pages[1]!)[0]!.text).toBe('Receive events & retries.');
  });

  it('puts an endpoint’s parameters into its intro', () => {
    expect(extractSections(pages[2]!)[0]!.text).toBe(
      'Returns users. cursor Where the previous page ended.',
    );
  });
});

describe('query', () => {
  const { index } = full();

  it('finds the section and groups by page', () => {
    const r = querySearchIndex(index, 'install cli');
    expect(r[0]).toMatchObject({
      url: '/quickstart',
      section: 'Install the CLI',
      anchor: 'install',
    });
    expect(new Set(r.map((x) => x.url)).size).toBe(r.length);
  });

  it('matches prefixes, typos, plurals, keywords, API paths and parameters', () => {
    expect(querySearchIndex(index, 'webho')[0]?.url).toBe('/webhooks');
    expect(querySearchIndex(index, 'signatres')[0]?.anchor).toBe('signatures');
    expect(querySearchIndex(index, 'signature')[0]?.anchor).toBe('signatures');
    expect(querySearchIndex(index, 'hmac')[0]?.url).toBe('/webhooks');
    expect(querySearchIndex(index, '/v1/users')[0]).toMatchObject({
      url: '/api/users/list',
      method: 'GET',
    });
    expect(querySearchIndex(index, 'cursor')[0]?.url).toBe('/api/users/list');
  });

  it('applies the page boost and ranks shallow pages above deep ones', () => {
    const twins = (boostA: number, boostB: number) => {
      const twin = (url: string, boost: number): PageForSearch => ({
        url,
        title: 'Deploying',
        html: '<p>Deploy the site.</p>',
        boost,
      });
      const built = buildSearchIndex(
        [twin('/a', boostA), twin('/b', boostB)].flatMap(extractSections),
      );
      return querySearchIndex(built, 'deploy').map((r) => r.url);
    };
    expect(twins(1, 0.1)).toEqual(['/a', '/b']);
    expect(twins(1, 3)).toEqual(['/b', '/a']);
    expect(
      querySearchIndex(index, 'retries')
        .map((r) => r.url)
        .slice(0, 2),
    ).toEqual(['/guides/tuning', '/reference/deep/tuning']);
  });

  it('returns the index terms that matched, for highlighting', () => {
    const [hit] = querySearchIndex(index, 'signatres');
    expect(hit?.terms).toContain('signature');
  });

  it('gives a result the same terms when they are read after later queries on the same index', () => {
    // Terms are found when first read; the queries in between reuse the index's working arrays.
    const early = querySearchIndex(index, 'install signatres');
    for (const q of ['retries', 'users cursor', 'deploy', 'hmac webhooks'])
      querySearchIndex(index, q);
    const fresh = querySearchIndex(index, 'install signatres');
    expect(early.length).toBeGreaterThan(1);
    expect(early.map((r) => r.terms)).toEqual(fresh.map((r) => r.terms));
    expect(early.flatMap((r) => r.terms)).toEqual(expect.arrayContaining(['install', 'signature']));
    expect(JSON.parse(JSON.stringify(early))).toEqual(JSON.parse(JSON.stringify(fresh)));
  });

  it('ranks pages of equal score in the order the index holds them, and scores as if every page were scored', () => {
    // Twelve alike pages (equal bounds and scores), then pages that match the query less and less well.
    const alike = Array.from({ length: 12 }, (_, i) => ({
      url: `/alike/${String(i).padStart(2, '0')}`,
      title: 'Rotation',
      html: '<p>Rotate the signing keys every month.</p>',
    }));
    const weaker = Array.from({ length: 12 }, (_, i) => ({
      url: `/weaker/${i}`,
      title: `Page ${i}`,
      html: `<p>${'other words here '.repeat(i + 1)} signing</p>`,
    }));
    const index = buildSearchIndex(
      [...weaker.slice(6), ...alike, ...weaker.slice(0, 6)].flatMap(extractSections),
    );
    const all = querySearchIndex(index, 'signing keys', { limit: 100 });
    expect(all.slice(0, 12).map((r) => r.url)).toEqual(alike.map((p) => p.url));
    // Every page, each limit a prefix of the whole ranking: stopping early loses nothing.
    expect(all).toHaveLength(24);
    for (const limit of [1, 3, 12, 13, 20])
      expect(querySearchIndex(index, 'signing keys', { limit }).map((r) => r.url)).toEqual(
        all.slice(0, limit).map((r) => r.url),
      );
    const scores = all.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('gives nothing for an empty query or only stop words', () => {
    expect(querySearchIndex(index, '   ')).toEqual([]);
    expect(querySearchIndex(index, 'how to the')).toEqual([]);
  });
});

describe('the two halves', () => {
  it('answers from titles and headings with the head alone, and from text once the body is loaded', () => {
    const { head, body } = full();
    const first = loadSearchIndex(head);
    expect(querySearchIndex(first, 'signatures')[0]?.anchor).toBe('signatures');
    expect(querySearchIndex(first, 'powershell')).toEqual([]);
    const later = withSearchBody(first, body);
    expect(querySearchIndex(later, 'powershell')[0]).toMatchObject({
      url: '/quickstart',
      anchor: 'windows',
      excerpt: 'Use PowerShell.',
    });
  });

  it('keeps the page’s fields once, on its intro', () => {
    const { head } = full();
    expect(head.match(/"\/quickstart"/g)).toHaveLength(1);
    expect(head.length).toBeLessThan(full().body.length * 2);
  });
});

describe('helpers', () => {
  it('stems plurals the same way for text and queries', () => {
    expect(
      ['retries', 'redirects', 'boxes', 'classes', 'status', 'analysis', 'api'].map(stemTerm),
    ).toEqual(['retry', 'redirect', 'box', 'class', 'status', 'analysis', 'api']);
  });

  it('marks matched words, including prefixes being typed', () => {
    expect(highlightTerms('Verify the signatures, then deploy.', ['signature', 'dep'])).toEqual([
      { text: 'Verify the ', match: false },
      { text: 'signatures', match: true },
      { text: ', then ', match: false },
      { text: 'deploy', match: true },
      { text: '.', match: false },
    ]);
  });

  it('finds Chinese, Japanese and Korean words inside text written without spaces', () => {
    const zh = buildSearchIndex(
      extractSections({
        url: '/zh/deploy',
        title: '部署文档',
        html: '<h2 id="auto">自动部署</h2><p>通过 GitHub 自动部署您的文档。</p>',
      }),
    );
    expect(querySearchIndex(zh, '部署')[0]?.url).toBe('/zh/deploy');
    expect(querySearchIndex(zh, 'GitHub 自动部署')[0]).toMatchObject({
      url: '/zh/deploy',
      anchor: 'auto',
    });
    expect(querySearchIndex(zh, '发布')).toEqual([]);
  });

  it('names an index by language and version', () => {
    expect(searchIndexKey(undefined, undefined)).toBe('default--default');
    expect(searchIndexKey('zh-Hans', 'v2 (beta)')).toBe('zh-Hans--v2__beta_');
  });
});
