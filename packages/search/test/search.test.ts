import { describe, expect, it } from 'vitest';
import { buildSearchIndex, extractSections, loadSearchIndex, querySearchIndex } from '@quire/search';

const pages = [
  {
    url: '/quickstart',
    title: 'Quickstart',
    description: 'Install the CLI and deploy your first site.',
    html: '<p>Start here.</p><h2 id="install">Install the CLI</h2><p>Run npm to install.</p><pre><code>npm i -g acme</code></pre><h3 id="windows">On Windows</h3><p>Use PowerShell.</p>',
  },
  { url: '/webhooks', title: 'Webhooks', html: '<p>Receive events &amp; retries.</p><h2 id="signatures">Verify signatures</h2><p>Check the HMAC header.</p>', keywords: ['hmac'] },
  { url: '/api/users/list', title: 'List users', html: '<p>Returns users.</p>', method: 'GET', apiPath: '/v1/users' },
  { url: '/hidden-boosted', title: 'Deploying', html: '<p>Deploy deploy deploy.</p>', boost: 0.1 },
];

describe('sections', () => {
  it('splits a page at h2/h3 with heading paths, decodes entities and separates code', () => {
    const s = extractSections(pages[0]!);
    expect(s.map((x) => x.id)).toEqual(['/quickstart', '/quickstart#install', '/quickstart#windows']);
    expect(s[0]!.text).toBe('Install the CLI and deploy your first site. Start here.');
    expect(s[1]!.code).toBe('npm i -g acme');
    expect(s[1]!.text).toBe('Run npm to install.');
    expect(s[2]!.headingPath).toEqual(['Install the CLI']);
    expect(extractSections(pages[1]!)[0]!.text).toBe('Receive events & retries.');
  });
});

describe('query', () => {
  const index = buildSearchIndex(pages.flatMap(extractSections));

  it('finds the section and groups by page', () => {
    const r = querySearchIndex(index, 'install cli');
    expect(r[0]).toMatchObject({ url: '/quickstart', section: 'Install the CLI', anchor: 'install' });
    expect(new Set(r.map((x) => x.url)).size).toBe(r.length);
  });

  it('matches prefixes, typos, keywords and API paths', () => {
    expect(querySearchIndex(index, 'webho')[0]?.url).toBe('/webhooks');
    expect(querySearchIndex(index, 'signatres')[0]?.anchor).toBe('signatures');
    expect(querySearchIndex(index, 'hmac')[0]?.url).toBe('/webhooks');
    expect(querySearchIndex(index, '/v1/users')[0]).toMatchObject({ url: '/api/users/list', method: 'GET' });
  });

  it('applies the page boost', () => {
    const r = querySearchIndex(index, 'deploy');
    expect(r[0]?.url).toBe('/quickstart');
  });

  it('round-trips through JSON', () => {
    const again = loadSearchIndex(JSON.stringify(index));
    expect(querySearchIndex(again, 'install')[0]?.url).toBe('/quickstart');
    expect(querySearchIndex(again, '   ')).toEqual([]);
  });
});
