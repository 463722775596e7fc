import { describe, expect, it } from 'vitest';
import {
  compileRedirect,
  matchRedirect,
  renderLlmsTxt,
  renderRedirectPage,
  renderRedirectsFile,
  renderRobots,
  renderSitemap,
  LLMS_TXT_LIMIT,
} from '@quire/render';

describe('redirects', () => {
  const rules = [
    { source: '/beta/:slug*', destination: '/v2/:slug*' },
    { source: '/old/:id/page', destination: '/new/:id', permanent: false },
    { source: '/legacy-*', destination: '/modern-*' },
    { source: '/exact', destination: 'https://example.com/x#top' },
  ].map(compileRedirect);

  it('matches catch-all, named, partial and exact sources with the right status', () => {
    expect(matchRedirect(rules, '/beta/a/b')).toEqual({ location: '/v2/a/b', status: 308 });
    expect(matchRedirect(rules, '/beta')).toEqual({ location: '/v2', status: 308 });
    expect(matchRedirect(rules, '/old/42/page')).toEqual({ location: '/new/42', status: 307 });
    expect(matchRedirect(rules, '/legacy-guide')).toEqual({
      location: '/modern-guide',
      status: 308,
    });
    expect(matchRedirect(rules, '/exact/')).toEqual({
      location: 'https://example.com/x#top',
      status: 308,
    });
    expect(matchRedirect(rules, '/other')).toBeUndefined();
    expect(matchRedirect(rules, '/old/42/page/more')).toBeUndefined();
  });

  it('writes a _redirects file and an HTML fallback page', () => {
    expect(
      renderRedirectsFile([
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
        { source: '/a', destination: '/b', permanent: false },
      ]),
    ).toBe('/beta/* /v2/:splat 308\n/a /b 307\n');
    const page = renderRedirectPage('/v2/"x"');
    expect(page).toContain('<meta http-equiv="refresh" content="0; url=/v2/&quot;x&quot;">');
  });
});

describe('sitemap and robots', () => {
  it('lists absolute URLs, honouring trailing slashes', () => {
    const xml = renderSitemap([{ url: '/' }, { url: '/a&b' }], 'https://d.dev/', true);
    expect(xml).toContain('<url><loc>https://d.dev/</loc></url>');
    expect(xml).toContain('<url><loc>https://d.dev/a&amp;b/</loc></url>');
    expect(renderRobots('https://d.dev')).toContain('Sitemap: https://d.dev/sitemap.xml');
  });
});

describe('llms.txt', () => {
  it('lists pages by section as links to their Markdown', () => {
    const txt = renderLlmsTxt({
      name: 'Acme',
      description: 'Docs for Acme.',
      baseUrl: 'https://d.dev',
      sections: [
        {
          title: 'Start',
          entries: [
            { title: 'Home', url: '/', description: 'Welcome' },
            { title: 'Guide', url: '/guide' },
          ],
        },
      ],
      openApiSpecs: ['/openapi.json'],
      optional: [{ title: 'Blog', url: 'https://blog.acme.dev' }],
    });
    expect(txt).toBe(
      '# Acme\n\n> Docs for Acme.\n\n## Start\n\n- [Home](https://d.dev/index.md): Welcome\n- [Guide](https://d.dev/guide.md)\n\n## OpenAPI Specs\n\n- [openapi.json](https://d.dev/openapi.json)\n\n## Optional\n\n- [Blog](https://blog.acme.dev)\n',
    );
  });

  it('stays under the cap by shortening descriptions, then dropping entries with a note', () => {
    const entries = Array.from({ length: 3000 }, (_, i) => ({
      title: `Page ${i}`,
      url: `/section/page-number-${i}`,
      description: 'd'.repeat(200),
    }));
    const txt = renderLlmsTxt({ name: 'Big', sections: [{ title: 'All', entries }] });
    expect(txt.length).toBeLessThanOrEqual(LLMS_TXT_LIMIT);
    expect(txt).toMatch(/> \d+ more pages are not listed here/);
    expect(txt).toContain('- [Page 0](/section/page-number-0.md)');
  });
});
